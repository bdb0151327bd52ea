/**
 * A bench table's opening and look-up, shared by bench:load's bot (`./load-bot.ts`) and the
 * memory bench (`./load-memory.ts`): typed through the chat as a judge and players would, then
 * found by the room its match group is bound to.
 */
import type { Db } from "../../src/store/db.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * Opens one table through the chat as its judge and players would type it (`开房`, each player's
 * `坐N号`, `开始`), with the short pauses a person leaves; `say(from, text, to)` types one line.
 */
export async function openTable<C, R>(
  say: (from: C, text: string, to: R) => void,
  t: { judge: C; players: C[]; group: R },
): Promise<void> {
  say(t.judge, "开房 444预女猎白", t.group);
  await sleep(50);
  t.players.forEach((p, s) => {
    say(p, `坐${s + 1}号`, t.group);
  });
  await sleep(200);
  say(t.judge, "开始", t.group);
}

/**
 * Sets each table's `gameId` from the room of its match group once a game is playing there,
 * asking every 100 ms for at most 60 s (a table still without one keeps "").
 */
export async function findGames(db: Db, tables: { group: { id: string }; gameId: string }[]): Promise<void> {
  for (let i = 0; i < 600 && tables.some((t) => !t.gameId); i++) {
    const rows = await db.room.findMany({
      where: { status: "playing", matchGroupId: { in: tables.map((t) => t.group.id) } },
      select: { matchGroupId: true, gameId: true },
    });
    const by = new Map(rows.map((r) => [r.matchGroupId, r.gameId ?? ""]));
    for (const t of tables) t.gameId = by.get(t.group.id) ?? "";
    if (tables.every((t) => t.gameId)) break;
    await sleep(100);
  }
}
