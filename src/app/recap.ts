/**
 * The judge's night recap and the end post's 复盘 link (issue 26 item 5), on the app side: when
 * a night resolves (the first day phase after it is committed) the recap of that night is DMed
 * to the game's judge and a checked-in inspector, once (its outbox key is the night's label); a
 * game's end post gets the replay's link. The texts are `src/voice/recap.ts`'s.
 */

import type { Logger } from "pino";
import { evolve, initialState } from "../engine/evolve.ts";
import { onCalendar } from "../engine/rulesets/flow.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import type { Db } from "../store/db.ts";
import { eventsOf, staffOfGame } from "../store/transcript.ts";
import { nightRecap, replayLine } from "../voice/recap.ts";
import type { ExtraMessage, GameService } from "./game-service.ts";

/**
 * After a commit (`GameService.observe`): if `events` open a day (`D<n>`) — the game's label was
 * not `D<n>` before them — DMs the recap of night `N<n>` to the judge and the inspector.
 * Asynchronous and idempotent; errors are logged. A crash between the commit and the DM loses that
 * recap (it is not re-driven at start-up). Every later phase of that day (its election, speeches
 * and votes start phases labelled `D<n>` too) reads nothing: the recap reads the game's whole log
 * (issue 24 goal 4: it did so on each of them, a third of the statements of a command in
 * `bench:load`).
 */
export function recapOnEvents(
  deps: { db: Db; service: GameService; log: Logger },
  gameId: string,
  events: readonly GameEvent[],
  after: GameState,
  before: GameState,
): void {
  if (onCalendar(after.setup)) return;
  const day = events.find((e) => e.type === "phase_started" && /^D\d+$/.test(e.label) && e.label !== before.label);
  if (day?.type !== "phase_started") return;
  const night = `N${day.label.slice(1)}`;
  void (async () => {
    const staff = await staffOfGame(deps.db, gameId);
    if (!staff) return;
    const all = (await eventsOf(deps.db, gameId)) as GameEvent[];
    const states: GameState[] = [];
    let s = initialState();
    for (const e of all) {
      const before = s;
      s = evolve(s, e);
      // An event counts to the phase it happened in (a dawn's deaths to the night they resolve).
      states.push(e.type === "phase_started" ? before : s);
    }
    const text = nightRecap(all, states, night);
    if (!text) return;
    const to = [staff.judgeId, ...(staff.inspectorId ? [staff.inspectorId] : [])];
    await deps.service.notify(
      gameId,
      `recap-${night}`,
      to.map((contactId) => ({ audience: "contact", contactId, text })),
    );
  })().catch((err) => deps.log.warn({ err, gameId }, "night recap failed"));
}

/** The end post's 复盘 line for the match group (`onGameEnded`), with `base` = PUBLIC_BASE_URL. */
export function replayPost(gameId: string, base?: string): ExtraMessage[] {
  return [{ audience: "group", text: replayLine(gameId, base) }];
}
