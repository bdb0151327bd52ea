/**
 * The console's controls (issue 14 item 3, issue 26 item 10): the buttons a judge has, the body a
 * control is posted with (zod), the DM each one stands for (`暂停`, `踢出3号`, …) so it takes the
 * path of the DM command, and the DM answers reworded for the page (a button instead of 回复“…”),
 * in the page's language (issue 23 goal 3). Pure: no request, no store.
 */
import { z } from "zod";
import { toHant } from "../vocab/hant.ts";
import { DEFAULT_LANG, type Lang, phrase } from "../vocab/index.ts";
import { type Msg, say } from "../vocab/msg.ts";

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
  confirm: z.literal(true, { message: "web_answers.confirm_first" }),
});

/** A control's button as the page names it (`web_judge.ctl_*`: 暂停, 作废本局 / Pause, Void the game). */
export const controlMsg = (c: Control): Msg => say(`web_judge.ctl_${c}`);

/** The DM a control stands for (typed in 简体, as a judge types it), or a refusal (a message, rendered in the page's language). */
export function controlText(b: z.infer<typeof ControlBody>): { text: string } | { error: Msg } {
  const seat = b.seat;
  const needSeat = (t: (n: number) => string) =>
    seat === undefined ? { error: say("web_answers.pick_seat") } : { text: t(seat) };
  if (CONTROLS[b.control].reason && !b.reason)
    return { error: say("web_answers.reason_needed", { what: { msg: controlMsg(b.control) } }) };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (b.reason && /[\u0000-\u001f\u007f]/.test(b.reason)) return { error: say("web_answers.reason_control_chars") };
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
      if (!b.act) return { error: say("web_answers.correct_act", { cmd: "投3" }) };
      return needSeat((n) => `更正${n}号 ${b.act}`);
    case "void":
      return { text: `作废 ${b.reason}` };
  }
}

/** The controls by the words the DM path uses (`继续` is the button 继续, `作废` is 作废本局), 简体. */
const BUTTON_OF: Readonly<Record<string, Control>> = Object.fromEntries([
  ...(Object.keys(CONTROLS) as Control[]).map((c) => [CONTROLS[c].zh, c] as const),
  ["作废", "void"],
  ["跳过", "skip"],
]);

/**
 * Where a DM answer says "reply …" in each language: 简体 回复“继续”; 繁體 the same through OpenCC
 * (回復 or 回覆, the command converted too); English `reply "继续" (resume)` (the command quoted
 * in 简体, its gloss after it, dropped with the rewrite).
 */
const REPLY: Readonly<Record<Lang, RegExp>> = {
  "zh-Hans": /回复(\s*)“([^”]+)”/g,
  "zh-Hant": /回[復覆](\s*)“([^”]+)”/g,
  en: /\b[Rr]eply( )"([^"]+)"(?: \([^)]*\))?/g,
};

/** A typed command as `lang` shows it → its 简体 (繁體 shows the command converted). */
function typedOf(what: string, lang: Lang): string {
  if (lang !== "zh-Hant") return what;
  const all = [...Object.keys(BUTTON_OF), "确认", "取消"];
  return all.find((w) => toHant(w) === what) ?? what;
}

/**
 * A DM answer (rendered in `lang`, default 简体) as the console's judge reads it (issue 26 item
 * 10): where the chat says 回复“继续”, the console has a button — "点“继续”按钮"; 回复“确认” is
 * already done by the page's own confirmation dialog — "点“确认”"; any other answer is sent by
 * DM — "私聊发送“…”". English: `click the "Resume" button`, `click "Confirm"`, `send "…" by DM`.
 */
export function consoleWords(text: string, lang: Lang = DEFAULT_LANG): string {
  return text.replace(REPLY[lang], (_m, _sp: string, what: string) => {
    const typed = typedOf(what, lang);
    if (typed === "确认" || typed === "取消")
      return phrase(lang, "web_answers.press", {
        what:
          lang === "en" ? phrase(lang, typed === "确认" ? "web_answers.btn_confirm" : "web_answers.btn_cancel") : what,
      });
    const button = BUTTON_OF[typed];
    return button
      ? phrase(lang, "web_answers.press_button", { what: phrase(lang, `web_judge.ctl_${button}`) })
      : phrase(lang, "web_answers.send_dm", { what });
  });
}
