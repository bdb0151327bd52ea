/**
 * forum-25 (seed 004, 『明星大侦探』 版杀) as a {@link ChatFamily}: a thin adapter over its
 * modules — the desk `desk.ts` (ForumDesk, via `desks.ts`), the grammar `grammar.ts` — and its
 * voice (src/voice/families/forum-25/). Members call through (never read an import at load: the
 * chat's modules import each other in circles).
 */
import { FORUM_25_VOICE } from "../../../voice/families/forum-25/index.ts";
import type { ChatFamily } from "../index.ts";

/** forum-25's family (see the module comment). */
export const FORUM_25_FAMILY: ChatFamily = {
  id: "forum-25",
  voice: FORUM_25_VOICE,
  desk: (desks) => desks.forum,
  tableControls: true,
  silentLobby: false,
};
