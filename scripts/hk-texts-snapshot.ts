/**
 * Everything forum-hk's chat says about its cards, as one text (issue 22 goal 1: moving a card's
 * texts into its module must change no byte players read): each built card's help, every act's
 * name and refusals, what the DM grammar reads from each act's words, the scripted crowd's choices
 * on seeded deals, and every message of every forum-hk scenario replay (its told DMs included).
 * `npx tsx scripts/hk-texts-snapshot.ts > before.txt`, change, run again, `diff`.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseHkDm } from "../src/chat/families/forum-hk/grammar.ts";
import { HK_ACTS } from "../src/engine/families/forum-hk/acts.ts";
import { CORE_BOARD } from "../src/engine/families/forum-hk/deal.ts";
import { shuffle } from "../src/engine/random.ts";
import { HK_IMPLEMENTED } from "../src/engine/roles/hk/index.ts";
import { HK_CARDS, hkCard } from "../src/engine/roles/hk/pools.ts";
import type { GameState } from "../src/engine/types.ts";
import { jsonFiles } from "../src/scenario/files.ts";
import { runScenario } from "../src/scenario/runner.ts";
import { parseScenario } from "../src/scenario/schema.ts";
import { deathShot, type HkView, nightAct, type SeatMemory, startAct } from "../src/sim/hk-choices.ts";
import { campName } from "../src/vocab/index.ts";
import { hkCardHelp } from "../src/voice/families/forum-hk/card-help.ts";
import { HK_ACT_ZH, HK_REJECTS, hkActName } from "../src/voice/families/forum-hk/texts.ts";
import { narrate } from "../src/voice/narrate.ts";

const ROOT = join(import.meta.dirname, "..");
const out: string[] = [];
const say = (...xs: unknown[]) => out.push(xs.map((x) => (typeof x === "string" ? x : JSON.stringify(x))).join(" "));

// Card help of every built card, at seat 1 of a one-seat state.
for (const id of HK_IMPLEMENTED) {
  const st = { seats: [{ seat: 1, role: id, alive: true, mem: {} }] } as unknown as GameState;
  say("## help", id);
  say(hkCardHelp(st, 1));
}

// Every act's name, its refusals, and how the grammar reads its words.
const acts = [...new Set([...Object.keys(HK_ACTS), ...Object.keys(HK_ACT_ZH)])].sort();
const words = new Set<string>(["刀", "杀", "狼刀", "救", "毒", "开枪", "验", "异端", "二刀", "第二刀", "空刀"]);
for (const act of acts) {
  say("## act", act, hkActName(act));
  words.add(hkActName(act));
  for (const code of Object.keys(HK_REJECTS).sort())
    say(code, HK_REJECTS[code]({ code, act, seat: 3, target: 5, value: "x", role: "wolf_king" } as never));
}
for (const w of [...words].sort())
  for (const rest of [
    "",
    " 3号",
    "3",
    " 3号 5号",
    " 狼王",
    " 3号 预言家",
    "3号预言家",
    " abc",
    " 不发动",
    " 99号",
    "：4号",
  ]) {
    say("## dm", `${w}${rest}`, parseHkDm(`${w}${rest}`));
    say("## decline", `不发动${w}`, parseHkDm(`不发动${w}`));
  }

// The scripted crowd's choices on seeded core deals (and on every built card at each seat).
for (const seed of [1, 2, 3, 7, 42]) {
  const deal = shuffle(seed, "snap-deal", CORE_BOARD);
  const boards = [deal, ...HK_IMPLEMENTED.map((id) => [id, ...deal.slice(1)])];
  for (const b of boards) {
    const cards = new Map(
      b.map((id, i) => {
        const c = hkCard(id);
        return [i + 1, { name: c?.name ?? id, camp: campName(c?.camp ?? "") }] as const;
      }),
    );
    const pack = new Set(b.flatMap((id, i) => (hkCard(id)?.tag === "pack" ? [i + 1] : [])));
    const v: HkView = { seats: b.length, cards, pack, out: new Set<number>([4]) };
    const mem = new Map<number, SeatMemory>();
    for (let seat = 1; seat <= b.length; seat++) say("## start", seed, b[0], seat, startAct(v, seed, seat));
    for (let night = 1; night <= 5; night++)
      for (let seat = 1; seat <= b.length; seat++) {
        const m = mem.get(seat) ?? { used: new Set<number>() };
        mem.set(seat, m);
        say("## night", seed, b[0], night, seat, nightAct(v, seed, night, seat, m));
      }
    for (let seat = 1; seat <= b.length; seat++) say("## death", seed, b[0], seat, deathShot(v, seed, seat));
  }
}

// Every message of every forum-hk scenario replay.
const files = [
  ...jsonFiles(join(ROOT, "..", "shared", "scenarios")).filter((f) => /\/HX-[^/]*\.json$/.test(f)),
  ...jsonFiles(join(ROOT, "test", "scenarios", "hk")),
];
for (const f of files) {
  say("## case", f.slice(f.lastIndexOf("/") + 1));
  runScenario(parseScenario(JSON.parse(readFileSync(f, "utf8"))), (before, e, after) => {
    for (const m of narrate(before, e, after)) say(m.to, m.op ?? "", m.text);
  });
}
// Every told kind on sample values, at a state inside the first case's night.
let mid: GameState | null = null;
runScenario(parseScenario(JSON.parse(readFileSync(files[0], "utf8"))), (_b, e, after) => {
  if (!mid && e.type === "phase_started" && after.phase.kind === "hk" && after.phase.stage === "night") mid = after;
});
const samples: [string, unknown][] = [
  ["check", "village"],
  ["check", "not_village"],
  ["sense", "wolves"],
  ["sense", "villagers"],
  ["identity", "seer"],
  ["inspect", { camp: "wolves", role: "wolf_king" }],
  ["stare", []],
  [
    "stare",
    [
      { seat: 2, camp: "villagers", role: "seer" },
      { seat: 9, camp: "wolves", role: "gargoyle" },
    ],
  ],
  ["track", { role: "wolf_king", alive: true }],
  ["track", { role: "wolf_king", alive: false }],
  ["chase", true],
  ["rebound", 5],
  ["knife", null],
  ["knife", []],
  ["knife", [3, 7]],
  ["camp", "wolves"],
  ["status", { id: "frozen", until: null }],
  ["nothing", 1],
];
for (const st of [mid, { ...(mid as unknown as GameState), phase: { kind: "setup" } }] as unknown as GameState[])
  for (const [kind, value] of samples)
    for (const about of [3, undefined]) {
      const e = { type: "told", seat: 1, kind, value, ...(about ? { about } : {}) } as never;
      say("## told", kind, value, about ?? "", narrate(st, e, st));
    }
say("## cards", HK_CARDS.length);
process.stdout.write(`${out.join("\n")}\n`);
