/**
 * `npm run replay -- <gameId>`: folds a stored game's events from the start, checks the result
 * against the stored snapshot, and prints the outcome (`werewolf-outcome/1`). Exit 0 when the
 * replay reproduces the snapshot exactly, 1 when it does not, 2 for an unknown game or bad usage.
 *
 * `--transcript[=judge|group|<seat>]` (issue 26 item 5) prints instead the game's transcript per
 * phase as that viewer saw it (default judge: every room), times as elapsed game time.
 */
import { isDeepStrictEqual } from "node:util";
import { fold } from "../engine/evolve.ts";
import type { GameEvent } from "../engine/types.ts";
import { outcomeOf } from "../scenario/runner.ts";
import { createDb } from "../store/db.ts";
import { GameLookups } from "../store/games.ts";
import { extraLinesOf, transcriptOf } from "../store/transcript.ts";
import { DEFAULT_LANG, wordOf } from "../vocab/index.ts";
import { replayPhases, viewerOf } from "../voice/replay-view.ts";

/** Where a line was said (`group`: 比赛群): the vocabulary's words. */
const roomZh = (room: string) => wordOf(DEFAULT_LANG, "room", room);
const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;

async function main(args: string[]): Promise<number> {
  const gameId = args.find((a) => a !== "--" && !a.startsWith("--"));
  const asArg = args.find((a) => a.startsWith("--transcript"));
  if (!gameId) {
    process.stderr.write("usage: npm run replay -- <gameId>\n");
    return 2;
  }
  const db = createDb();
  try {
    const games = new GameLookups(db);
    const snap = await games.snapshot(gameId);
    if (!snap) {
      process.stderr.write(
        `no game ${gameId} in ${new URL(process.env.DATABASE_URL ?? "postgresql://x/werewolf").pathname.slice(1)}\n`,
      );
      return 2;
    }
    const rows = await games.eventsAfter(gameId, 0);
    const events = rows.map((r) => r.data as unknown as GameEvent);
    if (asArg) {
      const created = events[0];
      const seats = created?.type === "game_created" ? Object.keys(created.setup.deal).length : 0;
      const viewer = viewerOf(asArg.split("=")[1] ?? "judge", seats);
      if (!viewer) {
        process.stderr.write(`--transcript=judge|group|1..${seats}\n`);
        return 2;
      }
      const [{ lines, capped }, extras] = await Promise.all([transcriptOf(db, gameId), extraLinesOf(db, gameId)]);
      for (const p of replayPhases(events, lines, extras, viewer)) {
        process.stdout.write(`\n== ${p.title} (${clock(p.t)}) ==\n`);
        for (const e of p.entries)
          process.stdout.write(
            e.k === "event"
              ? `${clock(e.t)}  * ${e.text}${e.reason ? `（${e.reason}）` : ""}\n`
              : `${clock(e.t)}  [${roomZh(e.room)}${e.room === "dm" ? ` ${e.seat}号` : ""}] ${e.from === "bot" ? "法官机器人" : e.name}：${e.text}\n`,
          );
        if (p.entries.length === 0) process.stdout.write("无\n");
      }
      if (capped) process.stdout.write("\n（聊天记录达到上限，之后的没有保存）\n");
      return 0;
    }
    const replayed = fold(events);
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
