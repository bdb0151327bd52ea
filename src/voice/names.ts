/**
 * A ruleset's and a board's name as the chat says it (issue 23): the vocabulary's words, or a
 * custom board's own name; used by the rooms (app/rooms.ts re-exports them) and the rules' help.
 */
import { type Board, CUSTOM_BOARD } from "../engine/boards.ts";
import { anyBoard, RULESETS } from "../engine/rulesets/index.ts";
import { type Msg, say } from "../vocab/msg.ts";

/** A ruleset's name as the chat says it (`排位赛`, `经典`, `桌游`; English `ranked`, …): the vocabulary's. */
export function rulesName(r: { id: string; zh: string }): Msg {
  return Object.hasOwn(RULESETS, r.id) ? say("common.name", { name: { ruleset: r.id } }) : r.zh;
}

/** A board's name as the chat says it (the vocabulary's: `444预女猎白`, `4-4-4 Seer, Witch, Hunter, Idiot`); a custom board's in the chat's language. */
export function boardName(b: Pick<Board, "id" | "zh">): Msg {
  if (b.id === CUSTOM_BOARD) return say("rooms.custom_board");
  return anyBoard(b.id) ? say("common.name", { name: { board: b.id } }) : b.zh;
}
