/**
 * The judge's night recap and the end post's 复盘 link (issue 26 item 5), on the app side: when
 * a night resolves (the first day phase after it is committed) the recap of that night is DMed
 * to the game's judge and a checked-in inspector, once (its outbox key is the night's label); a
 * game's end post gets the replay's link. The texts are `src/voice/recap.ts`'s.
 */

import type { Logger } from "pino";
import { onCalendar } from "../engine/rulesets/flow.ts";
import type { GameEvent, GameState } from "../engine/types.ts";
import type { Sql } from "../store/commands.ts";
import { nightOfGame } from "../store/transcript.ts";
import { nightRecap, replayLine } from "../voice/recap.ts";
import type { ExtraMessage, GameService } from "./game-service.ts";

/**
 * After a commit (`GameService.observe`): if `events` open a day (`D<n>`) — the game's label was
 * not `D<n>` before them — DMs the recap of night `N<n>` to the judge and the inspector.
 * Asynchronous and idempotent; errors are logged. A crash between the commit and the DM loses that
 * recap (it is not re-driven at start-up). Every later phase of that day (its election, speeches
 * and votes start phases labelled `D<n>` too) reads nothing; the dawn reads the staff and the
 * night's events in one statement (issue 24 goal 4: it read the game, then its whole log, and
 * replayed every event, at each dawn of every game).
 */
export function recapOnEvents(
  deps: { sql: Sql; service: GameService; log: Logger },
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
    const read = await nightOfGame(deps.sql, gameId, night);
    if (!read) return;
    const text = nightRecap(read.events as GameEvent[], night);
    if (!text) return;
    const to = [read.judgeId, ...(read.inspectorId ? [read.inspectorId] : [])];
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
