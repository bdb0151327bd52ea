/**
 * Random legal play for demos and benchmarks: at each moment, seeded choices among the acts a
 * real table would send (knife consensus, skills, sign-ups, speeches, ballots, shots, the badge,
 * the odd self-destruct or no-show); when nobody acts, the clock jumps to the next timer.
 * Deterministic for a given seed.
 */

import { CUSTOM_BOARD } from "../engine/boards.ts";
import { randomDeal } from "../engine/engine.ts";
import { drawInt, shuffle } from "../engine/random.ts";
import { liveSpec, roleSpec } from "../engine/roles/index.ts";
import { rulesetOf } from "../engine/rulesets/index.ts";
import type { Command, GameEvent, GameSetup, GameState, Reject, RoleId, Target } from "../engine/types.ts";
import { Replay } from "../scenario/runner.ts";

// No named local closures in this file's hot paths: under tsx (esbuild's keepNames) each one
// costs a defineProperty every time it is created, which made the random players cost as much as
// the engine. The draws are these module functions instead, with the seed and label prefix passed.

/** A seeded draw in [0, n) for label `prefix + key` (a draw depends only on its label, not on order). */
function draw(seed: number, prefix: string, key: string, n: number): number {
  return drawInt(seed, prefix + key, 0, 0, n - 1);
}

/** A seeded pick from `from`, or null when it is empty. */
function pickOf(seed: number, prefix: string, key: string, from: readonly number[]): number | null {
  return from.length ? from[draw(seed, prefix, key, from.length)] : null;
}

function actOf(seat: number, a: string, target: Target = null, value?: number): Command {
  return value !== undefined ? { type: "act", seat, act: a, target, value } : { type: "act", seat, act: a, target };
}

/**
 * What one night actor might send now (000 §八(二)): the first legal candidate is taken, so a
 * rejected one (the guard's same target twice) falls through to the next. Its draws are labelled
 * `prefix + key + seat`.
 */
function nightMoves(
  s: GameState,
  seat: number,
  knifeSettled: boolean,
  alive: number[],
  seed: number,
  prefix: string,
): Command[] {
  const x = s.seats[seat - 1];
  const others = alive.filter((n) => n !== seat);
  const k = String(seat);
  switch (x.role) {
    case "guard":
      return [actOf(seat, "guard", pickOf(seed, prefix, `g${k}`, alive)), actOf(seat, "guard", null)];
    case "seer":
      return [actOf(seat, "check", pickOf(seed, prefix, `c${k}`, others))];
    case "witch": {
      const out: Command[] = [];
      const roll = draw(seed, prefix, `w${k}`, 10);
      if (knifeSettled && roll < 4 && x.mem.antidoteUsed !== true) out.push(actOf(seat, "save"));
      if (roll >= 8 && x.mem.poisonUsed !== true) out.push(actOf(seat, "poison", pickOf(seed, prefix, `p${k}`, alive)));
      if (knifeSettled) out.push(actOf(seat, "pass"));
      return out;
    }
    case "thief": {
      const bottom = s.setup.bottom ?? [];
      return bottom.map((b, i) =>
        actOf(seat, "pick", bottom[(i + draw(seed, prefix, `t${k}`, 2)) % bottom.length] ?? b),
      );
    }
    case "cupid": {
      const a = pickOf(seed, prefix, `l1${k}`, alive);
      const b = pickOf(
        seed,
        prefix,
        `l2${k}`,
        alive.filter((n) => n !== a),
      );
      // T17: a table cupid sometimes declines (`link null`), where the ruleset allows it.
      const declines =
        rulesetOf(s.setup.ruleset).roles.cupidLink === "may_decline" && draw(seed, prefix, `l0${k}`, 5) === 0;
      return [actOf(seat, "link", a !== null && b !== null && !declines ? [a, b] : null)];
    }
    case "piper":
      return [actOf(seat, "pipe", pickOf(seed, prefix, `pp${k}`, others))];
    case "wild_child":
      return [actOf(seat, "model", pickOf(seed, prefix, `m${k}`, others))];
    case "dreamweaver":
      return [actOf(seat, "dream", pickOf(seed, prefix, `d${k}`, others))];
    case "fortune_teller":
      return draw(seed, prefix, `f${k}`, 3) === 0
        ? [actOf(seat, "foretell", pickOf(seed, prefix, `ft${k}`, alive), draw(seed, prefix, `fv${k}`, 3))]
        : [actOf(seat, "foretell", null)];
    case "wolf_girl":
      return draw(seed, prefix, `i${k}`, 4) === 0 ? [actOf(seat, "invert")] : [];
    case "wolf_beauty":
      return [actOf(seat, "charm", pickOf(seed, prefix, `ch${k}`, others)), actOf(seat, "charm", null)];
    case "silence_elder":
      return [
        actOf(seat, "silence", draw(seed, prefix, `s${k}`, 4) === 0 ? null : pickOf(seed, prefix, `s${k}`, alive)),
        actOf(seat, "silence", null),
      ];
    case "snow_wolf":
      return others.map((_, i) =>
        actOf(seat, "devour", others[(i + draw(seed, prefix, `dv${k}`, others.length)) % others.length]),
      );
    default:
      return [];
  }
}

/**
 * What the players might send now (seeded by `seed` and `tick`), in a stable order: the first
 * legal one is meant to be taken. Used by the random games and by the chaos test's players.
 */
export function candidates(s: GameState, seed: number, tick: number): Command[] {
  const ph = s.phase;
  const p = `${s.phaseSeq}:`;
  const alive: number[] = [];
  for (const x of s.seats) if (x.alive) alive.push(x.seat);
  const out: Command[] = [];
  switch (ph.kind) {
    case "night": {
      const knifeWolves = s.seats.filter((x) => x.alive && liveSpec(s, x).knife).map((x) => x.seat);
      const first = knifeWolves.map((w) => ph.knife[String(w)]).find((t) => t !== undefined);
      const good = alive.filter(
        (n) => liveSpec(s, s.seats[n - 1]).team !== "wolf" && !roleSpec(s.seats[n - 1].role).knifeForbidden,
      );
      if (!ph.knifeSettled) {
        for (const w of knifeWolves) {
          const mine = ph.knife[String(w)];
          if (mine !== undefined && mine === first) continue;
          const agree = first !== undefined && draw(seed, p, `agree${w}:${tick}`, 10) < 8;
          const target = agree ? first : draw(seed, p, `empty${w}`, 30) === 0 ? null : pickOf(seed, p, `k${w}`, good);
          if (target !== mine) out.push(actOf(w, "kill", target));
        }
      }
      for (const seat of ph.actors) {
        if (ph.done.includes(seat)) continue;
        out.push(...nightMoves(s, seat, ph.knifeSettled, alive, seed, p));
      }
      return out;
    }
    case "window": {
      const options = ph.act === "shift" ? (ph.options ?? []) : alive.filter((n) => n !== ph.seat);
      if (draw(seed, p, "win", 3) === 0) out.push(actOf(ph.seat, ph.act, pickOf(seed, p, "wt", options)));
      out.push(actOf(ph.seat, ph.act, null));
      return out;
    }
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
      for (const v of [...ph.voters, ...ph.muted]) {
        if (String(v) in ph.ballots || draw(seed, p, `miss${v}`, 60) === 0) continue;
        const muted = ph.muted.includes(v);
        out.push(
          actOf(v, "vote", muted || draw(seed, p, `abs${v}`, 10) === 0 ? null : pickOf(seed, p, `v${v}`, ph.options)),
        );
      }
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
      out.push(actOf(ph.seat, "shoot", draw(seed, p, "noshot", 5) === 0 ? null : pickOf(seed, p, "shot", alive)));
      return out;
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

/** A seeded deal: a ranked board's cards, or for a custom board the given cards (2 to the bottom with a thief). */
function dealFor(board: string, seed: number, cards?: readonly RoleId[]): Pick<GameSetup, "deal" | "bottom"> {
  if (board !== CUSTOM_BOARD || !cards) return { deal: randomDeal(board, seed) };
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
  const calendar = rulesetOf(ruleset).family === "calendar" ? { startAt: "2024-06-10T20:00", utcOffsetMin: 480 } : {};
  const g = new Replay({ ruleset, board, seed, ...calendar, ...dealFor(board, seed, cards) }, onEvent, onCommand);
  for (let guard = 0; guard < 20_000 && g.state.phase.kind !== "ended"; guard++) {
    const next = Math.min(...g.state.timers.map((t) => t.dueMs));
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
