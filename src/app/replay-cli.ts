/**
 * `npm run replay -- <gameId>`: folds a stored game's events from the start, checks the result
 * against the stored snapshot, and prints the outcome (`werewolf-outcome/1`). Exit 0 when the
 * replay reproduces the snapshot exactly, 1 when it does not, 2 for an unknown game or bad usage.
 */
import { isDeepStrictEqual } from "node:util";
import { fold } from "../engine/evolve.ts";
import type { GameEvent } from "../engine/types.ts";
import { outcomeOf } from "../scenario/runner.ts";
import { createDb } from "../store/db.ts";

async function main(args: string[]): Promise<number> {
  const gameId = args.find((a) => a !== "--");
  if (!gameId) {
    process.stderr.write("usage: npm run replay -- <gameId>\n");
    return 2;
  }
  const db = createDb();
  try {
    const snap = await db.snapshot.findUnique({ where: { gameId } });
    if (!snap) {
      process.stderr.write(
        `no game ${gameId} in ${new URL(process.env.DATABASE_URL ?? "postgresql://x/werewolf").pathname.slice(1)}\n`,
      );
      return 2;
    }
    const rows = await db.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    const replayed = fold(rows.map((r) => r.data as unknown as GameEvent));
    // The snapshot went through JSON; compare like with like.
    const same = isDeepStrictEqual(JSON.parse(JSON.stringify(replayed)), snap.state) && snap.version === rows.length;
    process.stdout.write(
      `${JSON.stringify({ ...outcomeOf(replayed), gameId, events: rows.length, replayMatchesSnapshot: same }, null, 2)}\n`,
    );
    if (!same)
      process.stderr.write(
        `replay of ${gameId} does NOT reproduce the stored snapshot (version ${snap.version}, ${rows.length} events)\n`,
      );
    return same ? 0 : 1;
  } finally {
    await db.$disconnect();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`replay failed: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}\n`);
    process.exit(2);
  },
);
