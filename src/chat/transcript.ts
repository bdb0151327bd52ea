/**
 * The router's tap on the transcript (issue 26 item 5): files each inbound message of a running
 * game (before it is handled, so it follows the events it found) and then the router's direct
 * replies to it (but a console login link, a credential). A failure to file never stops the
 * message: the line is only missing from the replay (the game itself is unaffected).
 */
import type { Sql } from "../store/commands.ts";
import { heard, said } from "../store/transcript.ts";

/** The parts of an inbound message the transcript keeps (the router's `Inbound`). */
interface Inbound {
  id: string;
  from: { id: string; name: string };
  room: { id: string } | null;
  text: string;
}
/** A direct reply (the router's `Reply`). */
interface Reply {
  to: { room: string } | { contact: string };
  text: string;
}

/** Files `m` (rule clock `atMs`); the returned function files the replies to it. */
export async function tapTranscript(sql: Sql, m: Inbound, atMs: number): Promise<(out: Reply[]) => Promise<void>> {
  const h = await heard(
    sql,
    { id: m.id, fromId: m.from.id, name: m.from.name, roomId: m.room?.id ?? null, text: m.text },
    atMs,
  ).catch(() => null);
  return async (out) => {
    // A console login link is a credential: never kept.
    const kept = out.filter((r) => !r.text.includes("/console/login?t="));
    if (h) await said(sql, h, m.id, m.from.id, kept, atMs).catch(() => {});
  };
}
