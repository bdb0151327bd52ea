/**
 * forum-25's voice (seed 004, 『明星大侦探』 版杀) as a {@link VoiceFamily}: a thin adapter over this
 * folder — the narration `narrate*.ts`, the status board `status.ts`, the seat's card `narrate.ts`.
 * Members call through (never read an import at load: the voice's modules import each other in
 * circles).
 */
import type { Board } from "../../../engine/boards.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { lines, type Msg, say, typedCmd } from "../../../vocab/msg.ts";
import type { VoiceFamily } from "../index.ts";
import { cardText, forumIntro, narrateForum } from "./narrate.ts";
import { boardArg } from "./narrate-texts.ts";
import { statusText } from "./status.ts";

/** forum-25's opening (004 1L, 2L; F1): the room, then the rules a player needs before the start. */
function opening(judge: string, b: Board): Msg {
  return lines([
    say("f25_thread.opening", { judge, board: boardArg(b, b.id), n: b.seats, start: typedCmd("开始", "start") }),
    forumIntro(b.seats),
  ]);
}

/** forum-25's voice (see the module comment). */
export const FORUM_25_VOICE: VoiceFamily = {
  id: "forum-25",
  narrate: (before: GameState, e: GameEvent, after: GameState) => narrateForum(before, e, after),
  rejectWording: () => undefined,
  opening: (judge, b) => opening(judge, b),
  judgeWord: "导演",
  status: (st) => statusText(st),
  help: (st, seat) => cardText(st, seat),
};
