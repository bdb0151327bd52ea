/**
 * The directors' voice in a forum-25 game (seed 004, F1–F26): engine events become posts (messages
 * of the f25 phrasebooks, rendered in the chat's language) in the thread (the match group), the
 * wolves' group, or a DM. Nothing here names a role or a
 * night act in front of anyone who may not see it:
 * - roles only by DM to their own seat, and in the end post (2L 公示 "出局角色均不公示其身份");
 * - night acts and their results only to the actor (a check, the witch's 通灵) or to the wolf
 *   group (the kill proposals); night deaths only at the next opening, in death order (F8);
 * - automatic cards say only what is public (a missing ballot is public; the sisters' card is
 *   worded like any director's, since its reason would name them, F13);
 * - a day-exited hunter's owed shot and a night-dead sheriff's owed badge go by DM only.
 * Out wolves stay in the wolf group (F24): no room removal.
 *
 * One file per job: the standing texts (`narrate-texts.ts`), the calendar's posts
 * (`narrate-thread.ts`), deaths, cards and the end (`narrate-outcome.ts`), the wolves'
 * group and the DMs (`narrate-private.ts`); this file dispatches and moves the wolves' room.
 */
import { wolfGroup } from "../../../engine/families/forum-25/common.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { say } from "../../../vocab/msg.ts";
import type { Message } from "../../narrate.ts";
import { forumOutcomePosts } from "./narrate-outcome.ts";
import { forumPrivatePosts } from "./narrate-private.ts";
import { dm, WOLVES } from "./narrate-texts.ts";
import { forumCalendarPosts } from "./narrate-thread.ts";

export { CALENDAR_TEXT, cardText, forumIntro, hhmm } from "./narrate-texts.ts";

/**
 * Forum narration of one event; [] for events the thread and the DMs do not hear. Once the
 * wolves' group exists (from day 1), a change of its members (a wolf lover of a human leaves,
 * F9; a wolf's servant who inherits joins, F12) moves them in or out of the room.
 */
export function narrateForum(before: GameState, e: GameEvent, after: GameState): Message[] {
  const out = narrateEvent(before, e, after);
  if ((e.type === "mem_set" || e.type === "role_changed" || e.type === "status_added") && before.label !== "S") {
    const was = new Set(wolfGroup(before).map((x) => x.seat));
    const now = wolfGroup(after).map((x) => x.seat);
    for (const seat of now)
      if (!was.has(seat))
        out.push(
          { to: WOLVES, text: "", op: { kind: "add", seat } },
          { to: WOLVES, text: say("f25_thread.wolf_joined", { seat: { seat } }) },
          { to: dm(seat), text: say("f25_thread.wolf_joined_you", { seats: { seats: now } }) },
        );
    for (const seat of was) if (!now.includes(seat)) out.push({ to: WOLVES, text: "", op: { kind: "remove", seat } });
  }
  return out;
}

function narrateEvent(before: GameState, e: GameEvent, after: GameState): Message[] {
  return (
    forumCalendarPosts(before, e, after) ??
    forumOutcomePosts(before, e, after) ??
    forumPrivatePosts(before, e, after) ??
    []
  );
}
