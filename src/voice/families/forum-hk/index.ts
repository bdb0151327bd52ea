/**
 * forum-hk's voice (seed 002, 『空洞骑士』 版杀) as a {@link VoiceFamily}: a thin adapter over this
 * folder — the narration `narrate*.ts`, the status `status.ts`, the card help `card-help.ts`, the
 * lobby's `lobby-texts.ts` and the reject wording `texts.ts`. Members call through (never read an
 * import at load: the voice's modules import each other in circles).
 */
import type { GameEvent, GameState } from "../../../engine/types.ts";
import type { VoiceFamily } from "../index.ts";
import { hkCardHelp } from "./card-help.ts";
import { hkOpening } from "./lobby-texts.ts";
import { narrateHk } from "./narrate.ts";
import { hkStatusText } from "./status.ts";
import { HK_WORDING } from "./texts.ts";

/** forum-hk's voice (see the module comment). */
export const FORUM_HK_VOICE: VoiceFamily = {
  id: "forum-hk",
  narrate: (before: GameState, e: GameEvent, after: GameState) => narrateHk(before, e, after),
  rejectWording: (code) => (Object.hasOwn(HK_WORDING, code) ? HK_WORDING[code] : undefined),
  opening: (judge, b) => hkOpening(judge, b),
  judgeWord: "导演",
  status: (st) => hkStatusText(st),
  help: (st, seat) => hkCardHelp(st, seat),
};
