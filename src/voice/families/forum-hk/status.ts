/**
 * forum-hk's `状态` (seed 002 游戏流程, 公示/通知; HK7–HK9, HK60–HK63): the public board of a running
 * game — its stage, the next deadline in the game's local time, who is publicly out, the cards
 * given — and the directors' board, which adds every seat's card. Only public facts go on the
 * players' board: an out not yet published (HK66) is not listed.
 */
import { DEFAULT_OFFSET_MIN, msToLocal } from "../../../engine/calendar.ts";
import { hkCard } from "../../../engine/roles/index.ts";
import type { GameState } from "../../../engine/types.ts";
import { vocabulary } from "../../../vocab/index.ts";
import { lines, type Msg, render, say } from "../../../vocab/msg.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import { cardMsg, joinMsg, wordMsg } from "./words.ts";

/** The calendar's deadlines the board names (HK9), each with its words (`hk_status.dl_<kind>`). */
const DEADLINES: ReadonlySet<string> = new Set([
  "hk_close",
  "hk_dusk_window",
  "hk_nightfall",
  "hk_block_a",
  "hk_block_b",
  "hk_block_c",
  "hk_resolve",
  "hk_dawn_window",
  "hk_open",
  "hk_round_end",
  "hk_replay",
]);

/** `03-02 21:00` in the game's local time. */
export function hkLocalTime(st: GameState, ms: number): string {
  const t = msToLocal(ms, st.setup.utcOffsetMin ?? DEFAULT_OFFSET_MIN);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(t.m)}-${p(t.d)} ${p(t.hh)}:${p(t.mm)}`;
}

/** The stage in words (HK8): 开局阶段, 第n天正午 (白天), 第n天黄昏, 第n夜, 第n天晨曦; 已结束. */
export function hkStageMsg(st: GameState): Msg {
  const ph = st.phase;
  if (ph.kind === "ended") return say("hk_status.ended");
  if (ph.kind !== "hk") return say("hk_status.not_started");
  switch (ph.stage) {
    case "start":
      return say("hk_status.start");
    case "noon":
      return say("hk_status.noon", { n: ph.day });
    case "dusk":
      return ph.day === 0 ? say("hk_status.dusk_start") : say("hk_status.dusk", { n: ph.day });
    case "night":
      return say("hk_status.night", { n: ph.day + 1 });
    case "dawn":
      return say("hk_status.dawn", { n: ph.day + 1 });
  }
}

/** {@link hkStageMsg} in 简体. */
export const hkStageText = (st: GameState): string => render(hkStageMsg(st));

/** The next deadline of the calendar and what it is, or null (ended, paused). */
function nextDeadline(st: GameState): Msg | null {
  if (st.paused || st.phase.kind === "ended") return null;
  const next = st.timers.filter((t) => DEADLINES.has(t.kind)).sort((a, b) => a.dueMs - b.dueMs)[0];
  if (!next) return null;
  const what =
    next.kind === "hk_close" && st.phase.kind === "hk" && st.phase.stage === "start"
      ? say("hk_status.dl_start_end")
      : say(`hk_status.dl_${next.kind}` as PhraseKey);
  return say("hk_status.deadline", { time: hkLocalTime(st, next.dueMs), what: { msg: what } });
}

/** A colour of card (`yellow`: 黄牌, yellow card); an unknown one as given. */
const colourMsg = (c: string): Msg =>
  Object.hasOwn(vocabulary("zh-Hans").colour, c) ? wordMsg(`colour.${c as "red"}`) : c;

/** A camp judged lost, in the vocabulary's words (`wolves`: 狼人阵营); an unknown one as given. */
const lostMsg = (c: string): Msg =>
  Object.hasOwn(vocabulary("zh-Hans").camp, c) ? wordMsg(`camp.${c as "wolves"}`) : c;

/**
 * A forum-hk game's public board (`状态`, by DM or in the thread): stage, next deadline (local
 * time), the published outs in out order (HK66), the cards given (002 判罚制度; HK60–HK63).
 */
export function hkStatusMsg(st: GameState): Msg {
  const out: number[] = [];
  for (const d of st.record.deaths) {
    const x = st.seats[d.seat - 1];
    if (x && !x.alive && x.announced && !out.includes(d.seat)) out.push(d.seat);
  }
  const cards = Object.entries(st.hk?.cards ?? {})
    .filter(([, c]) => c.length)
    .map(([s, c]) =>
      say("hk_status.seat_cards", { seat: { seat: Number(s) }, colours: { msg: joinMsg(c.map(colourMsg), "tight") } }),
    );
  const next = nextDeadline(st);
  const lost = (st.hk?.judged ?? []).map((c) => lostMsg(c));
  return lines([
    say("hk_status.now", { stage: { msg: hkStageMsg(st) } }),
    next ? say("hk_status.next", { next: { msg: next } }) : "",
    say("hk_status.outs", { seats: out.length ? { seats: out } : { msg: say("common.none") } }),
    cards.length ? say("hk_status.cards", { list: { msg: joinMsg(cards, "semi") } }) : "",
    lost.length ? say("hk_status.lost", { camps: { msg: joinMsg(lost, "list") } }) : "",
  ]);
}

/** {@link hkStatusMsg} in 简体 (for a caller that takes text). */
export const hkStatusText = (st: GameState): string => render(hkStatusMsg(st));

/** A director's `状态`: the public board and every seat's card and life (directors only, HK137). */
export function hkDirectorBoardMsg(st: GameState): Msg {
  const roles = st.seats.map((x) =>
    say(x.alive ? "hk_status.role" : x.announced ? "hk_status.role_out" : "hk_status.role_out_unpublished", {
      seat: { seat: x.seat },
      card: { msg: hkCard(x.role) ? cardMsg(x.role) : x.role },
    }),
  );
  return lines([hkStatusMsg(st), say("hk_status.roles"), ...roles]);
}

/** {@link hkDirectorBoardMsg} in 简体 (for a caller that takes text). */
export const hkDirectorBoard = (st: GameState): string => render(hkDirectorBoardMsg(st));
