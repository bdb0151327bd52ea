/** What the outbox tests share: a recording transport and a table to play on. */
import type { GameService } from "../../src/app/game-service.ts";
import type { OutboundMessage, Transport } from "../../src/app/ports.ts";
import type { GameState } from "../../src/engine/types.ts";
import { render } from "../../src/vocab/msg.ts";

/** A 444-idiot game on `service` (match group `<tag>@chatroom`, judge `<tag>_j`): its id, its wolves' seats and the others'. */
export async function tableOf(service: GameService, tag: string) {
  const g = await service.createGame({
    board: "444-idiot",
    seed: 5,
    matchGroupId: `${tag}@chatroom`,
    judgeId: `${tag}_j`,
  });
  if (!g.ok) throw new Error(render(g.msg));
  const st = (await service.state(g.gameId)) as GameState;
  return {
    gameId: g.gameId,
    wolves: st.seats.filter((x) => x.role === "werewolf").map((x) => x.seat),
    good: st.seats.filter((x) => x.role !== "werewolf").map((x) => x.seat),
  };
}

/** A transport that records deliveries; a message for which `hold` answers a promise waits for it first. */
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
