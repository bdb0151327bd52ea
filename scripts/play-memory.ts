/**
 * `npx tsx --expose-gc scripts/play-memory.ts [--rounds 6] [--snapshot FILE]` (issue 25 item 3):
 * opens and closes playground tables (every seat left to the person, so no script plays) one
 * after another, and prints after each close, once garbage is collected, the heap used and the
 * RSS (MiB) and how many of the closed tables' objects (table, runtime, network, feed) are still
 * reachable. Not a test: it prints numbers (the test is test/web/playground-owner.test.ts).
 */

import { parseArgs } from "node:util";
import { writeHeapSnapshot } from "node:v8";
import { pino } from "pino";
import { Playground } from "../src/web/playground.ts";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "6" }, snapshot: { type: "string" } } });
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc (npx tsx --expose-gc scripts/play-memory.ts)");
const MIB = 2 ** 20;
const pg = new Playground({ log: pino({ level: "silent" }), seed: () => 7 });
const tables = (pg as unknown as { tables: Map<string, { rt: object; net: object; feed: object }> }).tables;
const refs: WeakRef<object>[] = [];
/** WeakRefs to table `id`'s objects (in a function of its own: a suspended async frame would keep them). */
const track = (id: string) => {
  const t = tables.get(id);
  if (t) refs.push(new WeakRef(t), new WeakRef(t.rt), new WeakRef(t.net), new WeakRef(t.feed));
};
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 50));
  }
};
await settle();
const base = process.memoryUsage();
console.log(`before: heap ${(base.heapUsed / MIB).toFixed(1)} MiB, rss ${(base.rss / MIB).toFixed(1)} MiB`);
for (let i = 1; i <= Number(values.rounds); i++) {
  const { id } = await pg.open({ ruleset: "ranked-s7", board: "444-idiot", seat: 0, others: "me", speed: 60 }, "owner");
  track(id);
  await new Promise((r) => setTimeout(r, 2000));
  await pg.close(id);
  await settle();
  const m = process.memoryUsage();
  const alive = refs.filter((r) => r.deref() !== undefined).length;
  console.log(
    `round ${i}: heap ${(m.heapUsed / MIB).toFixed(1)} MiB (+${((m.heapUsed - base.heapUsed) / MIB).toFixed(1)}), rss ${(m.rss / MIB).toFixed(1)} MiB, objects of closed tables still reachable ${alive}/${refs.length}`,
  );
}
if (values.snapshot) console.log(`snapshot: ${writeHeapSnapshot(values.snapshot)}`);
await pg.closeAll();
process.exit(0);
