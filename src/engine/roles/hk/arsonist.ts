/**
 * 纵火者 (seed 002 强神; HK104, HK37, HK38, HK39, HK42, HK72, HK74): 纵火 (<限定>, once) in block B (15),
 * after 范海辛<追猎>, on a living character: a permanent [业炎] (沉默 + 超度 + 遗忘, HK39), told to its
 * holder at C+50 with no end. At block B's end, when the grant was made tonight: if at least one 杀人 was
 * made tonight and every 杀人's settlement target is the burned seat, those 杀人 are void — they stay made
 * for the witch's list (HK74) and resolve nothing at (20) — and the kill's source (the group kill's:
 * drawn among the wolves who agreed it, draw `kill_source`, HK37) takes 穿透 at ⑬ (cause
 * `arson_backfire`, source the arsonist).
 *
 * Readings where the rulings are silent: the use is spent when 纵火 settles (its user may still use it,
 * HK13), whatever the 杀人 do; the voiding is the act's own settlement, so it stands even if the
 * arsonist is out by (20) (HK73); a second kill (HK19) on another seat keeps every 杀人 alive.
 */
import { grant } from "../../statuses.ts";
import type { HkCardSpec } from "./types.ts";

/** HK72: ⑬ 纵火's 穿透. */
const SLOT_ARSON = 13;

export const arsonist: HkCardSpec = {
  id: "arsonist",
  texts: {
    "zh-Hans": {
      rules:
        "纵火者：整局一次，深夜纵火一名存活角色，使其永久获得业炎（沉默、超度、遗忘）。若当晚所有杀人的目标恰好都是纵火目标，这些杀人无效，杀人的来源受到穿透伤害。",
      acts: { arson: "纵火" },
    },
    en: {
      rules:
        "Arsonist: once a game, at late night, set a living character on fire: they get karma fire for good (silenced, released, forgetful). If every kill that night targets exactly the arson target, those kills fail and their sources take piercing damage.",
      acts: { arson: "Arson" },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["arsonNight", "arsonSeat"],
  skills: [
    {
      id: "arson",
      acts: { arson: { window: "night_b", step: 15.6, target: "living" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.arsonNight != null) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    tx.emit({ type: "mem_set", seat: a.seat, key: "arsonNight", value: a.n });
    // HK104 「若成功赋予[业炎]」: only a grant made tonight can void the 杀人.
    if (!grant(tx, t, { id: "burning", source: a.seat })) return;
    tx.emit({ type: "mem_set", seat: a.seat, key: "arsonSeat", value: t });
    tx.emit({ type: "told", seat: t, kind: "status", value: { id: "karma_fire", until: null } });
  },
  afterBlock(tx, holder, block, n) {
    const ph = tx.s.phase;
    const mem = tx.s.seats[holder - 1].mem;
    if (block !== "b" || ph.kind !== "hk" || mem.arsonNight !== n || typeof mem.arsonSeat !== "number") return;
    const kills = (ph.attacks ?? []).map((e, i) => ({ ...e, i })).filter((e) => e.attack.cause === "kill" && !e.void);
    if (kills.length === 0 || !kills.every((e) => e.attack.target === mem.arsonSeat)) return;
    const first = kills[0];
    // HK37: the group kill's source, drawn among those who made it.
    const source = first.attack.source ?? (first.by && first.by.length > 0 ? tx.pick("kill_source", first.by) : null);
    for (const e of kills)
      tx.emit({ type: "hk_voided", index: e.i, source: e.attack.source ?? (e.i === first.i ? source : null) });
    if (source === null) return;
    return [
      { kind: "arson", target: source, source: holder, cause: "arson_backfire", damage: "pierce", slot: SLOT_ARSON },
    ];
  },
};
