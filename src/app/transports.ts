/**
 * Transports until the Wechaty adapter lands: a pino log line per message, and an append-only
 * JSON-lines file (used by the crash tests: it can confirm what it received).
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import type { Logger } from "pino";
import type { OutboundMessage, Transport } from "./ports.ts";

export class LogTransport implements Transport {
  constructor(private readonly log: Logger) {}
  async deliver(m: OutboundMessage): Promise<void> {
    this.log.info({ gameId: m.gameId, to: m.audience, seat: m.seat ?? undefined, op: m.op }, m.text);
  }
}

export class FileTransport implements Transport {
  constructor(private readonly path: string) {}
  async deliver(m: OutboundMessage): Promise<void> {
    appendFileSync(
      this.path,
      `${JSON.stringify({ id: String(m.id), gameId: m.gameId, to: m.audience, seat: m.seat, text: m.text })}\n`,
    );
  }
  async confirm(id: bigint): Promise<boolean> {
    if (!existsSync(this.path)) return false;
    const want = `{"id":"${String(id)}",`;
    return readFileSync(this.path, "utf8")
      .split("\n")
      .some((l) => l.startsWith(want));
  }
}
