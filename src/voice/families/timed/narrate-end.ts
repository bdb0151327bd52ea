/**
 * The end of a game as the room hears it (000 §七): last night's deaths when the dawn decides it,
 * the winner and why, every seat's card; a void without a winner.
 */
import { roleSpec } from "../../../engine/roles/index.ts";
import type { GameEvent, GameState } from "../../../engine/types.ts";
import { vocabulary } from "../../../vocab/index.ts";
import { type Msg, say } from "../../../vocab/msg.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import { dawnText, GROUP, joined, type Message } from "../../narrate-voice.ts";

/**
 * Issue 13 item 6: a game decided at dawn (by the night's deaths) first tells the room who died
 * last night, as every dawn does (000 §八(九)1), then the result.
 */
function nightDeathsAtEnd(before: GameState): Message[] {
  if (before.phase.kind !== "night") return [];
  const deaths = before.seats
    .filter((x) => !x.alive && x.diedAt === before.label && !x.announced)
    .map((x) => x.seat)
    .sort((a, b) => a - b);
  return [{ to: GROUP, text: dawnText(deaths) }];
}

/** A `game_ended` event: a void (issue 26 item 10) or the result with every card. */
export function gameEnded(
  before: GameState,
  e: Extract<GameEvent, { type: "game_ended" }>,
  after: GameState,
): Message[] {
  // Issue 26 item 10: a void is announced once (the season's post only adds the game's id)
  // and, the game being over, shows every card as an end does (000 §七).
  if (e.voided) return [{ to: GROUP, text: say("timed_end.voided", { roles: { msg: rolesLine(after) } }) }];
  return [
    ...nightDeathsAtEnd(before),
    {
      to: GROUP,
      text: say("timed_end.ended", {
        winner: { msg: winnerMsg(e.winner) },
        why: { msg: say(winReason(after)) },
        roles: { msg: rolesLine(after) },
      }),
    },
  ];
}

/** Every seat's card, as the end of a game shows them: `1号预言家，2号狼人，…`. */
const rolesLine = (s: GameState): Msg =>
  joined(
    s.seats.map((x) => say("timed_end.role_of", { seat: { seat: x.seat }, card: { card: x.role } })),
    "judge_voice.comma",
  );

/** The result in words, as `winnerWords` says it: `好人阵营胜利`, or `未分胜负` without a (known) winner. */
function winnerMsg(winner: string | null | undefined): Msg {
  const camps = vocabulary("zh-Hans").camp;
  if (!winner || !Object.hasOwn(camps, winner) || camps[winner as keyof typeof camps] === "")
    return say("timed_end.none");
  return say("timed_end.won", { camp: { word: `camp.${winner as keyof typeof camps}` } });
}

/**
 * Why the game ended (000 §七): all wolves out, side-kill (屠边), or bound votes (绑票, 000 §七7);
 * the piper's win: every living player but him and the lovers charmed (T23).
 */
function winReason(s: GameState): PhraseKey {
  if (s.winner === "lovers") return "timed_end.why_lovers";
  if (s.winner === "piper") return "timed_end.why_piper";
  const alive = s.seats.filter((x) => x.alive).map((x) => roleSpec(x.role));
  if (!alive.some((r) => r.team === "wolf")) return "timed_end.why_wolves_out";
  if (!alive.some((r) => r.card === "god")) return "timed_end.why_gods_out";
  if (!alive.some((r) => r.card === "villager")) return "timed_end.why_villagers_out";
  return "timed_end.why_bound";
}
