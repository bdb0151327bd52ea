/**
 * Event streams that a flood cannot turn against the games (issue 25 item 1):
 * - `StreamGate` caps the open streams per client (IP) and in total; past a cap a new stream is
 *   answered at once with 429 (this client) or 503 (the server), a sentence in the request's
 *   language (a page for a browser that navigates to it, JSON otherwise) and `Retry-After`. `guardStreams` applies it to
 *   every route whose path ends in `/events`.
 * - `SharedPolls` runs ONE poll loop per key (a game) shared by all its watchers: N watchers cost
 *   one database read per period, not N. A newcomer is sent the current state first.
 * - A loop ends (issue 26 item 8): when its channel says the table closed or the game is over, every
 *   watcher gets a last `end` event (`{detail}`: "这桌已关闭", "本局已结束" in the loop's language) and its stream is ended,
 *   so a closed store is never polled again. A failing tick is logged once, then once per 100.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Logger } from "pino";
import { DEFAULT_LANG, type Lang, phrase } from "../vocab/index.ts";
import { langOf } from "./lang.ts";
import { esc } from "./pages.ts";
import type { EventStream } from "./sse.ts";

/** Default cap of open streams per client IP (`STREAMS_PER_CLIENT`). */
export const STREAMS_PER_CLIENT = 20;
/** Default cap of open streams in the whole process (`STREAMS_TOTAL`). */
export const STREAMS_TOTAL = 1_000;
/** Seconds a refused client is asked to wait (`Retry-After`). */
const RETRY_AFTER_S = 30;

/** The caps (counts of open streams). */
export interface StreamLimits {
  perClient: number;
  total: number;
}

/** The caps from `STREAMS_PER_CLIENT` / `STREAMS_TOTAL`, else the defaults. */
export function streamLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): StreamLimits {
  const n = (v: string | undefined, d: number) => {
    const x = Number(v);
    return Number.isInteger(x) && x > 0 ? x : d;
  };
  return { perClient: n(env.STREAMS_PER_CLIENT, STREAMS_PER_CLIENT), total: n(env.STREAMS_TOTAL, STREAMS_TOTAL) };
}

/** A refused stream: the HTTP status, and the sentence shown (`n`: the cap it names). */
export interface Refusal {
  code: 429 | 503;
  error: "too_many_streams" | "server_busy";
  n: number;
}

/** Counts open streams per client and in total. */
export class StreamGate {
  private readonly byClient = new Map<string, number>();
  private count = 0;

  constructor(readonly limits: StreamLimits = streamLimitsFromEnv()) {}

  /** Open streams now (all clients). */
  get open(): number {
    return this.count;
  }

  /** Takes a slot for `client`: its release (idempotent), or why not. */
  enter(client: string): { release: () => void } | Refusal {
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) return { code: 429, error: "too_many_streams", n: this.limits.perClient };
    if (this.count >= this.limits.total) return { code: 503, error: "server_busy", n: this.limits.total };
    this.byClient.set(client, mine + 1);
    this.count++;
    let done = false;
    return {
      release: () => {
        if (done) return;
        done = true;
        this.count--;
        const left = (this.byClient.get(client) ?? 1) - 1;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
      },
    };
  }
}

/** The refusal page's `<html lang>`: 简体's as it always was (zh-CN), else the language's own tag. */
const htmlLang = (lang: Lang): string => (lang === "zh-Hans" ? "zh-CN" : lang);

/** A refusal's sentence in `lang`. */
export const refusalText = (r: Refusal, lang: Lang = DEFAULT_LANG): string =>
  phrase(lang, `web_answers.${r.error}`, { n: r.n });

/** Answers a refused stream in the request's language: a page for a browser's navigation, JSON otherwise. */
export function refuse(req: FastifyRequest, reply: FastifyReply, r: Refusal): FastifyReply {
  reply.code(r.code).header("retry-after", String(RETRY_AFTER_S)).header("cache-control", "no-store");
  const lang = langOf(req);
  const detail = refusalText(r, lang);
  if (String(req.headers.accept ?? "").includes("text/html")) {
    const later = esc(phrase(lang, "web_answers.try_later"));
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><title>${later} · ${esc(phrase(lang, "web.site"))}</title><link rel="stylesheet" href="/assets/app.css"></head><body><main><h1>${later}</h1><p>${esc(detail)}</p><p><a href="/">${esc(phrase(lang, "web_answers.back_to_games"))}</a></p></main></body></html>`,
      );
  }
  return reply.send({ error: r.error, detail });
}

/** Applies `gate` to every route whose path ends in `/events` (each holds its slot until the reply closes). */
export function guardStreams(app: FastifyInstance, gate: StreamGate): void {
  app.addHook("onRequest", async (req, reply) => {
    if (!req.routeOptions.url?.endsWith("/events")) return;
    const slot = gate.enter(req.ip);
    if ("code" in slot) return refuse(req, reply, slot);
    reply.raw.once("close", slot.release);
  });
}

/** One event for a stream. */
export interface Frame {
  event: string;
  data: unknown;
}

/** Why a stream ends, as the page shows it (issue 26 item 8). */
export interface StreamEnd {
  /** `closed`: the table (its store) is gone; `over`: the game ended (its last lines were sent). */
  reason: "closed" | "over";
  /** "这桌已关闭" / "本局已结束", in the stream's language. */
  detail: string;
}

/** The end of a table whose store is gone (a playground table closed), in `lang`. */
export const tableClosed = (lang: Lang = DEFAULT_LANG): StreamEnd => ({
  reason: "closed",
  detail: phrase(lang, "web_page.stream_closed"),
});
/** The end of a finished game's stream, in `lang`. */
export const gameOver = (lang: Lang = DEFAULT_LANG): StreamEnd => ({
  reason: "over",
  detail: phrase(lang, "web_page.stream_over"),
});

/**
 * What one shared loop reads. `tick` reads what changed and calls `emit` for each new frame,
 * synchronously with its own state change (so `catchUp` never overlaps an emitted frame); it
 * returns a `StreamEnd` when nothing more will ever change (the loop then ends every watcher).
 */
export interface Channel {
  tick(emit: (f: Frame) => void): Promise<StreamEnd | undefined>;
  /** The frames a watcher joining now is sent first (the current table, the lines so far). */
  catchUp(): Frame[];
}

interface Loop {
  watchers: Set<EventStream>;
  channel: Promise<Channel>;
  running: boolean;
}

/** One poll loop per key, shared by every stream watching that key. */
export class SharedPolls {
  private readonly loops = new Map<string, Loop>();
  /** Ticks run so far (all keys), for tests and the stream script. */
  ticks = 0;
  /** Loops ended by their channel (a closed table, a finished game) so far. */
  ended = 0;

  /** @param periodMs wall ms between two ticks of a loop. */
  constructor(
    private readonly periodMs: number,
    private readonly log: Pick<Logger, "warn">,
  ) {}

  /** Keys with a loop now. */
  get keys(): number {
    return this.loops.size;
  }

  /** Whether a loop runs (or is being made) for `key`. */
  has(key: string): boolean {
    return this.loops.has(key);
  }

  /**
   * Adds `stream` to the loop of `key` (its channel made with `make` when there is none; a failing
   * `make` is re-thrown to each waiting watcher) and resolves when the stream closes. The loop
   * stops when its last watcher leaves.
   */
  async watch(key: string, stream: EventStream, make: () => Promise<Channel>): Promise<void> {
    let loop = this.loops.get(key);
    if (!loop) {
      const created: Loop = { watchers: new Set(), channel: make(), running: false };
      loop = created;
      this.loops.set(key, created);
      created.channel.catch(() => {
        if (this.loops.get(key) === created) this.loops.delete(key);
      });
    }
    const channel = await loop.channel;
    // The loop ended while its channel was made: join (or start) the current one.
    if (this.loops.get(key) !== loop) return this.watch(key, stream, make);
    if (stream.signal.aborted) {
      if (!loop.running && loop.watchers.size === 0) this.loops.delete(key);
      return;
    }
    for (const f of channel.catchUp()) stream.send(f.event, f.data);
    loop.watchers.add(stream);
    if (!loop.running) {
      loop.running = true;
      void this.run(key, loop, channel);
    }
    const mine = loop;
    await new Promise<void>((resolve) =>
      stream.signal.addEventListener(
        "abort",
        () => {
          mine.watchers.delete(stream);
          resolve();
        },
        { once: true },
      ),
    );
  }

  private async run(key: string, loop: Loop, ch: Channel): Promise<void> {
    let failures = 0;
    for (;;) {
      this.ticks++;
      let end: StreamEnd | undefined;
      try {
        end = await ch.tick((f) => {
          const json = JSON.stringify(f.data);
          for (const w of loop.watchers) w.sendJson(f.event, json);
        });
        failures = 0;
      } catch (err) {
        // One line per outage, not one per tick (issue 26 item 8).
        if (failures++ % 100 === 0) this.log.warn({ err, key, failures }, "shared stream tick failed");
      }
      if (end) {
        // Off the map first: a watcher arriving now starts a fresh loop (which ends at once, after its catch-up).
        if (this.loops.get(key) === loop) this.loops.delete(key);
        const json = JSON.stringify(end);
        for (const w of [...loop.watchers]) {
          w.sendJson("end", json);
          w.end();
        }
        loop.watchers.clear();
        this.ended++;
        break;
      }
      if (loop.watchers.size === 0) break;
      await new Promise((r) => setTimeout(r, this.periodMs));
      if (loop.watchers.size === 0) break;
    }
    loop.running = false;
    if (this.loops.get(key) === loop) this.loops.delete(key);
  }
}
