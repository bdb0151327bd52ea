/**
 * Transports until the Wechaty adapter lands (their text rendered in 简体): a pino log line per message, and an append-only
 * JSON-lines file (used by the crash tests: it can confirm what it received).
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import type { Logger } from "pino";
import { render } from "../vocab/msg.ts";
import type { OutboundMessage, Transport } from "./ports.ts";

export class LogTransport implements Transport {
  constructor(private readonly log: Logger) {}
  async deliver(m: OutboundMessage): Promise<void> {
    this.log.info({ gameId: m.gameId, to: m.audience, seat: m.seat ?? undefined, op: m.op }, render(m.text));
  }
}

/**
 * One JSON line per message (`{id, gameId, to, seat, text, by?}`, the text in 简体), appended with one write, so
 * several processes may share the file; `by` names the process that delivered it.
 */
export class FileTransport implements Transport {
  constructor(
    private readonly path: string,
    private readonly by?: string,
  ) {}
  async deliver(m: OutboundMessage): Promise<void> {
    const line = { id: String(m.id), gameId: m.gameId, to: m.audience, seat: m.seat, text: render(m.text) };
    appendFileSync(this.path, `${JSON.stringify(this.by ? { ...line, by: this.by } : line)}\n`);
  }
  async confirm(id: bigint): Promise<boolean> {
    if (!existsSync(this.path)) return false;
    const want = `{"id":"${String(id)}",`;
    return readFileSync(this.path, "utf8")
      .split("\n")
      .some((l) => l.startsWith(want));
  }
}
