/**
 * The season's texts as the chat reads them (000 §二, §五4, §九): a game's 对局编号 and record link,
 * offences, the appeal window in hours, and the inspector's record of a game with its judge
 * interventions. They live below the app in src/ranked/record-texts.ts (issue 23: messages
 * rendered at delivery; the app imports nothing from the chat); re-exported here for the chat's
 * discipline replies (src/chat/discipline.ts).
 */
import type { OffenceKind } from "../ranked/ledger.ts";
import { offenceMsg } from "../ranked/record-texts.ts";
import { render } from "../vocab/msg.ts";

export {
  hoursText,
  inspectorRecord,
  interventionLine,
  type JudgeActed,
  offenceMsg,
  recordLink,
  shortId,
} from "../ranked/record-texts.ts";

/** Offences in 简体, with their clause (000 §九6, §九1); {@link offenceMsg} in the reader's language. */
export const OFFENCE_ZH: Record<OffenceKind, string> = {
  role_card: render(offenceMsg("role_card")),
  outside: render(offenceMsg("outside")),
};
