/** A transport for the outbox tests: records deliveries; a message for which `hold` answers a promise waits for it first. */
import type { OutboundMessage, Transport } from "../../src/app/ports.ts";

export class Recorder implements Transport {
  readonly delivered: OutboundMessage[] = [];
  constructor(private readonly hold: (m: OutboundMessage) => Promise<void> | null = () => null) {}
  async deliver(m: OutboundMessage): Promise<void> {
    await this.hold(m);
    this.delivered.push(m);
  }
  /** Ids delivered in conversation `conv`'s rows (by their `conv`), in delivery order. */
  ids(rows: { id: bigint; conv: string }[], conv: string): bigint[] {
    const of = new Set(rows.filter((r) => r.conv === conv).map((r) => r.id));
    return this.delivered.filter((m) => of.has(m.id)).map((m) => m.id);
  }
}
