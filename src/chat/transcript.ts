/**
 * The router's tap on the transcript (issue 26 item 5): files each inbound message of a running
 * game (before it is handled, so it follows the events it found) and then the router's direct
 * replies to it (but a console login link, a credential). A failure to file never stops the
 * message: the line is only missing from the replay (the game itself is unaffected).
 *
 * The message itself is filed by the router's look-up (store/whereabouts.ts `hearRoom` for a
 * room, `hearContact` for a DM: one statement for both; issue 24 goal 4) — or, for a command in a
 * room the router keeps, by the command's own write (`MessageContext.unverified`) — which hands
 * the tap what it filed ({@link Tap.found}).
 */
import type { Sql } from "../store/commands.ts";
import { type Heard, said } from "../store/transcript.ts";
import { type Msg, render } from "../vocab/msg.ts";

/** The parts of an inbound message the transcript keeps (the router's `Inbound`). */
interface Inbound {
  id: string;
  from: { id: string; name: string };
  room: { id: string } | null;
  text: string;
}
/** A direct reply (the router's `Reply`): its words before their language. */
interface Reply {
  to: { room: string } | { contact: string };
  text: Msg;
}

/** One message's filing (see the module comment). */
export interface Tap {
  /** The rule clock (ms) the message arrived at. */
  readonly atMs: number;
  /** Where the look-up filed `m` (null: nowhere). */
  found(h: Heard | null): void;
  /** Files the replies to `m`, if `m` was filed. */
  replies(out: Reply[]): Promise<void>;
}

/** The tap of message `m` (rule clock `atMs`). */
export function tapTranscript(sql: Sql, m: Inbound, atMs: number): Tap {
  let h: Heard | null = null;
  return {
    atMs,
    found: (x) => {
      h = x;
    },
    replies: async (out) => {
      // A console login link is a credential: never kept. The transcript keeps the words before
      // their language (the replay renders them in its reader's) and in 简体.
      const kept = out.filter((r) => !render(r.text).includes("/console/login?t="));
      if (h) await said(sql, h, m.id, m.from.id, kept, atMs).catch(() => {});
    },
  };
}
