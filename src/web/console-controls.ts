/**
 * The console's controls (issue 14 item 3, issue 26 item 10): the buttons a judge has, the body a
 * control is posted with (zod), the DM each one stands for (`暂停`, `踢出3号`, …) so it takes the
 * path of the DM command, and the DM answers reworded for the page (a button instead of 回复“…”).
 * Pure: no request, no store.
 */
import { z } from "zod";

/** The controls, as the page names them; `reason`: irreversible, a reason is required. */
export const CONTROLS = {
  pause: { zh: "暂停", reason: false },
  resume: { zh: "继续", reason: false },
  extend: { zh: "延时", reason: false },
  skip: { zh: "跳过发言", reason: true },
  correct: { zh: "更正", reason: true },
  warn: { zh: "警告", reason: true },
  rule_self_destruct: { zh: "判自爆", reason: true },
  eject: { zh: "踢出", reason: true },
  void: { zh: "作废本局", reason: true },
} as const;
type Control = keyof typeof CONTROLS;

/** A control's posted body: every control needs `confirm: true` (the page asks first). */
export const ControlBody = z.object({
  control: z.enum(Object.keys(CONTROLS) as [Control, ...Control[]]),
  seat: z.number().int().min(1).max(18).optional(),
  seconds: z.number().int().min(1).max(600).optional(),
  /** For `correct`: the act as a player would type it (`投3`, `查5`). */
  act: z.string().trim().min(1).max(20).optional(),
  reason: z.string().trim().max(200).optional(),
  confirm: z.literal(true, { message: "请先确认" }),
});

/** The DM a control stands for, or a Chinese refusal. */
export function controlText(b: z.infer<typeof ControlBody>): { text: string } | { error: string } {
  const seat = b.seat;
  const needSeat = (t: (n: number) => string) => (seat === undefined ? { error: "请选择座位号" } : { text: t(seat) });
  if (CONTROLS[b.control].reason && !b.reason) return { error: `${CONTROLS[b.control].zh}需要填写理由` };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (b.reason && /[\u0000-\u001f\u007f]/.test(b.reason)) return { error: "理由里不能有控制字符" };
  switch (b.control) {
    case "pause":
      return { text: "暂停" };
    case "resume":
      return { text: "继续" };
    case "extend":
      return { text: `延时${b.seconds ?? 60}秒` };
    case "skip":
      return { text: "跳过" };
    case "warn":
      return needSeat((n) => `警告${n}号`);
    case "rule_self_destruct":
      // The DM path's words: the ruling and its reason (it asks for one otherwise, confirm.ts).
      return needSeat((n) => `判${n}号自爆 ${b.reason}`);
    case "eject":
      return needSeat((n) => `踢出${n}号 ${b.reason}`);
    case "correct":
      if (!b.act) return { error: "请填写更正后的操作，例如“投3”" };
      return needSeat((n) => `更正${n}号 ${b.act}`);
    case "void":
      return { text: `作废 ${b.reason}` };
  }
}

/** The console's buttons by the words the DM path uses (`继续` is the button 继续, `作废` is 作废本局). */
const BUTTON_OF: Record<string, string> = Object.fromEntries([
  ...Object.values(CONTROLS).map((c) => [c.zh, c.zh] as const),
  ["作废", CONTROLS.void.zh],
  ["跳过", CONTROLS.skip.zh],
]);

/**
 * A DM answer as the console's judge reads it (issue 26 item 10): where the chat says 回复“继续”,
 * the console has a button — "点“继续”"; 回复“确认” is already done by the page's own
 * confirmation dialog — "点“确认”"; any other answer is sent by DM — "私聊发送“…”".
 */
export function consoleWords(text: string): string {
  return text.replace(/回复(\s*)“([^”]+)”/g, (_m, _sp: string, what: string) => {
    if (what === "确认" || what === "取消") return `点“${what}”`;
    const button = BUTTON_OF[what];
    return button ? `点“${button}”按钮` : `私聊发送“${what}”`;
  });
}
