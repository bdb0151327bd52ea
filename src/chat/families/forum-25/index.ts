/**
 * forum-25 (seed 004, 『明星大侦探』 版杀) as a {@link ChatFamily}: a thin adapter over its
 * modules — the desk `forum.ts` (ForumDesk, via `desks.ts`), the grammar `forum-grammar.ts`, the
 * voice `narrate-forum*.ts`. Members call through (never read an import at load: the chat's
 * modules import each other in circles).
 */
import type { Board } from "../../../engine/boards.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { lines, type Msg, say } from "../../../vocab/msg.ts";
import { cardText, forumIntro, narrateForum } from "../../../voice/families/forum-25/narrate.ts";
import { boardArg } from "../../../voice/families/forum-25/narrate-texts.ts";
import type { ChatFamily } from "../index.ts";
import { statusText } from "./desk.ts";

/** forum-25's opening (004 1L, 2L; F1): the room, then the rules a player needs before the start. */
function opening(judge: string, b: Board): Msg {
  return lines([
    say("f25_thread.opening", { judge, board: boardArg(b, b.id), n: b.seats, start: "开始" }),
    forumIntro(b.seats),
  ]);
}

/** forum-25's family (see the module comment). */
export const FORUM_25_FAMILY: ChatFamily = {
  id: "forum-25",
  desk: (desks) => desks.forum,
  voice: (before: GameState, e: GameEvent, after: GameState) => narrateForum(before, e, after),
  rejectWording: () => undefined,
  tableControls: true,
  opening: (judge, b) => opening(judge, b),
  judgeWord: "导演",
  silentLobby: false,
  status: (st) => statusText(st),
  help: (st, seat) => cardText(st, seat),
};
