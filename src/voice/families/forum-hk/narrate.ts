/**
 * forum-hk's voice (seed 002; ../shared/rulings-forum-hk.md): engine events become Chinese messages
 * for the thread (the match group), the wolves' group, or one seat by DM. Nothing names a card, a
 * status or a night act in front of anyone who may not see it (002 公示/通知): cards only by DM to
 * their own seat, a published flip (HK65) and the end post; night results only to the seat told
 * (HK12); outs only at their publication (HK66); counts never (HK57).
 *
 * One file per job: the thread's posts (`narrate-thread.ts`), the DMs and the wolves' group
 * (`narrate-private.ts`), the shared words (`words.ts`); this file dispatches.
 */
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { hkPrivatePosts } from "./narrate-private.ts";
import { hkThreadPosts } from "./narrate-thread.ts";
import type { Message } from "./words.ts";

/**
 * The messages of one forum-hk event, given the state before and after it (the thread's first, then
 * the private ones); [] for events nobody hears (hk_counted, hk_camp, statuses, attacks …).
 */
export function narrateHk(before: GameState, e: GameEvent, after: GameState): Message[] {
  return [...(hkThreadPosts(before, e, after) ?? []), ...(hkPrivatePosts(before, e, after) ?? [])];
}
