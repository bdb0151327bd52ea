/**
 * `npm run attack:db-outage` (issue 25 item 4): the database goes away for `--outage` seconds
 * (default 30) under a running game, several rounds. The runtime (in-process timers) reaches a
 * Postgres database of its own (`--db`, dropped and made again, on 127.0.0.1) through a TCP
 * proxy that this script cuts — the shared Postgres is never stopped. During the outage 12
 * players send `--messages` DMs (default 90), each `状态` or `帮助` in turn; night 1's knife
 * window (300 s of rule time, 10 s of wall time at speed 30) runs out meanwhile. Prints per round
 * and min / median / max: messages sent, handled (answered after the return), lost, handled
 * twice, answered out of order, "请稍后再发一次" answers, and whether the knife window reopened
 * with the outage ruling (不计黑麦) instead of firing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { startRuntime } from "../../src/boot/runtime.ts";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import { makeTable } from "../../src/sim/director.ts";
import { freshDb, spread } from "./stats.ts";
import { CuttableProxy, throughProxy } from "./tcp-proxy.ts";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    outage: { type: "string", default: "30" },
    messages: { type: "string", default: "90" },
    db: { type: "string", default: "postgresql://postgres@127.0.0.1:5432/werewolf_attack_dbout" },
  },
});
if (!/@(127\.0\.0\.1|localhost)[:/]/.test(args.db)) throw new Error("--db must be on 127.0.0.1");
const OUTAGE_MS = Number(args.outage) * 1000;
const N = Number(args.messages);
const SPEED = 30;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

await freshDb(args.db);
const dir = mkdtempSync(join(tmpdir(), "attack-dbout-"));
const u = new URL(args.db);
const proxy = new CuttableProxy({ host: u.hostname, port: Number(u.port || 5432) });
const port = await proxy.start();
const net = new MockNetwork("狼人法官", undefined, { keepWire: true });
const rt = await startRuntime({
  log: pino({ level: process.env.LOG_LEVEL ?? "silent" }),
  databaseUrl: throughProxy(args.db, port),
  speed: SPEED,
  bot: { bot: net.bot, network: net },
  outboxPollMs: 100,
  channel: "attack-dbout",
  journalDir: join(dir, "journal"),
  dbProbeMs: 500,
  heartbeatMs: 1_000,
});

interface Row {
  sent: number;
  handled: number;
  lost: number;
  twice: number;
  disordered: number;
  retryLater: number;
  reopened: boolean;
}
const rows: Row[] = [];
try {
  for (let round = 1; round <= Number(args.rounds); round++) {
    const t = makeTable(net, `dbo${round}`);
    const inGroup = (re: RegExp) => (m: WireMessage) => m.room === t.group.id && re.test(m.text);
    t.judge.say("开房 444-idiot").to(t.group);
    await net.waitFor(inGroup(/开房：/), 30_000);
    for (let i = 0; i < 12; i++) {
      t.players[i].say(`坐${i + 1}号`).to(t.group);
      await net.waitFor(inGroup(new RegExp(`入座${i + 1}号`)), 30_000);
    }
    t.judge.say("开始").to(t.group);
    await net.waitFor(inGroup(/天黑请闭眼/), 30_000);
    const game = await rt.store.db.game.findFirstOrThrow({ where: { status: "running", matchGroupId: t.group.id } });
    // The two answers as they read now: `帮助` exactly, `状态` by its first line.
    const ask = async (text: string) => {
      const since = net.wire.length;
      t.players[0].say(text).to(net.botUser);
      return (await net.waitFor((m) => m.to === t.players[0].id, 15_000, since)).text;
    };
    const help = await ask("帮助");
    const board = (await ask("状态")).split("\n")[0];
    const kind = (text: string) => (text === help ? "帮助" : text.split("\n")[0] === board ? "状态" : null);

    const cutAt = net.wire.length;
    proxy.cut();
    const expected = new Map<string, string[]>();
    const every = OUTAGE_MS / N;
    for (let k = 0; k < N; k++) {
      const p = t.players[k % 12];
      const mine = expected.get(p.id) ?? [];
      const text = mine.length % 2 ? "帮助" : "状态";
      mine.push(text);
      expected.set(p.id, mine);
      p.say(text).to(net.botUser);
      await sleep(every);
    }
    proxy.restore();
    // Wait for the answers (at most 60 s after the return).
    const answered = () =>
      net.wire.slice(cutAt).filter((m) => m.to && expected.has(m.to) && kind(m.text) !== null).length;
    for (let waited = 0; waited < 60_000 && answered() < N; waited += 250) await sleep(250);
    await sleep(1_000);
    const after = net.wire.slice(cutAt);
    let handled = 0;
    let twice = 0;
    let disordered = 0;
    for (const [id, want] of expected) {
      const got = after.filter((m) => m.to === id).flatMap((m) => kind(m.text) ?? []);
      handled += Math.min(got.length, want.length);
      twice += Math.max(0, got.length - want.length);
      if (got.slice(0, want.length).join() !== want.slice(0, got.length).join()) disordered++;
    }
    const retryLater = after.filter((m) => /请稍后再发一次/.test(m.text)).length;
    const ruled = after.some((m) => m.room === t.group.id && /不计黑麦/.test(m.text));
    const st = await rt.service.state(game.id);
    const knife = st?.timers.find((x) => x.kind === "knife");
    const reopened = ruled && st?.label === "N1" && (knife?.dueMs ?? 0) - rt.clock() > 200_000;
    const row = { sent: N, handled, lost: N - handled, twice, disordered, retryLater, reopened };
    rows.push(row);
    console.log(
      `round ${round}: ${args.outage} s without the database — sent ${N}, handled ${handled}, lost ${row.lost}, handled twice ${twice}, players answered out of order ${disordered}, "请稍后再发一次" ${retryLater}, knife window reopened with the outage ruling: ${reopened ? "yes" : "no"}`,
    );
  }
} finally {
  await rt.stop();
  await proxy.close();
  rmSync(dir, { recursive: true, force: true });
}
const col = (k: "sent" | "handled" | "lost" | "twice" | "retryLater") => spread(rows.map((r) => r[k]));
console.log(
  `\n${rows.length} rounds, min / median / max — sent ${col("sent")}; handled ${col("handled")}; lost ${col("lost")}; handled twice ${col("twice")}; "请稍后再发一次" ${col("retryLater")}; windows reopened ${rows.filter((r) => r.reopened).length}/${rows.length}`,
);
process.exit(0);
