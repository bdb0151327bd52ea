/**
 * The win models by name (issue 22 goal 2): a ruleset names its model (`Ruleset.win.model`) and
 * the flow asks it here — at each death (`judgeAtDeath`, the death path's `win` step) and at its
 * checkpoints (`endIfWon`). Models over the game state are listed in `WIN_MODELS`; forum-hk's
 * model reads its own documented state (`win/forum-hk.ts`), which that game builds and passes.
 */

import { hkWinState } from "../families/forum-hk/standing.ts";
import type { Ruleset } from "../rulesets/index.ts";
import type { Tx } from "../tx.ts";
import type { GameState, Winner } from "../types.ts";
import { FORUM_25_WIN } from "./forum-25.ts";
import { FORUM_HK_WIN } from "./forum-hk.ts";
import type { WinModel } from "./model.ts";
import { type GameWinInput, SIDE_KILL_WIN, TABLE_WIN, type WinCheck } from "./timed.ts";

export { soloAlive, soloWinner, type WinCheck } from "./timed.ts";

/**
 * A model over another state (forum-hk's `HkWinState`) as a model over the game state, through
 * `stateOf`, the game's adapter: how a ruleset whose model reads its own state joins
 * `WIN_MODELS` (forum-hk: `overGameState(FORUM_HK_WIN, hkWinState)`).
 * `declare`'s `lost` are the losses the game still has to record (HK51, HK54).
 */
export function overGameState<In, C extends string>(
  model: WinModel<In, C>,
  stateOf: (s: GameState) => In,
): WinModel<GameWinInput, C> {
  return {
    id: model.id,
    options: model.options,
    judge: ({ s }) => model.judge(stateOf(s)),
    declare: ({ s }) => model.declare(stateOf(s)),
  };
}

/**
 * The models over the game state, by the id a ruleset names (`Ruleset.win.model`). forum-hk's camps
 * of steps 2 and 3 (`HkCamp`: lovers, astrologer …) join `Winner` with their cards (issue 28); step 1
 * can only declare `Winner`'s camps, as `families/forum-hk/standing.ts` records them.
 */
export const WIN_MODELS: { readonly [K in Ruleset["win"]["model"]]: WinModel<GameWinInput, Winner> } = {
  side_kill: SIDE_KILL_WIN,
  table: TABLE_WIN,
  forum: FORUM_25_WIN,
  hk: overGameState(FORUM_HK_WIN, hkWinState) as unknown as WinModel<GameWinInput, Winner>,
};

/** The model `rules` names. */
export function winModelOf(rules: Ruleset): WinModel<GameWinInput, Winner> {
  return WIN_MODELS[rules.win.model];
}

/** The winner the table shows now under `rules` (its win model), or null. Pure. */
export function winnerOf(s: GameState, rules: Ruleset, check: WinCheck = { boundVotes: true }): Winner | null {
  return winModelOf(rules).declare({ s, rules, check }).winner;
}

/** Ends the game if it is decided (by the wins `check` looks at); returns true when it ended. */
export function endIfWon(tx: Tx, check: WinCheck = { boundVotes: true }): boolean {
  if (tx.s.phase.kind === "ended") return true;
  const w = winnerOf(tx.s, tx.rules, check);
  if (!w) return false;
  tx.emit({ type: "game_ended", winner: w, at: tx.s.label });
  return true;
}

/**
 * The death path's `win` step (`flow/deaths.ts`): a model declared at each death ends the game
 * now if it is won (forum-25 F10); any other declares nothing inside the death path — its
 * checkpoints or stage-end declaration points do, with `endIfWon` (HK54), the flow recording the
 * losses its model judges (`WinModel.judge`) after each change. Returns true when the game ended.
 */
export function judgeAtDeath(tx: Tx): boolean {
  return winModelOf(tx.rules).options.declareAt === "each_death" ? endIfWon(tx) : false;
}
