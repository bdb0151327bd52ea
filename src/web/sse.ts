/**
 * A plain `text/event-stream` reply (server-sent events): named events with JSON data, a
 * comment every 15 s so proxies keep the stream open, and a signal when the reader leaves.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

/** An open event stream. */
export interface EventStream {
  send(event: string, data: unknown): void;
  /** Aborted when the reader closes the stream. */
  readonly signal: AbortSignal;
}

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
    ac.abort();
  };
  req.raw.on("close", close);
  reply.raw.on("error", close);
  return {
    send(event, data) {
      if (ac.signal.aborted) return;
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    signal: ac.signal,
  };
}

/** Runs `tick` every `ms` until the stream closes (one tick at a time). */
export async function everyUntilClosed(stream: EventStream, ms: number, tick: () => Promise<void>): Promise<void> {
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
