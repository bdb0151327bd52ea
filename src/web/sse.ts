/**
 * A plain `text/event-stream` reply (server-sent events): named events with JSON data, a
 * comment every 15 s so proxies keep the stream open, and a signal when the reader leaves.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

/** An open event stream. */
export interface EventStream {
  send(event: string, data: unknown): void;
  /** Sends `json` (already serialised: one serialisation for many watchers) as event `event`. */
  sendJson(event: string, json: string): void;
  /** Ends the stream from the server's side (after a last event: the table closed, the game over; issue 26 item 8). */
  end(): void;
  /** Aborted when the reader closes the stream or `end` is called. */
  readonly signal: AbortSignal;
}

/** A reader this far behind (bytes queued, not read) is dropped: a stream never buffers without bound. */
export const MAX_BACKLOG_BYTES = 1 << 20;

/** Takes over `reply` as an event stream. */
export function openEventStream(req: FastifyRequest, reply: FastifyReply): EventStream {
  const ac = new AbortController();
  reply.hijack();
  reply.raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  reply.raw.write(": open\n\n");
  const beat = setInterval(() => reply.raw.write(": ping\n\n"), 15_000);
  const close = () => {
    clearInterval(beat);
    if (!ac.signal.aborted) ac.abort();
  };
  req.raw.on("close", close);
  reply.raw.on("close", close);
  reply.raw.on("error", close);
  const sendJson = (event: string, json: string) => {
    if (ac.signal.aborted) return;
    if (reply.raw.writableLength > MAX_BACKLOG_BYTES) {
      reply.raw.destroy();
      close();
      return;
    }
    reply.raw.write(`event: ${event}\ndata: ${json}\n\n`);
  };
  return {
    send: (event, data) => sendJson(event, JSON.stringify(data)),
    sendJson,
    end: () => {
      if (!reply.raw.writableEnded) reply.raw.end();
      close();
    },
    signal: ac.signal,
  };
}

/** Runs `tick` every `ms` until the stream closes (one tick at a time). */
export async function everyUntilClosed(
  stream: Pick<EventStream, "signal" | "send" | "sendJson">,
  ms: number,
  tick: () => Promise<void>,
): Promise<void> {
  let wake: () => void = () => {};
  stream.signal.addEventListener("abort", () => wake(), { once: true });
  while (!stream.signal.aborted) {
    await tick();
    await new Promise<void>((r) => {
      const t = setTimeout(r, ms);
      wake = () => {
        clearTimeout(t);
        r();
      };
    });
  }
}
