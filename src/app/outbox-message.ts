/** An outbox row as the transport's message (src/app/outbox.ts). */
import type { OutboxRow as Row } from "../store/outbox.ts";
import type { GameAddresses } from "../store/whereabouts.ts";
import { storedMsg } from "../vocab/msg.ts";
import type { OutboundMessage } from "./ports.ts";

/** Row `row` as a message to deliver; `addresses`, when of its game, ride along (the transport needs no look-up). */
export function toMessage(row: Row, addresses?: GameAddresses): OutboundMessage {
  return {
    ...(addresses && addresses.id === row.gameId ? { addresses } : {}),
    id: row.id,
    gameId: row.gameId,
    audience: row.audience as OutboundMessage["audience"],
    seat: row.seat,
    contactId: row.contactId,
    roomId: row.roomId,
    text: storedMsg(row),
    op: row.op as OutboundMessage["op"],
    members: row.members ?? [],
    attempt: row.attempts,
  };
}
