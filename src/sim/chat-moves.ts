/**
 * What a player types for an act (the words of README "In the chat"), for the scripted tables of
 * `npm run chaos` and `npm run bench:load`: where (match group, DM to the bot, wolves' room) and
 * the texts, in order. Null for an act a player does not type.
 */
import type { MockNetwork, WireMessage } from "../chat/mock-network.ts";
import type { Command } from "../engine/types.ts";

/**
 * A scripted player's step that must be answered before the next (opening a room, sitting): runs
 * `say`, then waits up to `ms` (default 10 s) for the bot's first line after it that `pred` accepts.
 * No answer in time is no error: the script goes on, and the game's own checks show what went wrong.
 */
export async function sayThenSee(
  net: MockNetwork,
  say: () => Promise<void>,
  pred: (m: WireMessage) => boolean,
  ms = 10_000,
): Promise<void> {
  const seen = net.waitFor((m) => m.from === net.botUser.id && pred(m), ms, net.wire.length);
  await say();
  await seen.catch(() => undefined);
}

export function chatOf(cmd: Command): { where: "group" | "dm" | "wolves"; texts: string[] } | null {
  if (cmd.type !== "act") return null;
  const t = typeof cmd.target === "number" ? cmd.target : null;
  switch (cmd.act) {
    case "kill":
      return { where: "wolves", texts: [t === null ? "空刀" : `杀${t}号`] };
    case "check":
      return { where: "dm", texts: [`验${t}`] };
    case "save":
      return { where: "dm", texts: ["救"] };
    case "poison":
      return { where: "dm", texts: [`毒${t}`] };
    case "pass":
      return { where: "dm", texts: ["不用药"] };
    case "guard":
      return { where: "dm", texts: [t === null ? "空守" : `守${t}`] };
    case "run":
      return { where: "dm", texts: [String(cmd.seat)] };
    case "withdraw":
      return { where: "group", texts: [`${cmd.seat}号退水`] };
    case "self_destruct":
      return { where: "group", texts: ["爆"] };
    case "end_speech":
      return { where: "group", texts: ["我是好人，听后面的发言。", "过"] };
    case "vote":
      return { where: "dm", texts: [t === null ? "弃票" : `投${t}号`] };
    case "order":
      return { where: "group", texts: [cmd.target === "up" ? "警右" : "警左"] };
    case "shoot":
      return { where: "dm", texts: [t === null ? "不开枪" : `开枪${t}`] };
    case "badge":
      return { where: "dm", texts: [t === null ? "撕警徽" : `移交${t}号`] };
    default:
      return null;
  }
}
