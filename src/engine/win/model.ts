/**
 * Win models (issue 22 goal 2): one interface for every ruleset. A ruleset names its model
 * (`Ruleset.win.model`); the model judges, from the whole state after the stage up to a
 * declaration point the ruleset defines, which camps are judged lost (and why), whether the game
 * ends, and the winner — with a priority when several camps lose at once. Models are data plus
 * small policies; this file holds the interface and the one declaration procedure they share
 * (002 胜负判定 as HK53, which forum-25's F10 is a case of). Pure.
 */

/**
 * Why a camp is judged lost, in the order a loss records the first reason that holds (HK51;
 * scenario-format `campsLost.why`): two red cards (HK61), the directors' `camp_loses`, the
 * wolves' tags (狼人 负1), the village's 验人系 + 强神 (村民 负1), its 弱神 (负2), every member out.
 */
export const LOSS_WHYS = ["red_cards", "judge", "tags", "seers_and_strong", "weak", "members"] as const;
/**
 * A reason of `LOSS_WHYS`, or one of forum-25's lose lists (F10, 4L 负): every wolf card
 * (`wolf_cards`), the six specials (`specials`), the eight villagers (`villager_cards`) out.
 */
export type LossWhy = (typeof LOSS_WHYS)[number] | "wolf_cards" | "specials" | "villager_cards";

/** A camp judged lost and the first reason that held (HK51). */
export interface CampLoss<C extends string = string> {
  camp: C;
  why: LossWhy;
}

/** A camp judged lost as the game records it (HK52: once, final): `at` is the phase label. */
export interface CampLost<C extends string = string> extends CampLoss<C> {
  at: string;
}

/** What a model says at a declaration point. */
export interface WinVerdict<C extends string = string> {
  /** Camps judged lost by this judging and not recorded before, in the order to record them. */
  lost: CampLoss<C>[];
  /** Whether the game ends here (a winner, or — every camp lost with none to rank — nobody). */
  ended: boolean;
  winner: C | null;
}

/**
 * Where a model's winner is declared:
 * - `each_death` — at once inside the death path, a win stopping every later step (forum-25 F10
 *   「宣布胜利会立即终止一切结算」; `flow/deaths.ts`'s `win` step);
 * - `checkpoints` — at the flow's own checks once a stage's deaths settle (timed: after the knife,
 *   the poison, the exile, a shot… — R23's wolf-kill-first is that order);
 * - `stage_end` — only at the ruleset's declaration points, from the state after the whole stage
 *   up to it; in between, losses are only judged (HK54).
 */
export type DeclareAt = "each_death" | "checkpoints" | "stage_end";

/** A model's options (issue 22 goal 2), data the flow reads. */
export interface WinOptions {
  declareAt: DeclareAt;
  /**
   * A camp judged lost plays on: its members keep acting, voting and being targeted until the
   * declaration point, and the loss is not announced (HK52). `false`: a loss ends the game at
   * once (forum-25 F10 4L 「该阵营优先判负」).
   */
  lostPlaysOn: boolean;
  /**
   * Priority when several camps lose at once, first listed wins (HK53 (c): 三方 > 狼人 > 村民;
   * forum-25: the wolves' loss is judged first, so the village wins). Also the order of two own
   * wins at once (HK53 (a)) and of losses recorded at one moment. Empty: the model has no
   * judged-lost state (timed: it names the winner directly).
   */
  priority: readonly string[];
}

/**
 * A win model over the state it reads (`In`): the game state for the timed models and forum-25,
 * the documented `HkWinState` for forum-hk (`win/forum-hk.ts`).
 */
export interface WinModel<In, C extends string = string> {
  readonly id: string;
  readonly options: WinOptions;
  /**
   * The camps judged lost now that `input` does not record yet (HK51), each with its reason.
   * Called at once after every change that may lose a camp (HK54); never names a winner.
   */
  judge(input: In): CampLoss<C>[];
  /** The verdict at a declaration point, from the whole state up to it (HK53, HK54). */
  declare(input: In): WinVerdict<C>;
}

/** What the shared declaration procedure reads (HK53). */
export interface Standing<C extends string> {
  /** Camps in the game (HK53: a character belongs to it after S). */
  inGame: readonly C[];
  /** Every camp judged lost so far, those of this judging included (HK52: final). */
  lost: readonly C[];
  /** The camps judged lost since the previous declaration point (HK53 (c), HK54). */
  lostSince: readonly C[];
  /** Camps whose own win condition holds now (a third party's; forum-25's wolves' majority). */
  ownWins: readonly C[];
  /** The model's priority (`WinOptions.priority`). */
  priority: readonly string[];
}

/** `xs` ordered by `priority` (unlisted last, in their order). */
export function byPriority<C extends string>(xs: readonly C[], priority: readonly string[]): C[] {
  const rank = (c: C) => {
    const i = priority.indexOf(c);
    return i < 0 ? priority.length : i;
  };
  return xs
    .map((c, i) => [c, i] as const)
    .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1])
    .map(([c]) => c);
}

/**
 * The declaration procedure (HK53; 002 胜负判定 「仅一个阵营未判负时自动获胜。同时判负时，之前未判负的
 * 阵营中按照优先级获胜」): (a) a camp whose own win holds and that is not judged lost wins (two at
 * once: by priority); (b) else the one camp in the game not judged lost wins; (c) else, none left:
 * the first by priority of the camps lost since the previous declaration point wins (none: the
 * game ends with no winner); (d) else play goes on. Pure.
 */
export function declareWinner<C extends string>(st: Standing<C>): { ended: boolean; winner: C | null } {
  const own = byPriority(
    st.ownWins.filter((c) => !st.lost.includes(c)),
    st.priority,
  );
  if (own.length > 0) return { ended: true, winner: own[0] };
  const left = st.inGame.filter((c) => !st.lost.includes(c));
  if (left.length === 1) return { ended: true, winner: left[0] };
  if (left.length === 0) return { ended: true, winner: byPriority(st.lostSince, st.priority)[0] ?? null };
  return { ended: false, winner: null };
}
