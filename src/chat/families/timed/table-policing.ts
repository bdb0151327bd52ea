/**
 * Table policing (a timed game's match group while it runs): speeches, public acts, acts that
 * must go by DM, interruptions and the silence before the campaign.
 *
 * Enforced here (the rest is the engine's):
 * - 000 §五3: a seated player who posts in the match group between room open and the sheriff
 *   campaign is flagged to the judge (once per seat and phase).
 * - 000 §九2 / R25: a seated player's message during another's speech is an interruption: one
 *   warning per speaker turn (the engine's third warning is a judged self-destruct). A player
 *   whose death the group was told cannot be warned: the judge is told instead.
 *
 * Every public reaction (and the speaker's, and its timing) depends only on what the group
 * already knows (issue 15 item 6): a seat counts as dead here only once its death was announced
 * (`announced`), so a night-1 dead player who takes part in the day-1 campaign (R5) is treated
 * exactly like a living one.
 */
import { privateActs } from "../../../engine/roles/index.ts";
import { rulesetOf } from "../../../engine/rulesets/index.ts";
import type { ActId, GameState, Target } from "../../../engine/types.ts";
import type { RoomPlace } from "../../../store/whereabouts.ts";
import { type Msg, say } from "../../../vocab/msg.ts";
import type { MessageContext } from "../../context.ts";
import { parse, parseSeat } from "../../grammar.ts";
import type { Reply } from "../../inbound.ts";
import { parsePlayer } from "../../phrasing.ts";

/** A reply of words `text` (a {@link Msg}, rendered at delivery) to `contact`. */
export const tell = (contact: string, text: Msg): Reply => ({ to: { contact }, text });

/**
 * Acts that must be sent by DM — every night act, votes, sign-ups, shots (000 §八(二)10) and the
 * day skills (000 §八(三)4: the knight's duel, the bard's shift) — never counted from the group
 * (R24). Derived from the cards' skills: every card act of a timed game but the public ones.
 */
export const PRIVATE_ACTS: ReadonlySet<string> = privateActs();
/** Acts that are public by nature and accepted in the group. The hunter may not shoot in public (000 §八(二)10). */
const GROUP_ACTS = new Set<string>(["self_destruct", "end_speech", "withdraw", "order", "badge", "recommend"]);

/** Where a private act must go instead of the group, in players' words. */
function privateHint(a: string): Msg {
  return a === "vote"
    ? say("table_replies.hint_vote", { vote: { msg: "投X号" }, abstain: { msg: "弃票" } })
    : a === "run"
      ? say("table_replies.hint_run")
      : a === "shoot"
        ? say("table_replies.hint_shoot")
        : say("table_replies.hint_skill");
}

/** The match group of a running timed game (see the module comment); one per router. */
export class TablePolicing {
  constructor(
    /** Whether `key` of `scope` (a game id) is new; kept from now on (the router's debounce; `ctx` the message taking it). */
    private readonly first: (scope: string, key: string, ctx?: MessageContext) => boolean,
    /** `比分` while a game runs: the match group's sheet. */
    private readonly matchSheet: (groupId: string) => Promise<Msg>,
  ) {}

  /** A message in the match group of the timed game `place` (looked up for `ctx`). */
  async handle(ctx: MessageContext, place: RoomPlace): Promise<Reply[]> {
    const { m } = ctx;
    const { gameId } = place;
    if (m.from.id === place.judgeId)
      return parse(m.text, "dm")?.kind === "judge" ? [tell(m.from.id, say("table_replies.judge_in_group"))] : [];
    if (place.seat === null) return [];
    const seat = place.seat;
    const st = await ctx.state();
    // Ended since the room was looked up: nothing to rule on (and no debounce key to keep, goal 5).
    if (!st || st.phase.kind === "ended") return [];
    const out: Reply[] = [];
    const named = parseSeat(m.from.name.replace(/^(\d+|[零一二两三四五六七八九十]+)号?.*$/, "$1"));
    if (named !== seat && this.first(gameId, `name:${seat}`, ctx))
      out.push(tell(m.from.id, say("table_replies.nickname", { nick: { msg: `${seat}号` } })));
    const intent = parsePlayer(m.text, "group");
    const act = (a: ActId, target: Target = null) => ctx.act({ type: "act", seat, act: a, target });
    const ph = st.phase;
    const speaker = ph.kind === "speaking" ? ph.queue[ph.idx] : null;

    // R25: during another's speech every message is an interruption, but 爆 and one's own 退水.
    const own = intent?.kind === "act" && (intent.seat === undefined || intent.seat === seat);
    const exempt = intent?.kind === "act" && own && (intent.act === "self_destruct" || intent.act === "withdraw");
    // While the judge has paused the game nobody speaks and the engine counts no warning, so none
    // is given either (issue 13 item 6).
    if (ph.kind === "speaking" && speaker !== seat && !exempt && !st.paused) {
      if (intent?.kind === "act" && PRIVATE_ACTS.has(intent.act)) out.push(tell(m.from.id, privateHint(intent.act)));
      if (!this.first(gameId, `interrupt:${st.phaseSeq}:${seat}`, ctx)) return out;
      if (knownDead(st, seat)) {
        out.push(
          tell(place.judgeId, say("table_replies.dead_talks", { seat: { seat }, speaker: { seat: speaker ?? 0 } })),
        );
        return out;
      }
      // T13: under table there is no interruption ladder (a judge's warn is a deduction there, T21);
      // classic C2: none either.
      if (rulesetOf(st.setup.ruleset).penalties.judge !== "ladder") {
        out.push(tell(m.from.id, say("table_replies.no_interrupt", { speaker: { seat: speaker ?? 0 } })));
        return out;
      }
      // The message's replies are written with the warning (issue 24 goal 3), those before it too (their order kept).
      const warned = tell(m.from.id, say("table_replies.warned", { speaker: { seat: speaker ?? 0 } }));
      const r = await ctx.act(
        { type: "judge", ruling: "warn", seat, auto: { why: "interrupt", speaker: speaker ?? 0 } },
        { suffix: "-warn", answer: () => [...out, warned] },
      );
      return r.replies;
    }

    if (intent?.kind === "act") {
      if (!own)
        return [
          ...out,
          tell(m.from.id, say("table_replies.own_only", { seat: { seat }, typed: { seat: intent.seat ?? 0 } })),
        ];
      if (PRIVATE_ACTS.has(intent.act)) return [...out, tell(m.from.id, privateHint(intent.act))];
      if (GROUP_ACTS.has(intent.act)) {
        await act(intent.act, intent.target ?? null);
        return out;
      }
    }
    if (intent?.kind === "judge") return [...out, tell(m.from.id, say("table_replies.judge_only"))];
    // During a game the match sheet is answered privately (the group is for the game, 000 §八).
    if (intent?.kind === "match_sheet") return [...out, ctx.dm(await this.matchSheet(place.matchGroupId))];
    if (ph.kind === "speaking" && speaker === seat) {
      if (!ph.started) await act("start_speech");
      return out;
    }
    if (beforeCampaign(st) && this.first(gameId, `silent:${seat}`, ctx)) {
      out.push(
        tell(place.judgeId, say("table_replies.before_campaign", { seat: { seat }, cmd: { msg: `踢出${seat}号` } })),
      );
    }
    return out;
  }
}

/** Whether the group was told that `seat` is out (a night death counts only once announced, R5). */
function knownDead(st: GameState, seat: number): boolean {
  const x = st.seats[seat - 1];
  return !x.alive && x.announced;
}

/** 000 §五3: from room open until the sheriff campaign starts (night 1). */
function beforeCampaign(st: GameState): boolean {
  return st.label === "N1";
}
