/**
 * The night as the judge tells it, all by DM or in the wolves' room (000 §八(三), R27): a fixed
 * night step's call, the confirmation of a night act (or the rule's choice when time ran out),
 * and what a seat is told at night (the witch's knife, the seer's result, lovers, the hunter's
 * state, the fortune teller's answer).
 */
import { isRoleId as isRole, roleSpec } from "../../../engine/roles/index.ts";
import { skillsBlocked } from "../../../engine/roles/spec.ts";
import type { GameEvent, GameState, SeatState } from "../../../engine/types.ts";
import { actName, stepName } from "../../../vocab/index.ts";
import { cardName } from "../../card-texts.ts";
import { dm, GROUP, joinWolfRoom, type Message, minutes, nightPrompt, WOLVES } from "../../narrate-voice.ts";

/**
 * A night act as the actor reads it back (private confirmation). `stepped`: a night of fixed
 * steps (table, T6), where the seer's result follows at once rather than before dawn (R27).
 */
function actZh(act: string, target: unknown, stepped = false): string {
  const t = typeof target === "number" ? `${target}号` : "";
  switch (act) {
    case "guard":
      return t ? `守护${t}` : "空守";
    case "check":
      return t ? `查验${t}${stepped ? "" : "（结果天亮前私聊告知）"}` : "今晚不查验";
    case "save":
      return "使用解药";
    case "poison":
      return `毒${t}`;
    case "pass":
      return "今晚不用药";
    case "link":
      return Array.isArray(target) ? `连${target.map((n) => `${n}号`).join("和")}为情侣` : "不连情侣";
    case "pipe":
      return `魅惑${t}`;
    case "pick":
      return `选择底牌${typeof target === "string" && isRole(target) ? cardName(target) : ""}`;
    case "foretell":
      return Array.isArray(target)
        ? `卜命${target[0]}号，预测${["平安夜", "单死", "双死", "三死"][target[1]] ?? `${target[1]}死`}`
        : "今晚不卜命";
    case "invert":
      return "颠倒黑白";
    default:
      return `${actName(act)}${t}` || actName(act);
  }
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
      text: forced
        ? `时间到，你没有行动，法官按规则代为执行：${actZh(e.act, e.target, stepped)}。`
        : `已收到：${actZh(e.act, e.target, stepped)}。`,
    },
  ];
}

/** A `told` event: what the seat learns at night (the witch is not prompted twice, R27). */
export function told(e: Extract<GameEvent, { type: "told" }>, after: GameState): Message[] {
  // A witch under the snow wolf's blizzard is told she has no skill tonight, not offered potions.
  const ph = after.phase;
  if (e.kind === "knife" && ph.kind === "night" && skillsBlocked(after, after.seats[e.seat - 1], ph.n))
    return [{ to: dm(e.seat), text: "暴风雪：今晚所有神职无法使用技能（手册§八(二)17），你无需行动。" }];
  // R27: a witch who already acted tonight is not prompted again when the knife settles.
  if (e.kind === "knife" && ph.kind === "night" && (ph.acts[String(e.seat)]?.length ?? 0) > 0) return [];
  // A fixed night step (table, T4): the witch has what is left of her step.
  const step = ph.kind === "night" && ph.steps ? after.timers.find((t) => t.kind === "step") : undefined;
  const len = step ? minutes(Math.round((step.dueMs - after.nowMs) / 1000)) : "3分钟";
  const out = toldText(e.seat, e.kind, e.value, e.about, after.seats[e.seat - 1]?.mem ?? {}, len);
  // The turned wild child opens his eyes with the wolves (000 §八(二)7①).
  if (e.kind === "turned") out.push(...joinWolfRoom(after, e.seat, "野孩子变成狼人"));
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
  const len = t ? minutes(Math.round((t.dueMs - after.nowMs) / 1000)) : "";
  const out: Message[] = [{ to: GROUP, text: `${stepName(id) ?? id}请睁眼（${len}）。` }];
  if (id === "wolves")
    out.push({
      to: WOLVES,
      text: `第${ph.n}夜：请在${len}内统一刀口，每位存活的狼人打出“杀X号”或“X号确定”（允许自刀、空刀）；时间到未统一则今晚无刀。`,
    });
  if (id === "lovers")
    for (const x of after.seats)
      if (x.alive && typeof x.mem.lover === "number")
        out.push({ to: dm(x.seat), text: `情侣请睁眼：你的情侣是${x.mem.lover}号（只能确认座位，不能确认身份）。` });
  if (id === "hunter")
    for (const x of after.seats)
      if (x.alive && roleSpec(x.role).night?.fixedStep === "hunter")
        out.push({ to: dm(x.seat), text: "猎人请睁眼：法官将在天亮前告诉你今晚的开枪状态。" });
  for (const seat of ph.actors) {
    const x = after.seats[seat - 1];
    const skill = roleSpec(x.role).night;
    if (!x.alive || ph.done.includes(seat) || skill?.fixedStep !== id || !nightPrompt(x.role)) continue;
    const bottom = x.role === "thief" ? `底牌：${(after.setup.bottom ?? []).map((r) => cardName(r)).join("、")}。` : "";
    const decline = x.role === "cupid" && id === "cupid" ? "也可以回复“不连”放弃连情侣。" : "";
    out.push({ to: dm(seat), text: `${nightPrompt(x.role)}${bottom}${decline}（${len}）` });
  }
  return out;
}

function toldText(
  seat: number,
  kind: string,
  value: unknown,
  about: number | undefined,
  mem: SeatState["mem"],
  len = "3分钟",
): Message[] {
  switch (kind) {
    case "knife": {
      const antidote = mem.antidoteUsed !== true;
      const poison = mem.poisonUsed !== true;
      if (!antidote && !poison) return [{ to: dm(seat), text: "女巫：你的两瓶药都已用完，今晚无需行动。" }];
      // Told nothing: her antidote is gone (she no longer sees the knife), else the wolves killed
      // nobody — 空刀, chosen or not agreed in time (issue 13 item 6).
      const knife =
        value !== null
          ? `今晚被杀的是${value}号。`
          : antidote
            ? "今晚是空刀（没有人被狼人杀害）。"
            : "解药已用，今晚你看不到刀口。";
      const options = [
        antidote && value !== null ? "用解药（回复“救”）" : "",
        poison ? "用毒药（回复“毒X号”）" : "",
        "不用药（回复“不用药”）",
      ].filter(Boolean);
      return [{ to: dm(seat), text: `女巫请行动：${knife}你可以${options.join("、")}。每晚只能用一瓶药（${len}）。` }];
    }
    case "check":
      return value === null
        ? []
        : [{ to: dm(seat), text: `你查验的${about}号是：${value === "wolf" ? "狼人（查杀）" : "好人（金水）"}。` }];
    case "shoot":
      return [{ to: dm(seat), text: value ? "今晚你的开枪状态：可以开枪。" : "今晚你的开枪状态：不能开枪。" }];
    case "lover": {
      // Classic C10: the lovers learn each other's seat and card ("確認身份").
      if (typeof value === "object" && value !== null) {
        const v = value as { seat: number; role: string };
        return [
          {
            to: dm(seat),
            text: `你被丘比特连为情侣，你的情侣是${v.seat}号，身份是${isRole(v.role) ? cardName(v.role) : v.role}。一方死亡另一方立即殉情；白天放逐投票时你们永远不能互投。`,
          },
        ];
      }
      return [{ to: dm(seat), text: `你被丘比特连为情侣，你的情侣是${value}号。` }];
    }
    case "turned":
      return [{ to: dm(seat), text: "你的榜样已经死亡，你变成了狼人，将与狼人一起行动。" }];
    case "foretell": {
      const v = value as { correct: boolean; role?: string; inverted?: boolean; alive?: Record<string, number> };
      if (v.correct)
        return [
          {
            to: dm(seat),
            text: `卜命成功：${about}号的底牌是${cardName(String(v.role))}；狼女今晚${v.inverted ? "发动了" : "没有发动"}技能。`,
          },
        ];
      const a = v.alive ?? {};
      return [{ to: dm(seat), text: `卜命失败：场上存活狼人${a.wolves}名、神民${a.gods}名、平民${a.villagers}名。` }];
    }
    default:
      return [];
  }
}
