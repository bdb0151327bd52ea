/**
 * A GameService for store-level tests: no timer is ever scheduled (`noTimers`), the rule clock
 * stands still, nothing is logged; and a seated 444-idiot game on it.
 */
import { pino } from "pino";
import { GameService } from "../../src/app/game-service.ts";
import type { Sql } from "../../src/store/commands.ts";
import type { Db } from "../../src/store/db.ts";
import { render } from "../../src/vocab/msg.ts";

/** A timer scheduler that schedules and cancels nothing. */
export const noTimers = { schedule: async () => {}, cancel: async () => {} };

/** A GameService on `db` (and the raw pool `sql`) with the clock at 0 and no timers. */
export function quietService(db: Db, sql?: Sql): GameService {
  return new GameService({
    db,
    ...(sql ? { sql } : {}),
    clock: () => 0,
    scheduler: noTimers,
    log: pino({ level: "silent" }),
  });
}

/**
 * A 444-idiot game on `service` in group `<tag>@chatroom`, judged by `<tag>_judge`, its 12 seats
 * held by contacts `<tag>_p1…p12`; its id. Throws when it is refused.
 */
export async function seatedGame(service: GameService, tag: string, seed = 7): Promise<string> {
  const g = await service.createGame({
    board: "444-idiot",
    seed,
    matchGroupId: `${tag}@chatroom`,
    judgeId: `${tag}_judge`,
    players: Array.from({ length: 12 }, (_, i) => ({ seat: i + 1, contactId: `${tag}_p${i + 1}`, name: `p${i + 1}` })),
  });
  if (!g.ok) throw new Error(render(g.msg));
  return g.gameId;
}
