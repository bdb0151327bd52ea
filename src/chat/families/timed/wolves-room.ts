/**
 * The wolves' room of a timed game: knife proposals at night; after dawn it must be silent
 * (000 §九3: a wolf who talks there after dawn gets one `wolf_talk` ruling per day). Only the
 * room's members are believed.
 */
import { inWolfRoom } from "../../../engine/roles/index.ts";
import { say, typedCmd } from "../../../vocab/msg.ts";
import type { MessageContext } from "../../context.ts";
import type { Reply } from "../../inbound.ts";
import { parsePlayer } from "../../phrasing.ts";
import { tell } from "./table-policing.ts";

/** The wolves' room (see the module comment); one per router. */
export class WolvesRoom {
  constructor(
    /** Whether `key` of `scope` (a game id) is new; kept from now on (the router's debounce; `ctx` the message taking it). */
    private readonly first: (scope: string, key: string, ctx?: MessageContext) => boolean,
  ) {}

  /** A message in the wolves' room of the timed game of `ctx`. */
  async handle(ctx: MessageContext): Promise<Reply[]> {
    const { seat, game } = ctx;
    if (seat === null || !game) return [];
    const st = await ctx.state();
    // Ended since the room was looked up: nothing to rule on (and no debounce key to keep, goal 5).
    if (!st || st.phase.kind === "ended") return [];
    // Only the room's members post there; a network that delivers anyone else's message is not
    // believed (no ruling on the wolves for a villager's words, no reply naming the room's rules).
    if (!inWolfRoom(st, st.seats[seat - 1])) return [];
    if (st.label.startsWith("D")) {
      if (!this.first(game.id, `wolftalk:${st.label}`, ctx)) return [];
      await ctx.act({ type: "judge", ruling: "wolf_talk", seat }, { suffix: "-wolf" });
      return [];
    }
    const intent = parsePlayer(ctx.m.text, "wolves");
    if (intent?.kind === "act" && intent.act === "kill") {
      await ctx.act({ type: "act", seat, act: "kill", target: intent.target ?? null });
      return [];
    }
    if (intent?.kind === "act")
      return [
        tell(
          ctx.m.from.id,
          say("table_replies.knife_only", {
            kill: typedCmd("杀X号", "kill N"),
            confirm: { msg: "X号确定" },
            none: typedCmd("空刀", "no kill"),
          }),
        ),
      ];
    if (intent?.kind === "bad") return [ctx.dm(intent.text)];
    return [];
  }
}
