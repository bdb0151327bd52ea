/**
 * forum-hk (seed 002, 『空洞骑士』 版杀) as a {@link ChatFamily}: a thin adapter over `families/forum-hk/` — the
 * desk `desk.ts` (HkDesk, via `desks.ts`), the grammar `grammar.ts`, the vote posts `vote-posts.ts` — and its
 * voice (src/voice/families/forum-hk/: narration, status, card help, the lobby's texts, the reject wording).
 * Members call through (never read an import at load: the chat's modules import each other in circles).
 */
import { FORUM_HK_VOICE } from "../../../voice/families/forum-hk/index.ts";
import type { ChatFamily } from "../index.ts";

/** forum-hk's family (see the module comment). */
export const FORUM_HK_FAMILY: ChatFamily = {
  id: "forum-hk",
  voice: FORUM_HK_VOICE,
  desk: (desks) => desks.hk,
  // HK137: forum-hk's directors have no table controls; its desk answers with their commands.
  tableControls: false,
  silentLobby: false,
};
