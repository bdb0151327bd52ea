/**
 * Structured act values (issue 22 goal 3): what an act's `value` may be beside a number — a
 * string (a damage type, a card id, a clock time), a list (seats, card ids) or a small object of
 * those (forum-hk's acts, ../shared/forum-hk-roles.md, scenario-format.md `### forum-hk`) — and
 * the per-act rule the engine checks it against before the act runs. A bad value is refused with
 * `value.invalid` (the act, the path of the bad part, what was wanted), never a throw; the chat
 * words it (`texts.ts`).
 *
 * An act with no rule here takes a number at most, on its old path, unchecked here (the fortune
 * teller's predicted deaths, forum-25's second kill `value: 2`), so every existing game and
 * scenario plays as before; any other value is refused (`value.unexpected`). The rules are keyed by act id until the card registry carries each
 * skill's own (issue 22 goal 1).
 */
import type { Reject } from "./types-commands.ts";
import type { ValueRule } from "./types-values.ts";

export type { ActValue, ValueRule } from "./types-values.ts";

const ID = /^[a-z][a-z0-9_]*$/;
const TIME = /^(S|[DN][1-9][0-9]*)(\+[12])? \d{2}:\d{2}$/;

/**
 * forum-hk's structured values by act (forum-hk-roles.md, scenario-format.md `### forum-hk`),
 * checked once the act exists under a ruleset; a list of seats given as a target stays a target.
 */
export const ACT_VALUE_RULES: Readonly<Record<string, ValueRule>> = {
  // 蛊医 蛊惑: the kind of card it turns.
  bewitch: { kind: "oneOf", of: ["wolf", "strong_god", "weak_god"] },
  // 奇迹商人: the gift.
  gift: { kind: "oneOf", of: ["check", "poison", "gun", "guard", "freeze"] },
  // 狼学者 诡辩, 范海辛 追踪: a card id; 镜 复制: a skill's act id.
  sophistry: { kind: "id" },
  track: { kind: "id" },
  copy: { kind: "id" },
  // 幼狼 牺牲: the (20) slot it resolves after (HK72).
  sacrifice: { kind: "int", min: 0, max: 14 },
  // 小女孩 偷看: a clock time of this night (HK117).
  peek: { kind: "time" },
  // 暗恋者 情书: the message (HK128, the app's: at most 50 characters).
  letter: { kind: "text", max: 50 },
  // 赌徒 赌博: a die face.
  jackpot: { kind: "int", min: 1, max: 6 },
  // 灰蕨 控制: X.
  control: { kind: "int", min: 0, max: 30 },
  // 天师 通天: the question (the app's text, HK118; 002 「20字以内」).
  ask: { kind: "text", max: 20 },
  // 摄魂师 摄魂: the words published at the next opening (HK120: ≤ 50 characters, the app's).
  soul: { kind: "text", max: 50 },
  // 占星师 洪流: seat → card id.
  torrent: { kind: "bySeat", of: { kind: "id" } },
  // 狼弟 潜藏, 隐狼 伪装: the options picked (隐狼 ①–⑤) and what a check of him shows (HK45: a camp
  // of this game, one of the 60 cards, yes/no; the card checks the camp and the card exist).
  disguise: {
    kind: "fields",
    fields: {
      options: { kind: "seats", min: 1, max: 5, optional: true },
      camp: { kind: "id", optional: true },
      role: { kind: "id", optional: true },
      knife: { kind: "bool", optional: true },
    },
  },
};

/** Why `v` does not follow `rule`: the path of the first bad part (`""`: the value itself) and the rule there. */
export function valueFault(
  rule: ValueRule,
  v: unknown,
  seats: number,
  path = "",
): { at: string; rule: ValueRule } | null {
  const bad = { at: path, rule };
  switch (rule.kind) {
    case "int":
      return Number.isInteger(v) && (v as number) >= rule.min && (v as number) <= rule.max ? null : bad;
    case "oneOf":
      return typeof v === "string" && rule.of.includes(v) ? null : bad;
    case "id":
      return typeof v === "string" && v.length <= 40 && ID.test(v) ? null : bad;
    case "time":
      return typeof v === "string" && TIME.test(v) ? null : bad;
    case "bool":
      return typeof v === "boolean" ? null : bad;
    case "text": {
      const n = typeof v === "string" ? [...v.trim()].length : 0;
      return n >= 1 && n <= rule.max ? null : bad;
    }
    case "seats": {
      if (!Array.isArray(v) || v.length < rule.min || v.length > rule.max) return bad;
      if (!v.every((x) => isSeatNo(x, seats)) || new Set(v).size !== v.length) return bad;
      return null;
    }
    case "bySeat": {
      if (!isRecord(v)) return bad;
      for (const [k, x] of Object.entries(v)) {
        if (!isSeatNo(Number(k), seats) || String(Number(k)) !== k)
          return { at: join(path, k), rule: { kind: "seats", min: 1, max: 1 } };
        const f = valueFault(rule.of, x, seats, join(path, k));
        if (f) return f;
      }
      return null;
    }
    case "fields": {
      if (!isRecord(v)) return bad;
      for (const k of Object.keys(v)) if (!Object.hasOwn(rule.fields, k)) return { at: join(path, k), rule };
      for (const [k, r] of Object.entries(rule.fields)) {
        if (!Object.hasOwn(v, k)) {
          if (r.optional) continue;
          return { at: join(path, k), rule: r };
        }
        const f = valueFault(r, v[k], seats, join(path, k));
        if (f) return f;
      }
      return null;
    }
  }
}

/**
 * The engine's check of an act's value (see the module comment): null when the act may run with
 * it — no value, a number for an act without a rule (its old paths), or a value following the
 * act's rule — else the reject:
 * `value.unexpected` (the act takes no such value) or `value.invalid` with `at` (the bad part's
 * path, `""` for the whole) and `want` (the rule there, for the chat to word).
 */
export function checkActValue(seat: number, act: string, value: unknown, seats: number): Reject | null {
  if (value === undefined) return null;
  const rule = Object.hasOwn(ACT_VALUE_RULES, act) ? ACT_VALUE_RULES[act] : undefined;
  if (!rule) return typeof value === "number" ? null : { code: "value.unexpected", seat, act };
  const f = valueFault(rule, value, seats);
  return f ? { code: "value.invalid", seat, act, at: f.at, want: f.rule } : null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isSeatNo(x: unknown, seats: number): boolean {
  return Number.isInteger(x) && (x as number) >= 1 && (x as number) <= seats;
}

function join(path: string, k: string): string {
  return path ? `${path}.${k}` : k;
}
