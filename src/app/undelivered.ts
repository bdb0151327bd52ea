/**
 * The judge's report of an outbox row that failed for good (issue 15 item 1): where it was going
 * and what it said, rendered in his language at delivery.
 */
import type { OutboxRow as Row } from "../store/outbox.ts";
import { type Msg, render, say, storedMsg } from "../vocab/msg.ts";

/** Where a row was going, for the judge's report (a phrase of `router.to_*`). */
function destination(r: Row): Msg {
  const seat = { seat: r.seat ?? 0 };
  if (r.op === "room_create") return say("router.to_room_create");
  if (r.op === "room_add") return say("router.to_room_add", { seat });
  if (r.op === "room_remove") return say("router.to_room_remove", { seat });
  if (r.audience === "group") return say("router.to_group");
  if (r.audience === "wolves") return say("router.to_wolves");
  if (r.audience === "lovers") return say("router.to_lovers");
  if (r.audience === "sisters") return say("router.to_sisters");
  if (r.audience === "seat") return say("router.to_seat", { seat });
  if (r.audience === "room") return say("router.to_room", { id: r.roomId ?? "" });
  return say("router.to_contact", { id: r.contactId ?? "" });
}

/** The longest quote of an undelivered message in the judge's report (characters of its 简体). */
const QUOTE_CHARS = 300;

/**
 * The judge's report of row `r`, which failed for good: where it was going and, when it said
 * something, what (the message itself, rendered in the judge's language; a long one cut to its
 * first {@link QUOTE_CHARS} characters of 简体).
 */
export function undeliveredReport(r: Row): Msg {
  const msg = storedMsg(r);
  const said = render(msg);
  const args = { n: r.attempts, to: { msg: destination(r) } };
  if (!said) return say("router.undelivered", args);
  const quote = said.length > QUOTE_CHARS ? said.slice(0, QUOTE_CHARS) : { msg };
  return say("router.undelivered_quote", { ...args, said: quote });
}
