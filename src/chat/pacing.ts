/**
 * Outbound pacing per WeChat account (issue 13 item 1): WeChat throttles (and flags) accounts
 * that send fast, so every send of the account — outbox deliveries, direct replies, greetings —
 * waits for a token of one shared bucket: `perMinute` tokens a minute, at most `burst` saved up.
 * Sends are started strictly in the order they asked (FIFO), so the order of each conversation,
 * which its callers already keep by awaiting one send before the next, is kept. When a send has
 * waited longer than `behindMs`, a warning says how far behind the account is (at most once per
 * `behindMs`), and an info line says when it has caught up.
 */
import type { Logger } from "pino";
import type { OutboundMessage, Transport } from "../app/ports.ts";

/** The pacing of one account. `perMinute` 0 = unpaced (the mocked network). */
export interface PacingOptions {
  /** Messages a minute, sustained (default 40). */
  perMinute: number;
  /** Messages that may go at once after a quiet spell (default 5). */
  burst: number;
  /** A wait longer than this is logged as "behind", wall ms (default 10 000). */
  behindMs?: number;
}

/** The default pacing of a real account: 40 a minute, bursts of 5. */
export const DEFAULT_PACING: PacingOptions = { perMinute: 40, burst: 5 };

/** Pacing from `CHAT_SEND_PER_MINUTE` / `CHAT_SEND_BURST`, else `fallback`. */
export function pacingFromEnv(fallback: PacingOptions): PacingOptions {
  const num = (name: string, d: number) => {
    const v = Number(process.env[name]);
    return process.env[name] !== undefined && process.env[name] !== "" && Number.isFinite(v) && v >= 0 ? v : d;
  };
  return {
    perMinute: num("CHAT_SEND_PER_MINUTE", fallback.perMinute),
    burst: Math.max(1, num("CHAT_SEND_BURST", fallback.burst)),
  };
}

interface Waiter {
  askedAt: number;
  go: () => void;
}

/** A token bucket with a FIFO queue (see module comment). */
export class Pacer {
  private tokens: number;
  private last: number;
  private readonly queue: Waiter[] = [];
  private timer: NodeJS.Timeout | null = null;
  private behindSince: number | null = null;
  private lastWarn = 0;
  private readonly behindMs: number;

  constructor(
    private readonly o: PacingOptions,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = o.burst;
    this.last = now();
    this.behindMs = o.behindMs ?? 10_000;
  }

  /** Sends waiting for their turn now. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `send` when the account may send again; resolves or rejects with it. */
  async run<T>(send: () => Promise<T>): Promise<T> {
    if (this.o.perMinute > 0) await this.turn();
    return send();
  }

  private turn(): Promise<void> {
    return new Promise((go) => {
      this.queue.push({ askedAt: this.now(), go });
      this.pump();
    });
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.o.burst, this.tokens + ((t - this.last) * this.o.perMinute) / 60_000);
    this.last = t;
  }

  private pump(): void {
    if (this.timer) return;
    this.refill();
    while (this.queue.length > 0 && this.tokens >= 1) {
      this.tokens -= 1;
      const w = this.queue.shift() as Waiter;
      this.noteWait(this.now() - w.askedAt);
      w.go();
    }
    if (this.queue.length === 0) {
      if (this.behindSince !== null) {
        this.log.info({ behindForMs: this.now() - this.behindSince }, "wechat: outbound messages caught up");
        this.behindSince = null;
      }
      return;
    }
    const waitMs = Math.ceil(((1 - this.tokens) * 60_000) / this.o.perMinute);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, waitMs);
  }

  private noteWait(waitedMs: number): void {
    if (waitedMs < this.behindMs) return;
    const t = this.now();
    this.behindSince ??= t;
    if (t - this.lastWarn < this.behindMs) return;
    this.lastWarn = t;
    this.log.warn(
      { waitedMs, waiting: this.queue.length, perMinute: this.o.perMinute },
      `wechat: outbound messages are behind: one waited ${Math.round(waitedMs / 1000)} s, ${this.queue.length} more waiting (CHAT_SEND_PER_MINUTE=${this.o.perMinute})`,
    );
  }

  /** Drops the pending wake-up (at shutdown); queued sends are released at once. */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const w of this.queue.splice(0)) w.go();
  }
}

/** A {@link Transport} whose deliveries wait for the account's {@link Pacer}. */
export class PacedTransport implements Transport {
  constructor(
    private readonly inner: Transport,
    private readonly pacer: Pacer,
  ) {
    if (inner.confirm) this.confirm = (id) => (inner.confirm as (id: bigint) => Promise<boolean>)(id);
    this.prepare = inner.prepare?.bind(inner);
  }

  confirm?: (id: bigint) => Promise<boolean>;
  /** The inner transport's batch addresses (not paced: it sends nothing). */
  prepare?: Transport["prepare"];

  deliver(m: OutboundMessage): Promise<void> {
    return this.pacer.run(() => this.inner.deliver(m));
  }
}
