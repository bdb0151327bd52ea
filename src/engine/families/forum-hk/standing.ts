/**
 * forum-hk's standing (HK51–HK54): the win model's state built from the game's (`hkWinState`),
 * losses judged at once after every out, red card, tag or camp change (`judgeLosses`: silent, final,
 * `hk_lost`), and the winner computed only at a declaration point (`declareAt`: the game ends there,
 * `game_ended` labelled with the phase whose point ended it). The model itself is `win/forum-hk.ts`.
 */

import { dayNo } from "../../flow/calendar.ts";
import { winClassOverride } from "../../roles/hk/common.ts";
import { hkCardSpec } from "../../roles/hk/index.ts";
import { hereticsOf } from "../../roles/hk/old-believer.ts";
import { type HkPool, hkCard } from "../../roles/hk/pools.ts";
import { hasStatus } from "../../statuses.ts";
import type { Tx } from "../../tx.ts";
import type { GameState, Winner } from "../../types.ts";
import type { HkCamp, HkClass, HkDeclarationPoint, HkTag, HkWinSeat, HkWinState } from "../../win/forum-hk.ts";
import { hkDeclare, hkJudge } from "../../win/forum-hk.ts";
import { holds, tagOf } from "./knife.ts";
import { rewindMayCome } from "./rewind-point.ts";

/** HK50: the class of a card by its pool (三方 and 不定: none). */
const CLASS_OF: Readonly<Record<HkPool, HkClass>> = {
  狼人: "wolf",
  验人系: "seer",
  强神: "strong",
  弱神: "weak",
  三方: null,
  不定: null,
};

/** HK49, HK51: cards whose camp is only followed (粉丝; [2] 暗恋者, 丘比特; 影子 joins with its card). */
const FOLLOWERS: readonly string[] = ["fan", "secret_admirer", "cupid", "shadow"];

/** HK51: the group tags `seat` holds as things stand: the deal's, less those lost (凝望), plus those gained. */
function tagsOf(s: GameState, seat: number): HkTag[] {
  const x = s.seats[seat - 1];
  return (["pack", "relay"] as const).filter((t) => holds(s, x, t, tagOf(x.role)));
}

/** The win model's view of the game (HK48–HK53). */
export function hkWinState(s: GameState): HkWinState {
  const seats: HkWinSeat[] = s.seats.map((x) => {
    const card = hkCard(x.role);
    return {
      seat: x.seat,
      camp: (s.hk?.camps[String(x.seat)] ?? "undetermined") as HkCamp,
      cls: card ? CLASS_OF[card.pool] : null,
      ...(winClassOverride(s, x.seat) !== null ? { winCls: winClassOverride(s, x.seat) } : {}),
      follower: FOLLOWERS.includes(x.role),
      // HK53 (a): a card's direct win for the camp its holder belongs to ([2] 暗恋者, HK128).
      ...(hkCardSpec(x.role)?.directWin?.(s, x.seat) ? { directWin: true } : {}),
      tags: tagsOf(s, x.seat),
      // HK130: [3] 灰蕨's [畸芽] (its camp's loss and replacement win read it).
      ...(hasStatus(x, "sprout") ? { sprout: true } : {}),
      out: !x.alive,
      ...((x.role as string) === "old_believer" ? { heretics: hereticsOf(s, x.seat) } : {}),
    };
  });
  const lost = (s.hk?.lost ?? []).map((l) => ({ camp: l.camp as HkCamp, why: l.why as never, at: l.at }));
  return {
    seats,
    redCards: (s.hk?.redCards ?? []) as HkCamp[],
    judged: (s.hk?.judged ?? []) as HkCamp[],
    lost,
    lostAtLastPoint: s.hk?.lostAtPoint ?? 0,
  };
}

/** HK51, HK54: judges losses now; each camp newly lost is recorded (`hk_lost`), silently (HK52). */
export function judgeLosses(tx: Tx): void {
  if (tx.s.phase.kind === "ended" || !tx.s.hk) return;
  for (const l of hkJudge(hkWinState(tx.s))) tx.emit({ type: "hk_lost", camp: l.camp, why: l.why });
}

/**
 * A declaration point (HK53, HK54): losses judged first, then the verdict; a win (or a game with no
 * camp left) ends the game now, labelled with this phase. Returns whether the game has ended.
 */
export function declareAt(tx: Tx, point: HkDeclarationPoint): boolean {
  if (tx.s.phase.kind === "ended") return true;
  judgeLosses(tx);
  const v = hkDeclare(hkWinState(tx.s));
  // [3] HK54, HK100: while an unrevealed 钟 could still act in the coming window, the win waits for it.
  const coming =
    point === "resolution_end" ? `D${dayNo(tx.s)}:dawn` : point === "noon_act" ? `D${dayNo(tx.s)}:dusk` : null;
  if (v.ended && coming !== null && rewindMayCome(tx.s, coming)) return false;
  if (v.ended) {
    tx.emit({ type: "game_ended", winner: (v.winner as Winner | null) ?? null, at: tx.s.label });
    return true;
  }
  const lost = tx.s.hk?.lost?.length ?? 0;
  if (lost !== (tx.s.hk?.lostAtPoint ?? 0)) tx.emit({ type: "hk_point", lost });
  return false;
}
