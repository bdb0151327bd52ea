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

/**
 * What one night actor might send now (000 §八(二)): the first legal candidate is taken, so a
 * rejected one (the guard's same target twice) falls through to the next.
 */
function nightMoves(
  s: GameState,
  seat: number,
  knifeSettled: boolean,
  alive: number[],
  r: (key: string, n: number) => number,
): Command[] {
  const x = s.seats[seat - 1];
  const others = alive.filter((n) => n !== seat);
  const any = (key: string, from: number[]) => (from.length ? from[r(key, from.length)] : null);
  const act = (a: string, target: Target = null, value?: number): Command => ({
    type: "act",
    seat,
    act: a,
    target,
    ...(value !== undefined ? { value } : {}),
  });
  switch (x.role) {
    case "guard":
      return [act("guard", any("g", alive)), act("guard", null)];
    case "seer":
      return [act("check", any("c", others))];
    case "witch": {
      const out: Command[] = [];
      const roll = r("w", 10);
      if (knifeSettled && roll < 4 && x.mem.antidoteUsed !== true) out.push(act("save"));
      if (roll >= 8 && x.mem.poisonUsed !== true) out.push(act("poison", any("p", alive)));
      if (knifeSettled) out.push(act("pass"));
      return out;
    }
    case "thief": {
      const bottom = s.setup.bottom ?? [];
      return bottom.map((b, i) => act("pick", bottom[(i + r("t", 2)) % bottom.length] ?? b));
    }
    case "cupid": {
      const a = any("l1", alive);
      const b = any(
        "l2",
        alive.filter((n) => n !== a),
      );
      // T17: a table cupid sometimes declines (`link null`), where the ruleset allows it.
      const declines = rulesetOf(s.setup.ruleset).roles.cupidLink === "may_decline" && r("l0", 5) === 0;
      return [act("link", a !== null && b !== null && !declines ? [a, b] : null)];
    }
    case "piper":
      return [act("pipe", any("pp", others))];
    case "wild_child":
      return [act("model", any("m", others))];
    case "dreamweaver":
      return [act("dream", any("d", others))];
    case "fortune_teller":
      return r("f", 3) === 0 ? [act("foretell", any("ft", alive), r("fv", 3))] : [act("foretell", null)];
    case "wolf_girl":
      return r("i", 4) === 0 ? [act("invert")] : [];
    case "wolf_beauty":
      return [act("charm", any("ch", others)), act("charm", null)];
    case "silence_elder":
      return [act("silence", r("s", 4) === 0 ? null : any("s", alive)), act("silence", null)];
    case "snow_wolf":
      return others.map((_, i) => act("devour", others[(i + r("dv", others.length)) % others.length]));
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
  const r = (key: string, n: number) => drawInt(seed, `${s.phaseSeq}:${key}`, 0, 0, n - 1);
  const alive = s.seats.filter((x) => x.alive).map((x) => x.seat);
  const pick = (key: string, from: number[]) => (from.length ? from[r(key, from.length)] : null);
  const act = (seat: number, a: string, target: Target = null): Command => ({ type: "act", seat, act: a, target });
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
          const agree = first !== undefined && r(`agree${w}:${tick}`, 10) < 8;
          const target = agree ? first : r(`empty${w}`, 30) === 0 ? null : pick(`k${w}`, good);
          if (target !== mine) out.push(act(w, "kill", target));
        }
      }
      for (const seat of ph.actors) {
        if (ph.done.includes(seat)) continue;
        out.push(...nightMoves(s, seat, ph.knifeSettled, alive, (key, n) => r(`${key}${seat}`, n)));
      }
      return out;
    }
    case "window": {
      const options = ph.act === "shift" ? (ph.options ?? []) : alive.filter((n) => n !== ph.seat);
      if (r("win", 3) === 0) out.push(act(ph.seat, ph.act, pick("wt", options)));
      out.push(act(ph.seat, ph.act, null));
      return out;
    }
    case "signup":
      for (const x of s.seats)
        if (r(`run${x.seat}`, 10) < 3 && !s.election?.candidates.includes(x.seat)) out.push(act(x.seat, "run"));
      return out;
    case "correction":
    case "withdraw":
      for (const c of s.election?.candidates ?? [])
        if (r(`wd${c}`, 12) === 0 && !s.election?.withdrawn.includes(c)) out.push(act(c, "withdraw"));
      return out;
    case "speaking": {
      const seat = ph.queue[ph.idx];
      const boomer = alive.find((n) => liveSpec(s, s.seats[n - 1]).team === "wolf" && r(`boom${n}`, 600) === 0);
      if (boomer !== undefined && ph.purpose !== "last_words") {
        const takes = roleSpec(s.seats[boomer - 1].role).boomTakes === true;
        out.push(
          act(
            boomer,
            "self_destruct",
            takes
              ? pick(
                  "take",
                  alive.filter((n) => n !== boomer),
                )
              : null,
          ),
        );
      }
      if (r("noshow", 40) !== 0) out.push(act(seat, "end_speech"));
      return out;
    }
    case "vote":
      for (const v of [...ph.voters, ...ph.muted]) {
        if (String(v) in ph.ballots || r(`miss${v}`, 60) === 0) continue;
        const muted = ph.muted.includes(v);
        out.push(act(v, "vote", muted || r(`abs${v}`, 10) === 0 ? null : pick(`v${v}`, ph.options)));
      }
      return out;
    case "order":
      if (r("order", 20) !== 0) out.push(act(ph.seat, "order", r("dir", 2) === 0 ? "up" : "down"));
      return out;
    case "recommend":
      // 归票 (table, T12): a seat, nobody, or silence.
      if (r("rec", 6) !== 0) out.push(act(ph.seat, "recommend", r("recnull", 4) === 0 ? null : pick("rec", alive)));
      return out;
    case "shot":
      out.push(act(ph.seat, "shoot", r("noshot", 5) === 0 ? null : pick("shot", alive)));
      return out;
    case "badge":
      out.push(
        act(
          ph.seat,
          "badge",
          r("tear", 5) === 0
            ? null
            : pick(
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
  const calendar = rulesetOf(ruleset).forum ? { startAt: "2024-06-10T20:00", utcOffsetMin: 480 } : {};
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
