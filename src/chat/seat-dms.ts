/**
 * A seated player's DMs in a timed game (000 §八(二)10, R24: every night act, vote, sign-up and
 * shot is private): his acts, 不发动, status questions, help, and the closest command when a
 * message is not understood. A forum-25 seat's DMs go to the forum desk (the router picks by family).
 */

import { boardById } from "../engine/boards.ts";
import { roleSpec } from "../engine/roles/index.ts";
import { type Ruleset, rulesetOf } from "../engine/rulesets/index.ts";
import type { GameState, Target } from "../engine/types.ts";
import type { GameLookups } from "../store/games.ts";
import { type Msg, render, say } from "../vocab/msg.ts";
import { dmHelpMsg } from "../voice/rules-text.ts";
import { closestCommandMsg, timeLeftMsg, turnMsg } from "../voice/status.ts";
import { commandText } from "./canonical.ts";
import { knifeByDmMsgs } from "./confirm.ts";
import type { MessageContext } from "./context.ts";
import { type ActIntent, HELP_MSG } from "./grammar.ts";
import { dm, type Reply, type RouterDeps } from "./inbound.ts";
import type { JudgeControls } from "./judge-controls.ts";
import type { PlayerIntent } from "./phrasing.ts";
import type { SeasonQueries } from "./season-queries.ts";
import type { StatusQuery } from "./status-query.ts";

/** A seated player's DM help: his game's ruleset and board (issue 10 item 5). */
function helpOf(st: GameState): Msg {
  const rules: Ruleset = rulesetOf(st.setup.ruleset);
  const board = boardById(st.setup.board);
  return board ? dmHelpMsg(rules, board) : HELP_MSG.dm;
}

/**
 * Issue 26 item 10: a dead shooter's 开枪 outside his shot phase — told that his time is over
 * (his window closed: fired, declined or timed out) or that it has not come yet (his death is not
 * announced, the occasion still owes him the shot); null when the engine should rule (alive, a
 * death that allows no shot, his shot phase open).
 */
export function lateShotMsg(st: GameState | null, seat: number): Msg | null {
  const x = st?.seats[seat - 1];
  if (!st || !x || x.alive || (st.phase.kind === "shot" && st.phase.seat === seat)) return null;
  if (roleSpec(x.role).shootsOnDeath?.(x, rulesetOf(st.setup.ruleset)) !== true) return null;
  if (st.occasion?.shots.includes(seat) || !x.announced) return say("dm_desk.shot_not_yet");
  return say("dm_desk.shot_over");
}

/** {@link lateShotMsg} in 简体. */
export function lateShot(st: GameState | null, seat: number): string | null {
  const m = lateShotMsg(st, seat);
  return m === null ? null : render(m);
}

/** A seated player's DMs (see the module comment); one per router. */
export class SeatDms {
  constructor(
    private readonly deps: RouterDeps,
    private readonly games: GameLookups,
    private readonly judge: JudgeControls,
    private readonly queries: SeasonQueries,
  ) {}

  /** A DM of a seated player of a running timed game (`ctx.game`, `ctx.seat`, as looked up for this message). */
  async handle(ctx: MessageContext, intent: PlayerIntent | null, query: StatusQuery | null): Promise<Reply[]> {
    const { m, me, game, seat } = ctx;
    if (!game || seat === null) return [];
    const gameId = game.id;
    const st = await ctx.state();
    if (!st) return [];
    const help = helpOf(st);
    if (/^(不发动|不发动技能|不用|放弃)$/.test(commandText(m.text))) return this.decline(ctx, seat, st);
    // Issue 13 item 2: a player's status questions get the public part.
    if (query) {
      const now = (this.deps.clock ?? Date.now)();
      if (query === "board") return [dm(me, await this.judge.board(ctx, gameId, "public"))];
      return [dm(me, query === "turn" ? turnMsg(st, now) : timeLeftMsg(st, now))];
    }
    const ph = st.phase;
    switch (intent?.kind) {
      case "seat":
        // A day skill's window (bard, knight) takes a bare seat number as its target.
        if (ph.kind === "window" && ph.seat === seat) {
          await ctx.act({ type: "act", seat, act: ph.act, target: intent.seat });
          return [];
        }
        if (st.phase.kind === "signup") {
          if (intent.seat !== seat) return [dm(me, say("dm_desk.run_own_seat", { seat: { seat }, cmd: String(seat) }))];
          await ctx.act({ type: "act", seat, act: "run", target: null });
          return [];
        }
        return [dm(me, say("dm_desk.not_signup_then", { next: { msg: closestCommandMsg(st, seat) } }))];
      case "act":
        return this.privateAct(ctx, seat, intent);
      case "no_run":
        return [
          dm(
            me,
            ph.kind === "signup"
              ? say("dm_desk.no_run_ok", { cmd: { msg: "上警" } })
              : say("dm_desk.no_run_not_signup"),
          ),
        ];
      case "judge":
        return [dm(me, say("dm_desk.judge_only"))];
      case "bad":
        return [dm(me, intent.text)];
      case "stats":
      case "leaderboard":
        return this.queries.season(m, intent.kind);
      case "help":
        return [dm(me, help)];
      default:
        // Issue 13 item 2: the closest command for the sender's own card and phase.
        return [dm(me, say("dm_desk.not_understood", { next: { msg: closestCommandMsg(st, seat) } }))];
    }
  }

  private async privateAct(ctx: MessageContext, seat: number, intent: ActIntent): Promise<Reply[]> {
    const { me } = ctx;
    if (intent.seat !== undefined && intent.seat !== seat)
      return [dm(me, say("dm_desk.own_seat_only", { seat: { seat }, other: { seat: intent.seat } }))];
    switch (intent.act) {
      case "self_destruct":
        return [dm(me, say("dm_desk.boom_in_group", { cmd: { msg: "爆" } }))];
      case "withdraw":
        return [dm(me, say("dm_desk.withdraw_in_group", { cmd: { msg: `${seat}号退水` } }))];
      case "end_speech":
      case "start_speech":
        return [dm(me, say("dm_desk.speech_in_group"))];
      case "kill":
        return this.knifeByDm(ctx, seat, intent.target ?? null);
      case "shoot": {
        const late = lateShotMsg(await ctx.state(), seat);
        if (late) return [dm(me, late)];
        await ctx.act({ type: "act", seat, act: "shoot", target: intent.target ?? null });
        return [];
      }
      default: {
        // T23: players say 魅惑 for the piper's charm too; a piper's `charm` is his `pipe`.
        const st = intent.act === "charm" ? await ctx.state() : null;
        const a =
          st && roleSpec(st.seats[seat - 1]?.role ?? "villager").night?.acts.includes("pipe") ? "pipe" : intent.act;
        const target = intent.target ?? null;
        await ctx.act(
          intent.value === undefined
            ? { type: "act", seat, act: a, target }
            : { type: "act", seat, act: a, target, value: intent.value },
        );
        return [];
      }
    }
  }

  /**
   * Issue 25 item 10: a wolf's knife typed by DM counts as in the wolves' room, and is confirmed
   * like every other night act (`已收到`); the room is told, so it sees every proposal as when it
   * is typed there. A refused knife is answered by the service, as for any act.
   */
  private async knifeByDm(ctx: MessageContext, seat: number, target: Target): Promise<Reply[]> {
    const gameId = ctx.game?.id;
    if (!gameId) return [];
    const wolfRoomId = await this.games.wolfRoomOf(gameId);
    const t = knifeByDmMsgs(seat, typeof target === "number" ? target : null);
    // Written with the knife's command (issue 24 goal 3): a replay after a crash answers nothing more.
    const r = await ctx.act(
      { type: "act", seat, act: "kill", target },
      {
        answer: (res) =>
          res.ok ? [ctx.dm(t.dm), ...(wolfRoomId ? [{ to: { room: wolfRoomId }, text: t.room }] : [])] : [],
      },
    );
    return r.replies;
  }

  /**
   * `不发动`: declines the skill the seat is asked for now — a day skill's window, or the night
   * skill of its card (the seer, guard, wolf beauty, silence elder, fortune teller may skip, R26;
   * the witch passes). Roles that must act (dreamweaver, R15) get the engine's refusal.
   */
  private async decline(ctx: MessageContext, seat: number, st: GameState): Promise<Reply[]> {
    const ph = st.phase;
    if (ph.kind === "window" && ph.seat === seat) {
      await ctx.act({ type: "act", seat, act: ph.act, target: null });
      return [];
    }
    const skill = roleSpec(st.seats[seat - 1].role).night;
    if (ph.kind === "night" && skill) {
      const act = skill.acts.includes("pass") ? "pass" : skill.acts[0];
      await ctx.act({ type: "act", seat, act, target: null });
      return [];
    }
    return [ctx.dm(say("dm_desk.nothing_to_decline"))];
  }
}
