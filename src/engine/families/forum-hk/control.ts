/**
 * 灰蕨's 操纵 as the flow reads it (HK125, HK11): the fern names an index X and targets in block A; the holder
 * of [畸芽] then uses the X-th skill of his card (printed order: the card module's `skills`) on them, at that
 * skill's own step, through his own act (`blocks.ts`): in the place of his own act of it that night, with his
 * uses and limits (the card's module settles it as his), ignoring his statuses, <限定>, counts, loss and range.
 * Only a night <指定> act whose target count fits is made (002 「若以此发动的技能是可以在夜晚发动的[指定]技能，
 * 选择的目标数量正确」); what it tells him is handed to the controlling card (`controlled`).
 */
import { hkCardSpec } from "../../roles/hk/index.ts";
import type { HkControlled, HkTargetKind } from "../../roles/hk/types.ts";
import type { GameState, Target } from "../../types.ts";
import { blockOf, hkAct, isPointed } from "./acts.ts";

/** HK125: `targets` as an act naming `kind` takes them, or undefined when their number does not fit. */
function shaped(kind: HkTargetKind, targets: readonly number[]): Target | undefined {
  switch (kind) {
    case "living":
    case "other":
    case "living_or_null":
    case "announced_out":
      return targets.length === 1 ? targets[0] : undefined;
    case "pair":
      return targets.length === 2 ? [...targets] : undefined;
    case "one_or_two":
      return targets.length === 1 || targets.length === 2 ? [...targets] : undefined;
    default:
      return undefined;
  }
}

/**
 * HK125: the act a 操纵 makes `seat` use — the first night <指定> act (settled at a block's step, not when sent)
 * of the `index`-th skill of his card whose target count fits `targets` and that needs no value but free words
 * (`texts.values`) — or null (no such skill, no such act).
 */
export function controlledAct(
  s: GameState,
  seat: number,
  index: number,
  targets: readonly number[],
): HkControlled | null {
  const spec = hkCardSpec(s.seats[seat - 1]?.role ?? "");
  const skill = spec?.skills[index - 1];
  for (const act of Object.keys(skill?.acts ?? {})) {
    const row = hkAct(act);
    if (!row || row.atOnce || blockOf(row.window) === null || !isPointed(row)) continue;
    // A skill needing a value besides its targets (馈赠's gift, 蛊惑's class) cannot be made: 操纵 names none.
    const valued = spec?.texts["zh-Hans"].values?.[act];
    if (valued && valued.kind !== "text") continue;
    const target = shaped(row.target, targets);
    if (target !== undefined) return { act, target };
  }
  return null;
}

/** HK125: one act made by a 操纵 at its step: the seat made to act, the act, its target and the controlling seat. */
export interface ControlledAt {
  seat: number;
  act: string;
  target: Target;
  by: number;
}

/** HK125: the acts of `act` that cards' 操纵 make seats use on night `n` (each card's `controls`, seat order). */
export function controlledAt(s: GameState, act: string, n: number): ControlledAt[] {
  const out: ControlledAt[] = [];
  for (const x of s.seats) {
    const c = hkCardSpec(x.role)?.controls?.(s, x.seat, n);
    if (!c) continue;
    const made = controlledAct(s, c.seat, c.index, c.targets);
    if (made?.act === act) out.push({ seat: c.seat, act, target: made.target, by: x.seat });
  }
  return out;
}
