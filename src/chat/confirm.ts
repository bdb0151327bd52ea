/**
 * Safety of the judge's hand (issue 13 item 4): `作废`, `踢出X号` and `判X号自爆` end a game or a
 * player's game, so each needs a reason (kept in the `judge_acted` event and the inspector's
 * record) and a second message, `确认`, before it runs; `取消` drops it. A pending ruling lives
 * {@link CONFIRM_MS} in this process (a restart forgets it: the judge types it again). The same
 * holds for a certified judge's `开始` without an inspector: the game will not count (000 §五4).
 */
import { type Msg, render, say } from "../vocab/msg.ts";
import { canonicalChars } from "./canonical.ts";
import { dropTrailing, parse } from "./grammar.ts";

/** How long a ruling waits for its 确认, wall ms. */
export const CONFIRM_MS = 5 * 60_000;

/** A ruling that needs a reason and a 确认. */
export interface RiskyRuling {
  control: "void" | "eject" | "rule_self_destruct";
  seat?: number;
  /** What the judge asked for, as he types it (`踢出3号`, 简体). */
  what: string;
  reason: string;
}

const WHAT = {
  void: () => "作废本局",
  eject: (seat?: number) => `踢出${seat}号`,
  rule_self_destruct: (seat?: number) => `判${seat}号自爆`,
};

/** What the judge asked for, in the reader's words (`踢出3号`, `eject #3`). */
export function whatMsg(r: Pick<RiskyRuling, "control" | "seat">): Msg {
  if (r.control === "void") return say("dm_desk.what_void");
  const seat = { seat: r.seat ?? 0 };
  return say(r.control === "eject" ? "dm_desk.what_eject" : "dm_desk.what_rule_self_destruct", { seat });
}

/**
 * `作废 理由`, `踢出3号 理由`, `判3号自爆 理由` (reason may be empty: the caller asks for it), or
 * null for any other message. The command is the text before the first space or `，` / `：`.
 */
export function riskyRuling(text: string): RiskyRuling | null {
  // The reason is kept as typed (no NFKC): the grammar normalizes the command part itself.
  const t = text.trim();
  const m = /^(\S+?)(?:[\s,，:：]+(.*))?$/su.exec(t);
  if (!m) return null;
  const intent = parse(m[1], "dm");
  if (intent?.kind !== "judge") return null;
  const c = intent.control;
  if (c !== "void" && c !== "eject" && c !== "rule_self_destruct") return null;
  return {
    control: c,
    ...(intent.seat !== undefined ? { seat: intent.seat } : {}),
    what: WHAT[c](intent.seat),
    reason: (m[2] ?? "").trim().slice(0, 200),
  };
}

/** Trailing marks a confirmation may carry. */
const CONFIRM_TRAILING = new Set(["。", ".", "!", "！"]);

/** `确认` / `确定` / `取消` (and 是 / 否), or null. */
export function confirmation(text: string): "yes" | "no" | null {
  // A confirmation is a word: a long message is none (and is not scanned).
  if (text.length > 40) return null;
  const t = dropTrailing(canonicalChars(text).trim(), CONFIRM_TRAILING);
  if (/^(?:确认|确定|是|确认执行|确认开始)$/.test(t)) return "yes";
  if (/^(?:取消|不|否|算了|不执行)$/.test(t)) return "no";
  return null;
}

/** Rulings (or starts) waiting for their 确认, by key (the judge's contact id, or a group id). */
export class Pending<T> {
  private readonly items = new Map<string, { value: T; atMs: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps `value` for `key` (replacing an older one). */
  set(key: string, value: T): void {
    this.items.set(key, { value, atMs: this.now() });
  }

  /** Takes `key`'s value if it is still fresh; it is gone afterwards either way. */
  take(key: string): T | null {
    const it = this.items.get(key);
    this.items.delete(key);
    return it && this.now() - it.atMs <= CONFIRM_MS ? it.value : null;
  }

  /** Whether `key` waits for a 确认. */
  has(key: string): boolean {
    const it = this.items.get(key);
    return !!it && this.now() - it.atMs <= CONFIRM_MS;
  }
}

/**
 * Issue 25 item 10: what a wolf's knife typed by DM gets — the confirmation every night act gets
 * (`dm`, to him), and the line the wolves' room is told (`room`), so his teammates see it as if
 * he had typed it there (000 §八(三)2: the knife is agreed in the room). `target` null: 空刀.
 */
export function knifeByDmMsgs(seat: number, target: number | null): { dm: Msg; room: Msg } {
  if (target === null)
    return { dm: say("dm_desk.knife_dm_none"), room: say("dm_desk.knife_room_none", { seat: { seat } }) };
  const t = { target: { seat: target } };
  return { dm: say("dm_desk.knife_dm", t), room: say("dm_desk.knife_room", { seat: { seat }, ...t }) };
}

/** {@link knifeByDmMsgs} in 简体. */
export function knifeByDmTexts(seat: number, target: number | null): { dm: string; room: string } {
  const m = knifeByDmMsgs(seat, target);
  return { dm: render(m.dm), room: render(m.room) };
}
