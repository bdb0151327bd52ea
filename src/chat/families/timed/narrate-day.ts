/**
 * The day's public events as the room hears them: public notices, deaths (with a shot's shooter,
 * never a night killer's name), declined shots, speeches cut by their timer, vote results, booms.
 */
import { liveSpec } from "../../../engine/roles/index.ts";
import { rulesetOf, sheriffWeight } from "../../../engine/rulesets/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { DEFAULT_LANG, word, wordOf } from "../../../vocab/index.ts";
import { cardName } from "../../card-texts.ts";
import { dm, GROUP, isWolf, leaveWolfRoom, type Message, seats, VOTE } from "../../narrate-voice.ts";

/** What the room is told publicly (public_notice events): never a night action of an unrevealed seat. */
export const NOTICE: Record<string, (seat: number | undefined, value: unknown) => string> = {
  chain_broken: () => "法官宣布：本局情侣链子已断开，不再有殉情。",
  // table (T9, T12)
  no_sheriff_today: () => "今天没有选出警长，明天天亮前再次竞选。",
  recommend: (seat, value) =>
    typeof value === "number" ? `警长${seat}号归票${value}号（归票不是投票）。` : `警长${seat}号不归票。`,
  flipped: (seat, value) => `${seat}号自爆，判定淹死翻牌：${cardName(String(value))}。不进入天黑，继续发言。`,
  silenced: (seat) => `今天被禁言的是${seat}号。`,
  charmed: (_seat, value) =>
    Array.isArray(value) && value.length > 0
      ? `被吹笛者魅惑的玩家：${seats(value as number[])}。被魅惑者不能发言，但仍可投票。`
      : "目前没有被吹笛者魅惑的玩家。",
  curse: (seat) => `${seat}号长老非狼刀出局：好人阵营全体失去技能，直到本局结束。`,
  roar: (_seat, value) => (value ? "昨晚熊咆哮了。" : "昨晚熊没有咆哮。"),
  wounded: (seat) => `${seat}号中枪，进入负伤状态。`,
  blizzard: (seat) => `${seat}号翻牌：雪狼，发起暴风雪，所有神下一晚无法使用技能。`,
  bard: (seat) => `${seat}号翻牌：吟游者，移动一票。`,
  duel: (seat, value) => {
    const v = value as { target: number; wolf: boolean };
    return `${seat}号翻牌：骑士，决斗${v.target}号。${v.target}号${v.wolf ? "是狼人，出局，白天结束" : "是好人，骑士以死谢罪"}。`;
  },
};

/**
 * The deaths the group is told by day as they happen, in the vocabulary's words (a rogue's and a
 * backlash's as 出局: no card named). Deaths that follow another (000 §七4, §八(二)3,18,20) name no
 * role; the elder's curse takes a revealed idiot's skill (T24, T25).
 */
const TOLD_BY_DAY = new Set(["exile", "shot", "drowned", "penalty", "lover", "charm", "rogue", "backlash", "curse"]);

/** A `died` event: public at once when the judge removes a seat, else by day only (000 §八(九)1). */
export function died(before: GameState, e: Extract<GameEvent, { type: "died" }>, after: GameState): Message[] {
  const out = isWolf(after, e.seat) ? [leaveWolfRoom(e.seat)] : [];
  // A judge's removal is public at once, by night too (the removed wolf leaves the room now).
  if (e.public)
    return [
      {
        to: GROUP,
        text: `${e.seat}号${e.cause === "self_destruct" ? "被法官判自爆出局" : "被法官判罚出局"}（法官裁决）。`,
      },
      { to: dm(e.seat), text: "你已被法官裁决出局，请停止在比赛群和狼人群发言。" },
      ...out,
    ];
  if (e.at.startsWith("N") && !after.label.startsWith("D")) return [];
  // Issue 26 item 6: a shot is told with its shooter, and the shooter gets a confirmation.
  const shooter = e.cause === "shot" ? shooterOf(before) : null;
  if (shooter)
    return [
      { to: GROUP, text: `${shooter.seat}号${shooter.how}，带走${e.seat}号。` },
      { to: dm(shooter.seat), text: `已收到：你${shooter.how}带走了${e.seat}号。` },
      ...out,
    ];
  // A boom judged as drowning (000 §八(七)4) is told by its `flipped` notice instead.
  if (e.cause === "drowned" && before.seats[e.seat - 1].noShows < 2) return [];
  if (!TOLD_BY_DAY.has(e.cause)) return out;
  const why = wordOf(DEFAULT_LANG, "death", e.cause, word(DEFAULT_LANG, "death.out"));
  return [{ to: GROUP, text: `${e.seat}号${why}。` }, ...out];
}

/** A `vote_closed` event: the result, with each ballot, or only the counts under table (T14). */
export function voteClosed(
  before: GameState,
  e: Extract<GameEvent, { type: "vote_closed" }>,
  after: GameState,
): Message[] {
  const r = e.record;
  const rules = rulesetOf(after.setup.ruleset);
  // T14: under table the room is told the counts, not who voted whom.
  if (rules.votes.published === "counts") {
    const counts = Object.entries(r.tally)
      .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
      .map(([t, n]) => `${t}号${n}票`)
      .join("，");
    const abstained = r.abstain.length > 0 ? `；弃票${r.abstain.length}人` : "";
    return [{ to: GROUP, text: `${VOTE[r.round]}结果：${counts || "无人得票"}${abstained}。` }];
  }
  const weight = sheriffWeight(rules, before.seats.filter((x) => x.alive).length);
  // Without 黑麦 (classic C2) a voter who sent nothing is counted as abstaining: shown so.
  const silent = r.abstain.filter((n) => !(String(n) in r.ballots)).map((n) => [String(n), "silent"] as const);
  const lines = [...Object.entries(r.ballots), ...silent]
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(
      ([v, t]) =>
        `${v}号→${t === "silent" ? "弃票（未投票）" : t === null ? "弃票" : `${t}号`}${t !== null && before.sheriff === Number(v) && r.round.startsWith("exile") ? `（警长${weight}票）` : ""}`,
    );
  const tally = Object.entries(r.tally)
    .sort((a, b) => b[1] - a[1])
    .map(([t, n]) => `${t}号${n}票`)
    .join("，");
  return [{ to: GROUP, text: `${VOTE[r.round]}结果：${tally || "无人得票"}。\n${lines.join("\n")}` }];
}

/** A `self_destructed` event: the boom as the ruleset settles it (000 §八(七)4, R19; classic C5). */
export function selfDestructed(
  before: GameState,
  e: Extract<GameEvent, { type: "self_destructed" }>,
  after: GameState,
): Message[] {
  const rules = rulesetOf(before.setup.ruleset);
  // A boom that may be judged as drowning (000 §八(七)4, R19): its `flipped` notice tells the rest.
  if (e.valid && rules.penalties.boomDrowns && liveSpec(before, before.seats[e.seat - 1]).selfDestruct === "drowned")
    return [{ to: GROUP, text: `${e.seat}号自爆。` }];
  // Classic C5 (001 §三2(2)): no last words for the boomer and his chain; night follows.
  if (e.valid && rules.lastWords.boom === "none")
    return [
      {
        to: GROUP,
        text: `${e.seat}号自爆！所有发言立即中止，自爆没有遗言（经典规则§三2(2)），结算后直接进入黑夜。`,
      },
    ];
  return [
    {
      to: GROUP,
      text: !e.valid
        ? `${e.seat}号自爆无效（已在夜里出局）。`
        : rulesetOf(after.setup.ruleset).lastWords.noneFor.includes("self_destruct")
          ? `${e.seat}号自爆！所有人停止发言，自爆没有遗言，直接进入天黑${after.election?.open ? "（先公布昨晚死讯）" : ""}。`
          : `${e.seat}号自爆！所有人停止发言，${e.seat}号有3分钟指刀遗言。`,
    },
  ];
}

/**
 * Who fires the shot that kills now: the seat of an open shot phase (hunter, wolf king), or the
 * white wolf king whose boom takes one along (he is the seat that has just died by his boom).
 */
function shooterOf(before: GameState): { seat: number; how: string } | null {
  if (before.phase.kind === "shot") return { seat: before.phase.seat, how: "开枪" };
  const boomer = before.seats.find(
    (x) => !x.alive && x.diedAt === before.label && x.role === "white_wolf_king" && x.cause === "self_destruct",
  );
  return boomer ? { seat: boomer.seat, how: "自爆" } : null;
}

/**
 * Issue 26 item 6: the shooter who leaves his shot is told so — 不开枪 confirmed, or his time
 * over (its timer fired). `next`: the occasion after `occasion_set`.
 */
export function shotDeclined(before: GameState, next: GameState["occasion"]): Message[] {
  const ph = before.phase;
  if (ph.kind !== "shot" || !before.occasion?.shots.includes(ph.seat) || next?.shots.includes(ph.seat)) return [];
  // A fired shot grows the occasion's dead (and is confirmed by its death).
  if ((next?.dead.length ?? 0) > before.occasion.dead.length) return [];
  const timedOut = !before.timers.some((t) => t.kind === "shot");
  return [{ to: dm(ph.seat), text: timedOut ? "开枪时间已过，视为不开枪。" : "已收到：不开枪。" }];
}

/** Issue 13 item 6: a speech ended by its timer (not by 过) says so before the next call. */
export function speechTimedOut(before: GameState, removed: string[], atMs: number): Message[] {
  const ph = before.phase;
  if (ph.kind !== "speaking" || !ph.started) return [];
  const seat = ph.queue[ph.idx];
  const timer = before.timers.find((t) => t.kind === "speech" && t.seat === seat && removed.includes(t.id));
  if (!timer || atMs < timer.dueMs) return [];
  return [{ to: GROUP, text: `${seat}号发言时间到，本轮发言结束。` }];
}
