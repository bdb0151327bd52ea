/**
 * forum-hk's `状态` (seed 002 游戏流程, 公示/通知; HK7–HK9, HK60–HK63): the public board of a running
 * game — its stage, the next deadline in the game's local time, who is publicly out, the cards
 * given — and the directors' board, which adds every seat's card. Only public facts go on the
 * players' board: an out not yet published (HK66) is not listed.
 */
import { DEFAULT_OFFSET_MIN, msToLocal } from "../../../engine/calendar.ts";
import { hkCard } from "../../../engine/roles/index.ts";
import type { GameState } from "../../../engine/types.ts";
import { campName } from "../../../vocab/index.ts";
import { CARD_ZH } from "../forum-25/grammar.ts";

/** What each of the calendar's deadlines is, as players say it (HK9). */
const DEADLINE_ZH: Readonly<Record<string, string>> = {
  hk_close: "关门（投票截止）",
  hk_dusk_window: "黄昏死亡时段结束",
  hk_nightfall: "天黑",
  hk_block_a: "夜晚A段截止",
  hk_block_b: "夜晚B段截止",
  hk_block_c: "夜晚C段截止",
  hk_resolve: "夜晚结算、天亮",
  hk_dawn_window: "晨曦死亡时段结束",
  hk_open: "开门（公示出局名单和遗言）",
  hk_round_end: "日不落第一轮计票（只公布最高票）",
  hk_replay: "时光回溯后这一夜重新开始（天黑）",
};

/** `03-02 21:00` in the game's local time. */
export function hkLocalTime(st: GameState, ms: number): string {
  const t = msToLocal(ms, st.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(t.m)}-${p(t.d)} ${p(t.hh)}:${p(t.mm)}`;
}

/** The stage in words (HK8): 开局阶段, 第n天正午 (白天), 第n天黄昏, 第n夜, 第n天晨曦; 已结束. */
export function hkStageText(st: GameState): string {
  const ph = st.phase;
  if (ph.kind === "ended") return "已结束";
  if (ph.kind !== "hk") return "未开始";
  switch (ph.stage) {
    case "start":
      return "开局阶段";
    case "noon":
      return `第${ph.day}天白天（正午，投票开放中）`;
    case "dusk":
      return ph.day === 0 ? "开局阶段的黄昏" : `第${ph.day}天黄昏`;
    case "night":
      return `第${ph.day + 1}夜`;
    case "dawn":
      return `第${ph.day + 1}天晨曦（开门前）`;
  }
}

/** The next deadline of the calendar and what it is, or null (ended, paused). */
function nextDeadline(st: GameState): string | null {
  if (st.paused || st.phase.kind === "ended") return null;
  const next = st.timers.filter((t) => Object.hasOwn(DEADLINE_ZH, t.kind)).sort((a, b) => a.dueMs - b.dueMs)[0];
  if (!next) return null;
  const what =
    next.kind === "hk_close" && st.phase.kind === "hk" && st.phase.stage === "start"
      ? "开局阶段结束"
      : DEADLINE_ZH[next.kind];
  return `${hkLocalTime(st, next.dueMs)} ${what}`;
}

/**
 * A forum-hk game's public board (`状态`, by DM or in the thread): stage, next deadline (local
 * time), the published outs in out order (HK66), the cards given (002 判罚制度; HK60–HK63).
 */
export function hkStatusText(st: GameState): string {
  const out: number[] = [];
  for (const d of st.record.deaths) {
    const x = st.seats[d.seat - 1];
    if (x && !x.alive && x.announced && !out.includes(d.seat)) out.push(d.seat);
  }
  const cards = Object.entries(st.hk?.cards ?? {})
    .filter(([, c]) => c.length)
    .map(([s, c]) => `${s}号${c.map((k) => CARD_ZH[k]).join("")}`);
  const next = nextDeadline(st);
  const lost = (st.hk?.judged ?? []).map((c) => campName(c));
  return [
    `现在：${hkStageText(st)}。`,
    next ? `下一个时间点：${next}。` : "",
    `已出局：${out.map((s) => `${s}号`).join("、") || "无"}。`,
    cards.length ? `判罚：${cards.join("；")}。` : "",
    lost.length ? `导演判负：${lost.join("、")}。` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** A director's `状态`: the public board and every seat's card and life (directors only, HK137). */
export function hkDirectorBoard(st: GameState): string {
  const roles = st.seats
    .map(
      (x) =>
        `${x.seat}号 ${hkCard(x.role)?.name ?? x.role}${x.alive ? "" : x.announced ? "（出局）" : "（出局，未公示）"}`,
    )
    .join("\n");
  return `${hkStatusText(st)}\n身份（仅导演可见）：\n${roles}`;
}
