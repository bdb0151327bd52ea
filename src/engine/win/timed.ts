/**
 * The timed rulesets' win models (000 §七; table T19): side-kill (屠边), all wolves out, the
 * human-wolf lovers' 屠城, bound votes (000 §七7, R18), and table's priority lovers > piper >
 * wolves > good. They keep no judged-lost state: each names the winner directly, declared at the
 * flow's checkpoints. Wolf-kill-first (000 §八(九)2, R23) is the caller's order: the night checks
 * right after the knife, before the poison — without bound votes, which are checked only after
 * the night's deaths, so that a poison used that night still counts (R18).
 */
import { campOf, campsOf, cupidOf, loverPair, pairCamp } from "../camps.ts";
import { liveSpec, roleSpec } from "../roles/registry.ts";
import type { RoleSpec } from "../roles/role-types.ts";
import { type Ruleset, sheriffWeight } from "../rulesets/index.ts";
import { charmLocks } from "../state.ts";
import type { GameState, SeatState, Winner } from "../types.ts";
import type { WinModel, WinVerdict } from "./model.ts";

function weight(s: GameState, x: SeatState, sheriffVote: number): number {
  if (x.mem.revealed === true) return 0;
  return s.sheriff === x.seat ? sheriffVote : 1;
}

/**
 * Bound votes (000 §七7, R18): a camp whose members know each other (wolves; lovers with their
 * cupid) outvotes everyone else and no opponent holds a skill that could change the margin.
 */
function boundVotes(
  s: GameState,
  alive: SeatState[],
  specs: readonly RoleSpec[],
  camp: Winner,
  members: SeatState[],
  sheriffVote: number,
) {
  if (members.length === 0) return false;
  let mine = 0;
  let theirs = 0;
  let blocked = false;
  for (let i = 0; i < alive.length; i++) {
    const x = alive[i];
    if (members.includes(x)) mine += weight(s, x, sheriffVote);
    else {
      theirs += weight(s, x, sheriffVote);
      if (specs[i].blocksBoundVotes?.(s, x) === true) blocked = true;
    }
  }
  return !blocked && mine > theirs && camp !== "villagers";
}

/**
 * The piper's slot of a win model (T23, T19 priority lovers > piper > wolves > good): "piper"
 * when a living role wins alone now (`winsAlone`), else null. Pure; the table win model calls it
 * after the lovers' check.
 */
export function soloWinner(s: GameState): Winner | null {
  for (const x of s.seats) {
    // A camp of its own is card data (the piper's), not a live trait: the plain spec is enough.
    const spec = roleSpec(x.role);
    if (spec.camp && spec.winsAlone?.(s, x) === true) return spec.camp;
  }
  return null;
}

/** Whether a living player of a camp of his own (the piper) still stands in the good side's way (T19). */
export function soloAlive(s: GameState): boolean {
  return s.seats.some((x) => x.alive && roleSpec(x.role).camp !== undefined);
}

/** Which wins a check looks at: all of them, or all but bound votes (the knife's check, R18/R23). */
export interface WinCheck {
  boundVotes: boolean;
}

/** What a model over the game state reads: the state, its ruleset and the check (`WinCheck`). */
export interface GameWinInput {
  s: GameState;
  rules: Ruleset;
  check: WinCheck;
}

/** A verdict naming `w` (or nothing): the timed models judge no camp lost, they name the winner. */
export function verdictOf(w: Winner | null): WinVerdict<Winner> {
  return { lost: [], ended: w !== null, winner: w };
}

/** The side-kill model (000 §七, `sideKillWinner`): ranked-s7 and classic. */
export const SIDE_KILL_WIN: WinModel<GameWinInput, Winner> = {
  id: "side_kill",
  options: { declareAt: "checkpoints", lostPlaysOn: false, priority: [] },
  judge: () => [],
  declare: ({ s, rules, check }) => verdictOf(sideKillWinner(s, rules, check)),
};

/** The table model (T19, `tableWinner`): its priority lovers > piper > wolves > good is its order of checks. */
export const TABLE_WIN: WinModel<GameWinInput, Winner> = {
  id: "table",
  options: { declareAt: "checkpoints", lostPlaysOn: false, priority: [] },
  judge: () => [],
  declare: ({ s }) => verdictOf(tableWinner(s)),
};

// day (table-day)
/** A god under table (T17, T19): a god card, or cupid unless he linked himself. */
function tableGod(s: GameState, x: SeatState): boolean {
  if (x.role === "cupid") return x.mem.linkA !== x.seat && x.mem.linkB !== x.seat;
  return liveSpec(s, x).card === "god";
}

/**
 * The table win model (T19, 003-C 胜负判定), priority lovers > piper > wolves > good:
 * lovers — the human-wolf pair with nobody else alive, or by day one other player left; piper —
 * T23 (`soloWinner`); a camp whose living single players are all charmed cannot win (T23); wolves — the pair out and every villager card or every god (cupid included)
 * out (003-C: whether a wolf still lives is not asked); good — every wolf card, the pair and
 * the piper out, with a god and a villager alive. No bound votes (T19). Wolf-kill-first (R23)
 * is the caller's order, as in side-kill.
 */
function tableWinner(s: GameState): Winner | null {
  const alive = s.seats.filter((x) => x.alive);
  const pair = loverPair(s);
  const pairAlive = pair !== null && pairCamp(s) === "lovers" && pair.every((n) => s.seats[n - 1].alive);
  if (pairAlive) {
    const others = alive.length - 2;
    if (others === 0 || (others === 1 && s.label.startsWith("D"))) return "lovers";
    return null;
  }
  const solo = soloWinner(s);
  if (solo) return solo;
  // T23: a camp whose living single players are all charmed by a living piper can no longer win.
  const single = alive.filter((x) => typeof x.mem.lover !== "number");
  const wolves = single.filter((x) => campOf(s, x) === "wolves");
  const good = single.filter((x) => campOf(s, x) === "villagers");
  const gods = alive.filter((x) => tableGod(s, x)).length;
  const villagers = alive.filter((x) => liveSpec(s, x).card === "villager").length;
  if ((gods === 0 || villagers === 0) && !charmLocks(s, wolves)) return "wolves";
  const wolfCards = alive.some((x) => liveSpec(s, x).team === "wolf");
  if (!wolfCards && !soloAlive(s) && !charmLocks(s, good)) return "villagers";
  return null;
}

/**
 * The side-kill model (000 §七): lovers' 屠城, the village, the wolves' 屠边, then bound votes.
 * It runs after every death: each living seat's camp and live spec are read once (`campsOf`,
 * `liveSpec`), not once per question.
 */
function sideKillWinner(s: GameState, rules: Ruleset, check: WinCheck): Winner | null {
  const alive = s.seats.filter((x) => x.alive);
  const n = alive.length;
  const sheriffVote = sheriffWeight(rules, n);
  const camps = campsOf(s, alive);
  const specs: RoleSpec[] = new Array(n);
  const lovers: SeatState[] = [];
  // Wolf-team seats outside the lovers' camp, and whether they know each other (R18).
  const wolves: SeatState[] = [];
  const known: SeatState[] = [];
  let wolfTeam = false;
  let gods = 0;
  let villagers = 0;
  for (let i = 0; i < n; i++) {
    const x = alive[i];
    const spec = liveSpec(s, x);
    specs[i] = spec;
    const lover = camps[i] === "lovers";
    if (lover) lovers.push(x);
    if (spec.team === "wolf") {
      wolfTeam = true;
      if (!lover) {
        wolves.push(x);
        if (spec.wolfRoom ?? spec.knife) known.push(x);
      }
    }
    if (spec.card === "god") gods++;
    else if (spec.card === "villager") villagers++;
  }
  // 000 §七3: the human-wolf lovers and cupid win when everyone else is out (屠城); a third-party
  // cupid left alone with one good player wins the tie (§七 第三方丘比特).
  if (lovers.length > 0) {
    if (lovers.length === n) return "lovers";
    const c = cupidOf(s);
    if (lovers.length === 1 && lovers[0].seat === c?.seat && n - lovers.length === 1 && wolves.length === 0)
      return "lovers";
  }
  // T23: the piper (only on table custom boards) after the lovers.
  const solo = soloWinner(s);
  if (solo) return solo;
  // 000 §七1: every wolf and the lovers' camp out (and the piper, T19).
  if (wolves.length === 0 && lovers.length === 0 && !wolfTeam && !soloAlive(s)) return "villagers";
  // 000 §七2: the human-wolf lovers out (① — a lone third-party cupid does not count), and all
  // gods or all villagers out (②); cupid is neither.
  const loversOut = lovers.every((x) => typeof x.mem.lover !== "number");
  if (wolves.length > 0 && loversOut && (gods === 0 || villagers === 0)) return "wolves";
  if (!check.boundVotes || !rules.win.boundVotes) return null;
  // Only wolves who know each other count as one side (hidden and snow wolves do not, R18).
  if (boundVotes(s, alive, specs, "wolves", known, sheriffVote)) return "wolves";
  if (boundVotes(s, alive, specs, "lovers", lovers, sheriffVote)) return "lovers";
  return null;
}
