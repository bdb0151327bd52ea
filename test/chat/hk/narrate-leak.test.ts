/**
 * Leak test over every forum-hk scenario replay (seed 002 公示/通知: 出局角色均不公示其身份, 「其他类型的
 * 技能，除非另有说明，否则一律不公示」; HK12, HK42, HK65, HK66, HK70, HK132). Before the game ends:
 * - the thread names no card dealt to a seat whose card no public flip published (HK65);
 * - the thread names no night act (HK_ACT_ZH of a night_a/b/c act) and no status, but what 002 publishes
 *   (「目标角色被诽谤」, 「熊咆哮了」);
 * - a DM names no card of another seat unless the seat was told it (a check, an inspection, a shared
 *   stare, a camp) or sent it itself (a guess); the seat's own card rules are rules, not news;
 * - the wolves' room only ever holds [群内] wolves and [接刀] holders who took the kill over, and
 *   names no card.
 */
import { describe, expect, it } from "vitest";
import { HK_ACTS } from "../../../src/engine/families/forum-hk/acts.ts";
import { HK_CARDS, hkCard } from "../../../src/engine/roles/hk/pools.ts";
import { hkCardSpec } from "../../../src/engine/roles/index.ts";
import type { GameState } from "../../../src/engine/types.ts";
import { HK_ACT_ZH } from "../../../src/voice/families/forum-hk/texts.ts";
import { problems as playerTextProblems } from "../player-text-scan.ts";
import { HK_FILES, narrated, type Said } from "./narrated.ts";

/** The names of the night acts (HK9: windows night_a, night_b, night_c). */
const NIGHT_ACT_NAMES = Object.entries(HK_ACTS)
  .filter(([, r]) => r.window.startsWith("night_"))
  .map(([a]) => HK_ACT_ZH[a])
  .filter(Boolean);

/** The statuses a holder is told and nobody else (HK42), and the protections nobody is told. */
const STATUS_NAMES = ["沉默", "缴械", "迷魂", "冰冻", "坚韧", "不死", "隐身"];

/**
 * What is public in those words: the game's name (空洞骑士, which holds 骑士) and what 002 itself
 * publishes (乌鸦 「公示[目标角色被诽谤]」, 熊 「公示熊咆哮了」).
 */
const PUBLIC_BY_002 = [/空洞骑士/g, /\d+号被诽谤。/g, /熊咆哮了。/g];

/** Everyday words that hold a one-character card name (钟 in 分钟, 点钟): not the card. */
const EVERYDAY = [/分钟/g, /点钟/g];

/** `text` without the everyday words that hold a card's name. */
const plain = (text: string) => EVERYDAY.reduce((t, re) => t.replace(re, ""), text);

const nameOf = (id: unknown) => hkCard(String(id))?.name;

/** Told kinds whose value is a seat whose card the told seat learns (HK77 `partner`, HK86 `raven`). */
const REVEALS_CARD = new Set(["partner", "raven"]);

/** Card names a told value carries (a role, a camp that is a card, a list of results). */
function namesIn(value: unknown): string[] {
  if (typeof value === "string") return [nameOf(value)].filter((x): x is string => !!x);
  if (Array.isArray(value)) return value.flatMap(namesIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(namesIn);
  return [];
}

/** Scans one replay; returns the problems found (empty: no leak). */
function scan(said: readonly Said[]): string[] {
  const problems: string[] = [];
  const flipped = new Set<number>();
  /** seat → card names it may read in its DMs: told to it, or named by its own acts. */
  const known = new Map<number, Set<string>>();
  const room = new Set<number>();
  let created = false;
  let ended = false;
  const knownBy = (seat: number) => known.get(seat) ?? known.set(seat, new Set()).get(seat) ?? new Set<string>();
  const secretNames = (s: GameState, except: (seat: number) => boolean) =>
    s.seats
      .filter((x) => !flipped.has(x.seat) && !except(x.seat))
      .map((x) => ({ seat: x.seat, name: nameOf(x.role) ?? "" }));
  for (const m of said) {
    const e = m.e;
    if (e.type === "game_ended") ended = true;
    if (ended) continue;
    if (e.type === "told") for (const n of namesIn(e.value)) knownBy(e.seat).add(n);
    // HK77, HK86: the brothers learn each other, the [群内] wolves learn 狼鸦之爪 — the seat's card is told.
    if (e.type === "told" && REVEALS_CARD.has(e.kind) && typeof e.value === "number")
      knownBy(e.seat).add(nameOf(m.after.seats[e.value - 1]?.role) ?? "");
    if (e.type === "hk_acted") for (const n of namesIn(e.value)) knownBy(e.seat).add(n);
    const where = `[${m.after.label} ${e.type} → ${m.to.kind === "seat" ? `${m.to.seat}号` : m.to.kind}] ${m.text}`;
    if (m.to.kind === "group") {
      if (e.type === "public_notice" && e.kind === "flip" && typeof e.seat === "number") flipped.add(e.seat);
      const text = PUBLIC_BY_002.reduce((t, re) => t.replace(re, ""), plain(m.text));
      for (const x of secretNames(m.after, () => false))
        if (x.name && text.includes(x.name)) problems.push(`thread names ${x.seat}号's card ${x.name}: ${where}`);
      for (const a of NIGHT_ACT_NAMES) if (text.includes(a)) problems.push(`thread names the night act ${a}: ${where}`);
      for (const a of STATUS_NAMES) if (text.includes(a)) problems.push(`thread names the status ${a}: ${where}`);
    } else if (m.to.kind === "seat") {
      const me = m.to.seat;
      const own = m.after.seats[me - 1].role;
      const text = plain(m.text.replace(hkCardSpec(own)?.texts["zh-Hans"].rules ?? "\u0000", ""));
      const mine = nameOf(own);
      for (const x of secretNames(m.after, (seat) => seat === me))
        if (x.name && x.name !== mine && text.includes(x.name) && !knownBy(me).has(x.name))
          problems.push(`${me}号's DM names ${x.seat}号's card ${x.name}: ${where}`);
    } else if (m.to.kind === "wolves") {
      if (m.op?.kind === "create") {
        created = true;
        for (const n of m.op.members) room.add(n);
      } else if (m.op?.kind === "add") room.add(m.op.seat);
      else if (!created) problems.push(`wolves' room used before it was made: ${where}`);
      for (const seat of room) {
        const x = m.after.seats[seat - 1];
        const pack = hkCard(x.role)?.tag === "pack";
        const gained = m.after.hk?.skills?.[String(seat)]?.gained ?? [];
        // HK71, HK77, HK86: a [接刀] holder who took the kill over, or a character who gained [群内].
        const tookKill = gained.includes("kill") || gained.includes("pack");
        if (!pack && !tookKill) problems.push(`${seat}号 (${nameOf(x.role)}) is in the wolves' room: ${where}`);
      }
      for (const c of HK_CARDS)
        if (m.after.seats.some((x) => x.role === c.id && !flipped.has(x.seat)) && plain(m.text).includes(c.name))
          problems.push(`wolves' room names the card ${c.name}: ${where}`);
    }
  }
  return problems;
}

describe("forum-hk narration leaks nothing (every forum-hk scenario replay)", () => {
  it("finds the forum-hk cases", () => expect(HK_FILES.length).toBeGreaterThanOrEqual(90));

  it("no card, night act or status reaches anyone who may not see it before the end", () => {
    const seen = { group: 0, seat: 0, wolves: 0 };
    const problems = HK_FILES.flatMap((f) => {
      const said = narrated(f);
      for (const m of said) if (m.to.kind in seen) seen[m.to.kind as keyof typeof seen]++;
      return scan(said).map((p) => `${f.split("/").pop()}: ${p}`);
    });
    expect(problems).toEqual([]);
    // The scan saw every audience.
    expect(seen.group).toBeGreaterThan(500);
    expect(seen.seat).toBeGreaterThan(1000);
    expect(seen.wolves).toBeGreaterThan(100);
  });

  it("issue 26 item 6: every message is players' words, with no ruling number nor English id", () => {
    const found = new Set<string>();
    for (const f of HK_FILES)
      for (const m of narrated(f)) for (const p of playerTextProblems(m.text)) found.add(`${p} in 「${m.text}」`);
    expect([...found]).toEqual([]);
  });
});
