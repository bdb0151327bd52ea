/**
 * Random legal play for demos and benchmarks: at each moment, seeded choices among the acts a
 * real table would send (knife consensus, skills, sign-ups, speeches, ballots, shots, the badge,
 * the odd self-destruct or no-show); when nobody acts, the clock jumps to the next timer.
 * Deterministic for a given seed.
 */

import { CUSTOM_BOARD } from "../engine/boards.ts";
import { roomDeal } from "../engine/engine.ts";
import { drawInt, drawIntOfHash, hashLabel, shuffle } from "../engine/random.ts";
import { allRoles, liveSpec, roleSpec, type ScriptDraws, type ScriptedChoice } from "../engine/roles/index.ts";
import { onCalendar } from "../engine/rulesets/flow.ts";
import type { Command, GameEvent, GameSetup, GameState, Reject, RoleId, Target } from "../engine/types.ts";
import { Replay } from "../scenario/runner.ts";

// No named local closures in this file's hot paths: under tsx (esbuild's keepNames) each one
// costs a defineProperty every time it is created, which made the random players cost as much as
// the engine. The draws are these module functions instead, with the seed and label prefix passed.

/**
 * A seeded draw in [0, n) for label `prefix + key` (a draw depends only on its label, not on order);
 * `prefix` is the phase prefix's hash (`hashLabel`), hashed once per decision.
 */
function draw(seed: number, prefix: number, key: string, n: number): number {
  return drawIntOfHash(seed, hashLabel(key, prefix), 0, 0, n - 1);
}

/** A seeded pick from `from`, or null when it is empty. */
function pickOf(seed: number, prefix: number, key: string, from: readonly number[]): number | null {
  return from.length ? from[draw(seed, prefix, key, from.length)] : null;
}

function actOf(seat: number, a: string, target: Target = null, value?: number): Command {
  return value !== undefined ? { type: "act", seat, act: a, target, value } : { type: "act", seat, act: a, target };
}

/**
 * The seeded draws a card's scripted choice is handed (`Skill.scripted`): labels are the phase's
 * prefix + the card's key, as the per-role switch this replaced drew them (issue 22). A class, not
 * closures: its methods cost nothing per call under tsx (see above).
 */
class Draws implements ScriptDraws {
  /** The last draw, kept: cards draw one key several times in a decision (the witch's two potions, the snow wolf's list). */
  private lastKey = "";
  private lastN = 0;
  private lastDraw = 0;
  constructor(
    private readonly seed: number,
    private readonly prefix: number,
    readonly alive: readonly number[],
    readonly knifeSettled: boolean,
  ) {}
  draw(key: string, n: number): number {
    if (key !== this.lastKey || n !== this.lastN) {
      this.lastKey = key;
      this.lastN = n;
      this.lastDraw = draw(this.seed, this.prefix, key, n);
    }
    return this.lastDraw;
  }
  pick(key: string, from: readonly number[]): number | null {
    return from.length ? from[this.draw(key, from.length)] : null;
  }
  others(seat: number): number[] {
    const out: number[] = [];
    for (const n of this.alive) if (n !== seat) out.push(n);
    return out;
  }
}

/**
 * The cards' scripted choices, looked up once from the registry: by act for the day skills and
 * the shot (the first card skill taking it), and per card its night skills' in the card's order.
 */
let scripted: { byAct: Map<string, ScriptedChoice>; night: Map<string, ScriptedChoice[]> } | null = null;
function scriptedChoices(): NonNullable<typeof scripted> {
  if (scripted) return scripted;
  const byAct = new Map<string, ScriptedChoice>();
  const night = new Map<string, ScriptedChoice[]>();
  for (const r of allRoles()) {
    const mine: ScriptedChoice[] = [];
    for (const k of r.skills) {
      if (!k.scripted) continue;
      if (k.timing.phase === "night") mine.push(k.scripted);
      else for (const a of k.acts) if (!byAct.has(a)) byAct.set(a, k.scripted);
    }
    night.set(r.id, mine);
  }
  scripted = { byAct, night };
  return scripted;
}
function scriptedFor(act: string): ScriptedChoice | undefined {
  return scriptedChoices().byAct.get(act);
}
/** A card's night skills' scripted choices, in the card's order. */
function nightScripted(role: RoleId): readonly ScriptedChoice[] {
  return scriptedChoices().night.get(role) ?? [];
}

/**
 * The wolves' knife while it is not settled (000 §八(三)2): each knife wolf agrees with the first
 * target named (mostly), or names his own, or sometimes nobody.
 */
function knifeMoves(
  s: GameState,
  seed: number,
  p: number,
  tick: number,
  alive: readonly number[],
  out: Command[],
): void {
  const ph = s.phase;
  if (ph.kind !== "night") return;
  const knifeWolves: number[] = [];
  for (const x of s.seats) if (x.alive && liveSpec(s, x).knife) knifeWolves.push(x.seat);
  let first: number | null | undefined;
  for (const w of knifeWolves) {
    first = ph.knife[String(w)];
    if (first !== undefined) break;
  }
  const good: number[] = [];
  for (const n of alive) {
    const x = s.seats[n - 1];
    if (liveSpec(s, x).team !== "wolf" && !roleSpec(x.role).knifeForbidden) good.push(n);
  }
  for (const w of knifeWolves) {
    const mine = ph.knife[String(w)];
    if (mine !== undefined && mine === first) continue;
    const agree = first !== undefined && draw(seed, p, `agree${w}:${tick}`, 10) < 8;
    const target = agree ? first : draw(seed, p, `empty${w}`, 30) === 0 ? null : pickOf(seed, p, `k${w}`, good);
    if (target !== mine) out.push(actOf(w, "kill", target));
  }
}

/** A voter's ballot (or none: a missed vote); a muted voter abstains. */
function voteMove(
  ph: Extract<GameState["phase"], { kind: "vote" }>,
  v: number,
  seed: number,
  p: number,
  out: Command[],
): void {
  if (String(v) in ph.ballots || draw(seed, p, `miss${v}`, 60) === 0) return;
  const muted = ph.muted.includes(v);
  out.push(actOf(v, "vote", muted || draw(seed, p, `abs${v}`, 10) === 0 ? null : pickOf(seed, p, `v${v}`, ph.options)));
}

/**
 * What the players might send now (seeded by `seed` and `tick`), in a stable order: the first
 * legal one is meant to be taken. Used by the random games and by the chaos test's players.
 */
export function candidates(s: GameState, seed: number, tick: number): Command[] {
  const ph = s.phase;
  const p = hashLabel(`${s.phaseSeq}:`);
  const alive: number[] = [];
  for (const x of s.seats) if (x.alive) alive.push(x.seat);
  const out: Command[] = [];
  switch (ph.kind) {
    case "night": {
      if (!ph.knifeSettled) knifeMoves(s, seed, p, tick, alive, out);
      // Each night actor's card skills, in the card's order (000 §八(二)8: the first legal one is taken).
      const d = new Draws(seed, p, alive, ph.knifeSettled);
      for (const seat of ph.actors) {
        if (ph.done.includes(seat)) continue;
        for (const scripted of nightScripted(s.seats[seat - 1].role)) for (const c of scripted(s, seat, d)) out.push(c);
      }
      return out;
    }
    case "window":
      // A day skill's window: the scripted choice of the card skill taking that act.
      return scriptedFor(ph.act)?.(s, ph.seat, new Draws(seed, p, alive, false)) ?? [];
    case "signup":
      for (const x of s.seats)
        if (draw(seed, p, `run${x.seat}`, 10) < 3 && !s.election?.candidates.includes(x.seat))
          out.push(actOf(x.seat, "run"));
      return out;
    case "correction":
    case "withdraw":
      for (const c of s.election?.candidates ?? [])
        if (draw(seed, p, `wd${c}`, 12) === 0 && !s.election?.withdrawn.includes(c)) out.push(actOf(c, "withdraw"));
      return out;
    case "speaking": {
      const seat = ph.queue[ph.idx];
      const boomer = alive.find(
        (n) => liveSpec(s, s.seats[n - 1]).team === "wolf" && draw(seed, p, `boom${n}`, 600) === 0,
      );
      if (boomer !== undefined && ph.purpose !== "last_words") {
        const takes = roleSpec(s.seats[boomer - 1].role).boomTakes === true;
        out.push(
          actOf(
            boomer,
            "self_destruct",
            takes
              ? pickOf(
                  seed,
                  p,
                  "take",
                  alive.filter((n) => n !== boomer),
                )
              : null,
          ),
        );
      }
      if (draw(seed, p, "noshow", 40) !== 0) out.push(actOf(seat, "end_speech"));
      return out;
    }
    case "vote":
      for (const v of ph.voters) voteMove(ph, v, seed, p, out);
      for (const v of ph.muted) voteMove(ph, v, seed, p, out);
      return out;
    case "order":
      if (draw(seed, p, "order", 20) !== 0)
        out.push(actOf(ph.seat, "order", draw(seed, p, "dir", 2) === 0 ? "up" : "down"));
      return out;
    case "recommend":
      // 归票 (table, T12): a seat, nobody, or silence.
      if (draw(seed, p, "rec", 6) !== 0)
        out.push(actOf(ph.seat, "recommend", draw(seed, p, "recnull", 4) === 0 ? null : pickOf(seed, p, "rec", alive)));
      return out;
    case "shot":
      return scriptedFor("shoot")?.(s, ph.seat, new Draws(seed, p, alive, false)) ?? [];
    case "badge":
      out.push(
        actOf(
          ph.seat,
          "badge",
          draw(seed, p, "tear", 5) === 0
            ? null
            : pickOf(
                seed,
                p,
                "badge",
                alive.filter((n) => n !== ph.seat),
              ),
        ),
      );
      return out;
    default:
      return out;
  }
}

/**
 * A seeded deal: a board's cards as `ruleset` plays it (`roomDeal`: forum-hk's pool board is drawn by
 * the engine), or for a custom board the given cards (2 to the bottom with a thief).
 */
function dealFor(
  ruleset: string,
  board: string,
  seed: number,
  cards?: readonly RoleId[],
): Pick<GameSetup, "deal" | "bottom"> {
  if (board !== CUSTOM_BOARD || !cards) return { deal: roomDeal(ruleset, board, seed) };
  const shuffled = shuffle(seed, "deal", cards);
  const n = cards.length - (cards.includes("thief") ? 2 : 0);
  const deal = Object.fromEntries(shuffled.slice(0, n).map((r, i) => [String(i + 1), r]));
  return n < cards.length ? { deal, bottom: shuffled.slice(n) } : { deal };
}

/**
 * Plays one whole game of `ruleset` (default ranked-s7) on `board` (for `custom`, a deal of `cards`) with seed `seed` (deal, dice and choices all derived from it).
 * Returns the replay (its events, state and command count). `onEvent` and `onCommand`: see {@link Replay}.
 */
export function playRandomGame(
  board: string,
  seed: number,
  onEvent?: (before: GameState, e: GameEvent, after: GameState) => void,
  cards?: readonly RoleId[],
  onCommand?: (cmd: Command, reject: Reject | null, state: GameState) => void,
  ruleset = "ranked-s7",
): Replay {
  // forum-25 (F1): a calendar game needs its start (a fixed local time; Asia/Shanghai's offset).
  const calendar = onCalendar(ruleset) ? { startAt: "2024-06-10T20:00", utcOffsetMin: 480 } : {};
  const g = new Replay(
    { ruleset, board, seed, ...calendar, ...dealFor(ruleset, board, seed, cards) },
    onEvent,
    onCommand,
  );
  for (let guard = 0; guard < 20_000 && g.state.phase.kind !== "ended"; guard++) {
    let next = Number.POSITIVE_INFINITY;
    for (const t of g.state.timers) if (t.dueMs < next) next = t.dueMs;
    const cmds = candidates(g.state, seed, guard);
    if (cmds.length > 0 && Number.isFinite(next)) {
      // Players take a little time to type: up to 40 s, never past the next deadline.
      const think = drawInt(seed, `think:${g.commands}`, 0, 2, 40) * 1000;
      g.wait(Math.max(0, Math.min(think, next - g.nowMs - 1000)) / 1000);
    }
    const accepted = cmds.some((cmd) => g.run(cmd) === null);
    if (accepted) continue;
    if (!Number.isFinite(next)) throw new Error(`game stuck in phase ${g.state.phase.kind} at ${g.state.label}`);
    g.wait((next - g.nowMs) / 1000);
  }
  return g;
}
