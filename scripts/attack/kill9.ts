/**
 * `npm run attack:kill9` (issue 25 item 6): kill -9 of the chat process 10–60 ms after messages
 * arrived, several rounds (see `inbound-kill.ts`). Prints per round and min / median / max:
 * messages sent, handled after the restart, lost, handled twice. Only 127.0.0.1; a database of
 * its own (`--db`, dropped and made again); bounded: `--rounds` (default 5) rounds of ~1 min.
 */
import { parseArgs } from "node:util";
import { killRound } from "./inbound-kill.ts";
import { freshDb, spread } from "./stats.ts";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    tables: { type: "string", default: "2" },
    db: { type: "string", default: "postgresql://postgres@127.0.0.1:5432/werewolf_attack_kill9" },
  },
});
if (!/@(127\.0\.0\.1|localhost)[:/]/.test(args.db)) throw new Error("--db must be on 127.0.0.1");
await freshDb(args.db);
const rows: { delayMs: number; sent: number; handled: number; lost: number; twice: number }[] = [];
for (let i = 0; i < Number(args.rounds); i++) {
  const delayMs = 10 + Math.round(Math.random() * 50);
  const r = await killRound({ dbUrl: args.db, delayMs, tables: Number(args.tables) });
  rows.push({ delayMs, ...r });
  console.log(
    `round ${i + 1}: kill -9 ${delayMs} ms after arrival — sent ${r.sent}, handled ${r.handled}, lost ${r.lost}, handled twice ${r.twice}`,
  );
}
const col = (k: "sent" | "handled" | "lost" | "twice") => spread(rows.map((r) => r[k]));
console.log(
  `\n${rows.length} rounds, min / median / max — sent ${col("sent")}; handled ${col("handled")}; lost ${col("lost")}; handled twice ${col("twice")}`,
);
process.exit(0);
