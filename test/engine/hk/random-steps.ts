/**
 * Seeded random forum-hk steps (seed 002; scenario-format.md `### forum-hk`): legal-ish acts of each
 * seat's card and ballots, any other act id, odd targets and values, judge steps, times on the edges of
 * the windows (09:00, the close, C+10 … C+70). Shared by the robustness property runs
 * (`robustness.test.ts`) and the golden logs' forum-hk cases (`test/engine/golden.ts`).
 */
/** The act ids of the built cards (forum-hk-roles.md), for acts a seat may really hold. */
const ROLE_ACTS: Record<string, string[]> = {
  wolf_king: ["kill", "charge", "revenge"],
  terrorist: ["kill", "blast"],
  wolf_witch: ["kill", "dark_check"],
  wolf_cub: ["kill", "sacrifice"],
  wolf_scholar: ["kill", "sophistry"],
  black_bat: ["kill", "shelter"],
  ghost_rider: ["kill"],
  pole_zombie: ["kill", "jump"],
  gargoyle: ["inspect", "stare", "kill"],
  seer: ["check"],
  medium: ["divine"],
  fox: ["sniff"],
  witch: ["save", "poison", "pass"],
  knight: ["duel"],
  dreamweaver: ["dream"],
  spirit_deer: ["sanctuary"],
  demon_hunter: ["hunt"],
  penguin: ["freeze"],
  soldier: ["strike"],
  van_helsing: ["track", "chase"],
  fox_cub: ["bind"],
  arsonist: ["arson"],
  hunter: ["shoot"],
  crow: ["slander"],
  baker: ["bread"],
  time_consort: ["kill", "reverse"],
  magician: ["swap"],
  hermit: ["cloak"],
  attendant: ["substitute"],
  gardener: ["rose"],
  stalker: ["stalk"],
  psychic: ["sense"],
  little_girl: ["peek"],
  taoist: ["ask"],
  soul_caller: ["soul"],
  astrologer: ["star", "torrent"],
  mirror: ["lend_mirror", "copy"],
  // HK125: 操纵 sends a list of seats and the skill's number.
  ash_fern: ["sprout", "control", "control"],
  police: ["investigate"],
  fan: ["follow"],
  old_believer: ["heretics"],
  // A gift's holder sends the gifted acts (HK103); the merchant's own act is `gift`.
  miracle_merchant: ["gift", "gift", "poison", "guard"],
  saintess: ["bless"],
  sun: ["speakers"],
  // HK124: 大奖 and the die's skills of the night.
  gambler: ["jackpot", "jackpot", "kill", "divine", "silence"],
  hidden_wolf: ["disguise"],
  wolf_brother: ["kill", "rage"],
  wolf_sibling: ["disguise", "inherit", "kill"],
  raven_claw: ["night_blade", "kill"],
  gu_doctor: ["kill", "bewitch"],
  cupid: ["link", "lover_knife", "kill"],
  secret_admirer: ["crush", "letter", "lover_knife", "kill"],
  // A shadow sends his host's acts once he gained them (HK129).
  shadow: ["host", "check", "kill", "freeze"],
  // An avenger has no act; after 雪恨 he sends the gained card's (HK129).
  avenger: ["freeze", "check", "dark_check"],
  // [3] 钟: 时光倒流 in a death window (HK148).
  clock: ["rewind"],
  // HK83: after 夺舍 a ghost sends his host's acts with the host's act ids.
  ghost: ["haunt", "haunt", "seize", "check", "kill", "freeze"],
};
/** Every act id the contract names (any stage), plus ids of other rulesets and nonsense. */
const ANY_ACT = [
  ...new Set(Object.values(ROLE_ACTS).flat()),
  ...["vote", "change_vote", "link", "lover_knife", "disguise", "host", "crush", "letter", "torrent", "rose"],
  ...["lend_mirror", "star", "night_blade", "inherit", "reverse", "cloak", "bless", "gift", "swap", "guard"],
  ...["soul", "bewitch", "jump", "bread", "sniff", "investigate", "ask", "arson", "rage", "copy", "peek"],
  ...["haunt", "seize", "sprout", "rewind", "speakers", "control", "jackpot", "end_speech", "self_destruct"],
  ...["run", "nonsense", "constructor", "__proto__", "toString"],
];
const JUDGES = ["card", "card", "proxy_vote", "proxy_vote", "speed_up", "delay", "warn", "eject", "pause"];
const JUDGES_MORE = ["rule_self_destruct", "resume", "extend", "skip", "void", "correct", "wolf_talk", "outage"];
/** Minutes of the day on the windows' edges (HK8, HK9: C = 21:00). */
const EDGES = [0, 539, 540, 541, 840, 900, 1199, 1200, 1201, 1259, 1260, 1270, 1280, 1295, 1310, 1320, 1330, 1340];
const ODD_VALUES: unknown[] = [1, 2, 0, -1, 1e308, 2 ** 53, 14, 15, 3.5, "NaN", "", "seer", "wolf", "18:00"];
ODD_VALUES.push(
  {},
  { a: 1 },
  { options: [1] },
  { options: [1, 2, 4], camp: "villagers", role: "seer", knife: false },
  [1, 2],
  [],
  "N2 21:40",
  "check",
  true,
  null,
  "wolves",
  "villagers",
);
ODD_VALUES.push("poison", "gun", "guard", "freeze");
// HK124: 大奖's other faces.
ODD_VALUES.push(3, 4, 5, 6);

/** xorshift32: the test's own dice, so each case is the same every run. */
function dice(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

const clock = (day: number, min: number) =>
  `${day === 0 ? "S" : `D${day}`} ${String(Math.floor(min / 60)).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}`;

/**
 * `count` random steps over S and the dates of D1–D4 (startAt Monday 08:00, no weekend): mostly
 * acts of the seat's own card and ballots, then any act id, odd targets and values, judge steps.
 */
export function randomSteps(seed: number, count: number, deal: Record<string, string>): unknown[] {
  const r = dice(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)];
  const n = Object.keys(deal).length;
  const seat = () => (r() < 0.9 ? 1 + Math.floor(r() * n) : pick([n + 1, 99, 2 ** 31]));
  const target = (): unknown => {
    const x = r();
    if (x < 0.65) return 1 + Math.floor(r() * n);
    if (x < 0.72) return null;
    if (x < 0.8) return [1 + Math.floor(r() * n), 1 + Math.floor(r() * n)];
    return pick([n + 1, 999, 2 ** 40, "x", "3", "", [], [1, 1], "D1 21:00"]);
  };
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor(r() * 5);
    const min = r() < 0.5 ? pick(EDGES) : Math.floor(r() * 1440);
    times.push(day * 1440 + (day === 0 ? Math.max(min, 481) : min));
  }
  times.sort((a, b) => a - b);
  const steps: unknown[] = [];
  let ballotDay = -1;
  for (const t of times) {
    const day = Math.floor(t / 1440);
    const at = clock(day, t % 1440);
    // Most seats vote each day (HK63 would red-card the silent ones before anything happens).
    if (day > 0 && day !== ballotDay && t % 1440 >= 540 && t % 1440 < 1200) {
      ballotDay = day;
      steps.push({ at });
      for (let s = 1; s <= n; s++) if (r() < 0.9) steps.push({ seat: s, act: "vote", target: target() });
    }
    const x = r();
    if (x < 0.004) steps.push({ at, judge: "camp_loses", value: pick(["wolves", "villagers", "old_believer", "x"]) });
    else if (x < 0.09) {
      const judge = r() < 0.85 ? pick(JUDGES) : pick(JUDGES_MORE);
      const st: Record<string, unknown> = { at, judge };
      if (r() < 0.85) st.seat = seat();
      if (judge === "card") st.value = pick(["blue", "blue", "yellow", "red", "green", ""]);
      else if (judge === "speed_up") st.value = pick(["18:00", "20:00", "21:00", "22:00", "09:00", "25:00", "abc", ""]);
      else if (r() < 0.2) st.value = pick(["x", "2", ""]);
      if (judge === "proxy_vote" || r() < 0.1) st.target = target();
      steps.push(st);
    } else {
      const s = seat();
      const own = ROLE_ACTS[deal[String(s)]] ?? [];
      const act = r() < 0.25 ? pick(ANY_ACT) : r() < 0.35 || own.length === 0 ? "change_vote" : pick(own);
      const st: Record<string, unknown> = { at, seat: s, act };
      const tg = target();
      if (tg !== undefined) st.target = tg;
      if (r() < 0.4) st.value = pick(ODD_VALUES);
      steps.push(st);
    }
  }
  return steps;
}
