/**
 * A seated player's DMs in a timed game (000 §八(二)10, R24: every night act, vote, sign-up and
 * shot is private): his acts, 不发动, status questions, help, and the closest command when a
 * message is not understood. A forum-25 seat's DMs go to the forum desk.
 */

import { boardById } from "../engine/boards.ts";
import { roleSpec } from "../engine/roles/index.ts";
import { type Ruleset, rulesetOf } from "../engine/rulesets/index.ts";
import type { ActId, GameState, Target } from "../engine/types.ts";
import type { GameLookups } from "../store/games.ts";
import type { ContactPlace } from "../store/whereabouts.ts";
import { knifeByDmTexts } from "./confirm.ts";
import type { ForumDesk } from "./forum.ts";
import { type ActIntent, HELP } from "./grammar.ts";
import { dm, type Inbound, type Reply, type RouterDeps } from "./inbound.ts";
import type { JudgeControls } from "./judge-controls.ts";
import type { Lobby } from "./lobby.ts";
import type { PlayerIntent } from "./phrasing.ts";
import { dmHelp } from "./rules-text.ts";
import { closestCommand, type statusQuery, timeLeftText, turnText } from "./status.ts";

/** Sends a player's act to the game; the service DMs the seat if the engine refuses it. */
export async function sendAct(
  deps: Pick<RouterDeps, "service">,
  gameId: string,
  seat: number,
  m: Inbound,
  act: ActId | string,
  target: Target,
  value?: number,
): Promise<void> {
  const cmd =
    value === undefined
      ? { type: "act" as const, seat, act, target }
      : { type: "act" as const, seat, act, target, value };
  await deps.service.handle(gameId, cmd, { messageId: m.id });
}

/** A seated player's DM help: his game's ruleset and board (issue 10 item 5). */
function helpOf(st: GameState): string {
  const rules: Ruleset = rulesetOf(st.setup.ruleset);
  const board = boardById(st.setup.board);
  return board ? dmHelp(rules, board) : HELP.dm;
}

/**
 * Issue 26 item 10: a dead shooter's 开枪 outside his shot phase — told that his time is over
 * (his window closed: fired, declined or timed out) or that it has not come yet (his death is not
 * announced, the occasion still owes him the shot); null when the engine should rule (alive, a
 * death that allows no shot, his shot phase open).
 */
export function lateShot(st: GameState | null, seat: number): string | null {
  const x = st?.seats[seat - 1];
  if (!st || !x || x.alive || (st.phase.kind === "shot" && st.phase.seat === seat)) return null;
  if (roleSpec(x.role).shootsOnDeath?.(x, rulesetOf(st.setup.ruleset)) !== true) return null;
  if (st.occasion?.shots.includes(seat) || !x.announced) return "还没轮到你开枪：轮到时法官会私聊通知你。";
  return "开枪时间已过，这次开枪不算。";
}

/** A seated player's DMs (see the module comment); one per router. */
export class SeatDms {
  constructor(
    private readonly deps: RouterDeps,
    private readonly games: GameLookups,
    private readonly judge: JudgeControls,
    private readonly lobby: Lobby,
    private readonly forumDesk: ForumDesk | null,
  ) {}

  /** A DM of the player of `seatRow` (his seat in a running game, as looked up for this message). */
  async handle(
    m: Inbound,
    seatRow: NonNullable<ContactPlace["seat"]>,
    intent: PlayerIntent | null,
    query: ReturnType<typeof statusQuery>,
  ): Promise<Reply[]> {
    const me = m.from.id;
    const { gameId, seat } = seatRow;
    const st = await this.deps.service.stateAt(gameId, seatRow.version);
    if (!st) return [];
    if (st.setup.ruleset === "forum-25" && this.forumDesk) return this.forumDesk.direct(m, gameId, seat, st);
    const help = helpOf(st);
    if (/^(不发动|不发动技能|不用|放弃)$/.test(m.text.trim())) return this.decline(m, gameId, seat, st);
    // Issue 13 item 2: a player's status questions get the public part.
    if (query) {
      const now = (this.deps.clock ?? Date.now)();
      if (query === "board") return [dm(me, await this.judge.board(gameId, "public"))];
      return [dm(me, query === "turn" ? turnText(st, now) : timeLeftText(st, now))];
    }
    const ph = st.phase;
    switch (intent?.kind) {
      case "seat":
        // A day skill's window (bard, knight) takes a bare seat number as its target.
        if (ph.kind === "window" && ph.seat === seat) {
          await sendAct(this.deps, gameId, seat, m, ph.act, intent.seat);
          return [];
        }
        if (st.phase.kind === "signup") {
          if (intent.seat !== seat) return [dm(me, `你是${seat}号，上警请私聊你自己的座位号“${seat}”。`)];
          await sendAct(this.deps, gameId, seat, m, "run", null);
          return [];
        }
        return [dm(me, `现在不是上警报名时间。${closestCommand(st, seat)}`)];
      case "act":
        return this.privateAct(m, gameId, seat, intent);
      case "no_run":
        return [
          dm(
            me,
            ph.kind === "signup"
              ? "好的：不上警不用发消息，报名时间内没有私聊座位号或“上警”就是不上警。"
              : "现在不是上警报名时间，不用回复。",
          ),
        ];
      case "judge":
        return [dm(me, "只有本局法官可以使用法官指令。")];
      case "bad":
        return [dm(me, intent.text)];
      case "stats":
      case "leaderboard":
        return this.lobby.season(m, intent.kind);
      case "help":
        return [dm(me, help)];
      default:
        // Issue 13 item 2: the closest command for the sender's own card and phase.
        return [dm(me, `没看懂这条消息。${closestCommand(st, seat)}`)];
    }
  }
  private async privateAct(m: Inbound, gameId: string, seat: number, intent: ActIntent): Promise<Reply[]> {
    const me = m.from.id;
    if (intent.seat !== undefined && intent.seat !== seat)
      return [dm(me, `你是${seat}号，只能为自己操作（你写的是${intent.seat}号）。`)];
    switch (intent.act) {
      case "self_destruct":
        return [dm(me, "自爆要在比赛群公屏打“爆”或“boom”（手册§八(七)1），私聊不算。")];
      case "withdraw":
        return [dm(me, `退水要在比赛群里打“${seat}号退水”（手册§八(四)3）。`)];
      case "end_speech":
      case "start_speech":
        return [dm(me, "发言在比赛群里进行：开始打座位号，结束打“过”。")];
      case "kill":
        return this.knifeByDm(m, gameId, seat, intent.target ?? null);
      case "shoot": {
        const late = lateShot(await this.deps.service.state(gameId), seat);
        if (late) return [dm(me, late)];
        await sendAct(this.deps, gameId, seat, m, "shoot", intent.target ?? null);
        return [];
      }
      default: {
        // T23: players say 魅惑 for the piper's charm too; a piper's `charm` is his `pipe`.
        const st = intent.act === "charm" ? await this.deps.service.state(gameId) : null;
        const a =
          st && roleSpec(st.seats[seat - 1]?.role ?? "villager").night?.acts.includes("pipe") ? "pipe" : intent.act;
        await sendAct(this.deps, gameId, seat, m, a, intent.target ?? null, intent.value);
        return [];
      }
    }
  }

  /**
   * Issue 25 item 10: a wolf's knife typed by DM counts as in the wolves' room, and is confirmed
   * like every other night act (`已收到`); the room is told, so it sees every proposal as when it
   * is typed there. A refused knife is answered by the service, as for any act.
   */
  private async knifeByDm(m: Inbound, gameId: string, seat: number, target: Target): Promise<Reply[]> {
    const r = await this.deps.service.handle(gameId, { type: "act", seat, act: "kill", target }, { messageId: m.id });
    if (!r.ok || r.duplicate) return [];
    const wolfRoomId = await this.games.wolfRoomOf(gameId);
    const t = knifeByDmTexts(seat, typeof target === "number" ? target : null);
    return [dm(m.from.id, t.dm), ...(wolfRoomId ? [{ to: { room: wolfRoomId }, text: t.room }] : [])];
  }

  /**
   * `不发动`: declines the skill the seat is asked for now — a day skill's window, or the night
   * skill of its card (the seer, guard, wolf beauty, silence elder, fortune teller may skip, R26;
   * the witch passes). Roles that must act (dreamweaver, R15) get the engine's refusal.
   */
  private async decline(m: Inbound, gameId: string, seat: number, st: GameState): Promise<Reply[]> {
    const ph = st.phase;
    if (ph.kind === "window" && ph.seat === seat) {
      await sendAct(this.deps, gameId, seat, m, ph.act, null);
      return [];
    }
    const skill = roleSpec(st.seats[seat - 1].role).night;
    if (ph.kind === "night" && skill) {
      const act = skill.acts.includes("pass") ? "pass" : skill.acts[0];
      await sendAct(this.deps, gameId, seat, m, act, null);
      return [];
    }
    return [dm(m.from.id, "现在没有等你发动的技能。")];
  }
}
