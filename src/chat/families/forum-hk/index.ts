/**
 * forum-hk (seed 002, 『空洞骑士』 版杀) as a {@link ChatFamily}: a thin adapter over `families/forum-hk/` — the
 * desk `families/forum-hk/desk.ts` (HkDesk, via `desks.ts`), the grammar `families/forum-hk/grammar.ts`, the voice
 * `narrate*.ts`, the status `families/forum-hk/status.ts`, the card help `families/forum-hk/card-help.ts`, the lobby's
 * `families/forum-hk/lobby-texts.ts` and the reject wording `texts.ts`. Members call through (never read an
 * import at load: the chat's modules import each other in circles).
 */
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { hkCardHelp } from "../../../voice/families/forum-hk/card-help.ts";
import { hkOpening } from "../../../voice/families/forum-hk/lobby-texts.ts";
import { narrateHk } from "../../../voice/families/forum-hk/narrate.ts";
import { hkStatusText } from "../../../voice/families/forum-hk/status.ts";
import { HK_WORDING } from "../../../voice/families/forum-hk/texts.ts";
import type { ChatFamily } from "../index.ts";

/** forum-hk's family (see the module comment). */
export const FORUM_HK_FAMILY: ChatFamily = {
  id: "forum-hk",
  desk: (desks) => desks.hk,
  voice: (before: GameState, e: GameEvent, after: GameState) => narrateHk(before, e, after),
  rejectWording: (code) => (Object.hasOwn(HK_WORDING, code) ? HK_WORDING[code] : undefined),
  // HK137: forum-hk's directors have no table controls; its desk answers with their commands.
  tableControls: false,
  opening: (judge, b) => hkOpening(judge, b),
  judgeWord: "导演",
  silentLobby: false,
  status: (st) => hkStatusText(st),
  help: (st, seat) => hkCardHelp(st, seat),
};
