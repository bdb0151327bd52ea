/**
 * The outbox sender: delivers committed messages in order (by row id). A row is claimed
 * (`pending → sending`, one at a time), delivered, then marked `sent`. After a crash, rows left
 * `sending` are in doubt: if the transport can confirm delivery they are marked sent, else they
 * go back to `pending` and are sent again (at-least-once for a transport that cannot tell).
 */
import type { Logger } from "pino";
import type { Db } from "../store/db.ts";
import type { OutboundMessage, Transport } from "./ports.ts";

interface Row {
  id: bigint;
  gameId: string;
  audience: string;
  seat: number | null;
  contactId: string | null;
  text: string;
  op: string;
  members: number[] | null;
}

export class OutboxSender {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly log: Logger,
  ) {}

  /** Resolves the rows a crash left in doubt. Call once at start-up, before `kick`. */
  async recoverInDoubt(): Promise<{ confirmed: number; requeued: number }> {
    const rows = await this.db.outboxMessage.findMany({ where: { status: "sending" }, orderBy: { id: "asc" } });
    let confirmed = 0;
    for (const r of rows) {
      const sent = (await this.transport.confirm?.(r.id)) === true;
      await this.db.outboxMessage.update({
        where: { id: r.id },
        data: sent ? { status: "sent", sentAt: new Date() } : { status: "pending" },
      });
      if (sent) confirmed++;
    }
    return { confirmed, requeued: rows.length - confirmed };
  }

  /** Starts (or re-runs) delivery of everything pending. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, "outbox delivery failed; will retry on the next kick"))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits until the current delivery run is over. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const rows = await this.db.$queryRaw<Row[]>`
        UPDATE "OutboxMessage" SET status = 'sending', attempts = attempts + 1
        WHERE id = (SELECT id FROM "OutboxMessage" WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, "gameId", audience, seat, "contactId", text, op, members`;
      const row = rows[0];
      if (!row) return;
      const msg: OutboundMessage = {
        ...row,
        audience: row.audience as OutboundMessage["audience"],
        op: row.op as OutboundMessage["op"],
        members: row.members ?? [],
      };
      await this.transport.deliver(msg);
      await this.db.outboxMessage.update({ where: { id: row.id }, data: { status: "sent", sentAt: new Date() } });
    }
  }
}
