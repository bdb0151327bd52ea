/**
 * forum-hk's settlement chain of a <指定> act (HK28–HK30, HK123, HK133, HK143; 002 技能 「结算效果」, 用语定义
 * <指定>, 非负面状态 [隐身]). At night the ball goes: selection target → 时间逆流 stage → 交换 stage → 反射
 * stage → settlement target, each stage checked once, in that order. The first two are cards' stages (a
 * card's `redirect` hook: 噬时狼妃, 魔术师); 反射 is the flow's: a living holder of the status `reflect`
 * (granted by 镜's cards) sends the ball to a seeded random living character without it, the user
 * included (`draws.reflect`, HK133). By day only [隐身] applies (HK28). A settlement target that is out
 * (HK22) or holds [隐身] (HK29) takes nothing: the act settles nothing and tells nothing.
 */
import { hkCardSpec } from "../../roles/hk/index.ts";
import type { HkActQuery } from "../../roles/hk/types.ts";
import { blocksTargeting, statusesOf } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState, HkChainStage, HkPhase, SeatState } from "../../types.ts";
import { forcedStatusDormant } from "./skills.ts";

/** HK28: the cards' stages, in the chain's order (反射, the last, is the flow's own). */
const CARD_STAGES = ["reverse", "swap"] as const;

/**
 * HK123, HK41: whether `x` holds 反射 in force — an instance of the status `reflect` not out of force
 * (镜's own, given by his <强制> 反射, is dormant while that skill is lost: [遗忘], [业炎], [净化]).
 */
export function reflects(s: GameState, x: SeatState): boolean {
  return statusesOf(x).some((st) => st.id === "reflect" && !forcedStatusDormant(s, st));
}

/** Records one move of the chain (`hk_redirected`, HK143's order) and returns where the ball is now. */
function move(tx: Tx, q: HkActQuery, stage: HkChainStage, from: number, to: number): number {
  tx.emit({ type: "hk_redirected", seat: q.seat, act: q.act, stage, from, to });
  return to;
}

/**
 * HK28: the settlement target of the night <指定> act `q` whose selection target is `selected`: each card's
 * stage once (the first seat whose card answers moves it), then 反射. Every move is recorded
 * (`hk_redirected`); 反射 draws `reflect` (HK133) only when the ball is on a living holder.
 */
export function settlementTarget(tx: Tx, q: HkActQuery, selected: number): number {
  let ball = selected;
  for (const stage of CARD_STAGES) {
    for (const x of tx.s.seats) {
      const to = hkCardSpec(x.role)?.redirect?.(tx.s, x.seat, stage, ball, q) ?? null;
      if (to === null || to === ball) continue;
      ball = move(tx, q, stage, ball, to);
      break;
    }
  }
  const holder = tx.s.seats[ball - 1];
  if (holder?.alive && reflects(tx.s, holder)) {
    const options = tx.s.seats.filter((x) => x.alive && !reflects(tx.s, x)).map((x) => x.seat);
    const to = tx.pick("reflect", options);
    if (to !== null) ball = move(tx, q, "reflect", ball, to);
  }
  return ball;
}

/**
 * HK22, HK29: whether an act whose settlement target is `seat` settles on it — a living character
 * without [隐身]; the user is not told why it did not (非负面状态).
 */
export function reaches(tx: Tx, seat: number): boolean {
  const x = tx.s.seats[seat - 1];
  return x?.alive === true && !blocksTargeting(x);
}

/**
 * HK143, HK123: at C+70 each seat whose 反射 moved acts tonight is told one list of them, in the order
 * they happened (`reflected`: each act's id and the seat it went to; the users are not named).
 */
export function tellReflections(tx: Tx, ph: HkPhase): void {
  const moves = (ph.redirected ?? []).filter((r) => r.stage === "reflect");
  const holders = [...new Set(moves.map((r) => r.from))].sort((a, b) => a - b);
  for (const h of holders) {
    const value = moves.filter((r) => r.from === h).map((r) => ({ skill: r.act, seat: r.to }));
    tx.emit({ type: "told", seat: h, kind: "reflected", value });
  }
}
