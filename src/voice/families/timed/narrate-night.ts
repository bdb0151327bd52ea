/**
 * The night as the judge tells it, all by DM or in the wolves' room (000 §八(三), R27): a fixed
 * night step's call, the confirmation of a night act (or the rule's choice when time ran out),
 * and what a seat is told at night (the witch's knife, the seer's result, lovers, the hunter's
 * state, the fortune teller's answer).
 */
import { isRoleId as isRole, roleSpec } from "../../../engine/roles/index.ts";
import { skillsBlocked } from "../../../engine/roles/spec.ts";
import type { GameEvent, GameState, SeatState } from "../../../engine/types.ts";
import { type Arg, type Msg, say, typedCmd } from "../../../vocab/msg.ts";
import {
  dm,
  dur,
  GROUP,
  joined,
  joinWolfRoom,
  type Message,
  nightPrompt,
  nightPromptEach,
  stepArg,
  WOLVES,
} from "../../narrate-voice.ts";

/**
 * A night act as the actor reads it back (private confirmation). `stepped`: a night of fixed
 * steps (table, T6), where the seer's result follows at once rather than before dawn (R27).
 */
function actMsg(act: string, target: unknown, stepped = false): Msg {
  const seat: Arg = typeof target === "number" ? { seat: target } : "";
  const some = typeof target === "number";
  switch (act) {
    case "guard":
      return some ? say("timed_night.guard", { seat }) : say("timed_night.no_guard");
    case "check":
      return some
        ? say("timed_night.check", { seat, later: { msg: stepped ? "" : say("timed_night.check_later") } })
        : say("timed_night.no_check");
    case "save":
      return say("timed_night.save");
    case "poison":
      return say("timed_night.poison", { seat });
    case "pass":
      return say("timed_night.pass");
    case "link":
      return Array.isArray(target)
        ? say("timed_night.link", {
            pair: {
              msg: joined(
                target.map((n) => say("common.seat", { n })),
                "judge_voice.and",
              ),
            },
          })
        : say("timed_night.no_link");
    case "pipe":
      return say("timed_night.pipe", { seat });
    case "pick":
      return say("timed_night.pick", { card: typeof target === "string" && isRole(target) ? { card: target } : "" });
    case "foretell":
      return Array.isArray(target)
        ? say("timed_night.foretell", { seat: { seat: target[0] }, what: { msg: foreseen(target[1]) } })
        : say("timed_night.no_foretell");
    case "invert":
      return say("timed_night.invert");
    default:
      return some ? say("timed_night.other_at", { act: { act }, seat }) : say("timed_night.other", { act: { act } });
  }
}

/** The fortune teller's forecast: 平安夜, 单死, 双死, 三死, else `N死`. */
function foreseen(k: unknown): Msg {
  const keys = ["timed_night.fore_0", "timed_night.fore_1", "timed_night.fore_2", "timed_night.fore_3"] as const;
  return typeof k === "number" && keys[k] ? say(keys[k]) : say("timed_night.fore_n", { n: String(k) });
}

/** A `night_acted` event: the actor's confirmation, or the rule's choice when his window had closed. */
export function nightActed(before: GameState, e: Extract<GameEvent, { type: "night_acted" }>): Message[] {
  // A nightfall actor whose window already closed did not choose: the rules chose for him.
  // A fixed night step (T4): forced when its step timer has just fired.
  const open =
    before.phase.kind === "night" && before.phase.steps
      ? before.timers.some((t) => t.kind === "step")
      : before.timers.some((t) => t.kind === "skill" && t.seat === e.seat);
  const forced = !open && roleSpec(before.seats[e.seat - 1].role).night?.prompt === "nightfall" && e.act !== "invert";
  const stepped = before.phase.kind === "night" && before.phase.steps !== undefined;
  return [
    {
      to: dm(e.seat),
      text: say(forced ? "timed_night.forced" : "timed_night.received", {
        act: { msg: actMsg(e.act, e.target, stepped) },
      }),
    },
  ];
}

/** A `told` event: what the seat learns at night (the witch is not prompted twice, R27). */
export function told(e: Extract<GameEvent, { type: "told" }>, after: GameState): Message[] {
  // A witch under the snow wolf's blizzard is told she has no skill tonight, not offered potions.
  const ph = after.phase;
  if (e.kind === "knife" && ph.kind === "night" && skillsBlocked(after, after.seats[e.seat - 1], ph.n))
    return [{ to: dm(e.seat), text: say("timed_night.blizzard") }];
  // R27: a witch who already acted tonight is not prompted again when the knife settles.
  if (e.kind === "knife" && ph.kind === "night" && (ph.acts[String(e.seat)]?.length ?? 0) > 0) return [];
  // A fixed night step (table, T4): the witch has what is left of her step.
  const step = ph.kind === "night" && ph.steps ? after.timers.find((t) => t.kind === "step") : undefined;
  const len = step ? dur(Math.round((step.dueMs - after.nowMs) / 1000)) : dur(180);
  const out = toldText(e.seat, e.kind, e.value, e.about, after.seats[e.seat - 1]?.mem ?? {}, len);
  // The turned wild child opens his eyes with the wolves (000 §八(二)7①).
  if (e.kind === "turned") out.push(...joinWolfRoom(after, e.seat, "wild_child"));
  return out;
}

/**
 * A fixed night step opens (table, T4): the judge calls it aloud in the group (also for a dead or
 * buried role, so that nothing is learnt from the night's length), and prompts its living actors
 * by DM; the witch is prompted by what she is told (`told` knife).
 */
export function stepText(after: GameState): Message[] {
  const ph = after.phase;
  if (ph.kind !== "night" || !ph.steps) return [];
  const id = ph.steps[ph.stepIdx ?? 0];
  const t = after.timers.find((x) => x.kind === "step");
  const len = t ? dur(Math.round((t.dueMs - after.nowMs) / 1000)) : "";
  const out: Message[] = [{ to: GROUP, text: say("timed_night.step_call", { step: stepArg(id), len }) }];
  if (id === "wolves")
    out.push({
      to: WOLVES,
      text: say("timed_night.step_wolves", {
        n: ph.n,
        len,
        kill: typedCmd("杀X号", "kill N"),
        confirm: { msg: "X号确定" },
      }),
    });
  if (id === "lovers")
    for (const x of after.seats)
      if (x.alive && typeof x.mem.lover === "number")
        out.push({ to: dm(x.seat), text: say("timed_night.lovers_wake", { seat: { seat: x.mem.lover } }) });
  if (id === "hunter")
    for (const x of after.seats)
      if (x.alive && roleSpec(x.role).night?.fixedStep === "hunter")
        out.push({ to: dm(x.seat), text: say("timed_night.hunter_wake", { card: { card: "hunter" } }) });
  for (const seat of ph.actors) {
    const x = after.seats[seat - 1];
    const skill = roleSpec(x.role).night;
    if (!x.alive || ph.done.includes(seat) || skill?.fixedStep !== id || !nightPrompt(x.role)) continue;
    const decline =
      x.role === "cupid" && id === "cupid" ? say("timed_night.decline_link", { cmd: { msg: "不连" } }) : "";
    out.push({ to: dm(seat), text: promptMsg(after, x.role, len, decline) });
  }
  return out;
}

/**
 * A night actor's DM prompt: the card's own prompt, the thief's bottom cards, an optional way to
 * decline (`decline`), and the time (`len`).
 */
export function promptMsg(after: GameState, role: string, len: Arg, decline: Msg = ""): Msg {
  const bottom =
    role === "thief"
      ? say("timed_night.bottom", {
          cards: { msg: joined((after.setup.bottom ?? []).map((r) => say("timed_night.card", { card: { card: r } }))) },
        })
      : "";
  return say("timed_night.prompt", {
    prompt: ((each) => (each ? { each } : ""))(nightPromptEach(role)),
    bottom: { msg: bottom },
    decline: { msg: decline },
    len,
  });
}

function toldText(
  seat: number,
  kind: string,
  value: unknown,
  about: number | undefined,
  mem: SeatState["mem"],
  len: Arg = dur(180),
): Message[] {
  switch (kind) {
    case "knife": {
      const antidote = mem.antidoteUsed !== true;
      const poison = mem.poisonUsed !== true;
      const witch: Arg = { card: "witch" };
      if (!antidote && !poison) return [{ to: dm(seat), text: say("timed_night.witch_empty", { card: witch }) }];
      // Told nothing: her antidote is gone (she no longer sees the knife), else the wolves killed
      // nobody — 空刀, chosen or not agreed in time (issue 13 item 6).
      const knife =
        value !== null
          ? say("timed_night.knife_at", { seat: { seat: value as number } })
          : antidote
            ? say("timed_night.knife_none")
            : say("timed_night.knife_hidden");
      const options = [
        antidote && value !== null ? say("timed_night.opt_save", { cmd: typedCmd("救", "save") }) : null,
        poison ? say("timed_night.opt_poison", { cmd: typedCmd("毒X号", "poison N") }) : null,
        say("timed_night.opt_pass", { cmd: typedCmd("不用药", "no potion") }),
      ].filter((o) => o !== null);
      return [
        {
          to: dm(seat),
          text: say("timed_night.witch", {
            card: witch,
            knife: { msg: knife },
            options: { msg: joined(options) },
            len,
          }),
        },
      ];
    }
    case "check":
      return value === null
        ? []
        : [
            {
              to: dm(seat),
              text: say(value === "wolf" ? "timed_night.check_wolf" : "timed_night.check_good", {
                seat: { seat: about as number },
              }),
            },
          ];
    case "shoot":
      return [{ to: dm(seat), text: say(value ? "timed_night.shoot_yes" : "timed_night.shoot_no") }];
    case "lover": {
      // Classic C10: the lovers learn each other's seat and card ("確認身份").
      if (typeof value === "object" && value !== null) {
        const v = value as { seat: number; role: string };
        return [
          {
            to: dm(seat),
            text: say("timed_night.lover_card", {
              cupid: { card: "cupid" },
              seat: { seat: v.seat },
              card: { card: v.role },
            }),
          },
        ];
      }
      return [
        { to: dm(seat), text: say("timed_night.lover", { cupid: { card: "cupid" }, seat: { seat: value as number } }) },
      ];
    }
    case "turned":
      return [{ to: dm(seat), text: say("timed_night.turned") }];
    case "foretell": {
      const v = value as { correct: boolean; role?: string; inverted?: boolean; alive?: Record<string, number> };
      if (v.correct)
        return [
          {
            to: dm(seat),
            text: say(v.inverted ? "timed_night.foretold" : "timed_night.foretold_not", {
              seat: { seat: about as number },
              card: { card: String(v.role) },
              girl: { card: "wolf_girl" },
            }),
          },
        ];
      const a = v.alive ?? {};
      return [
        {
          to: dm(seat),
          text: say("timed_night.foretold_wrong", {
            wolves: String(a.wolves),
            gods: String(a.gods),
            villagers: String(a.villagers),
          }),
        },
      ];
    }
    default:
      return [];
  }
}
