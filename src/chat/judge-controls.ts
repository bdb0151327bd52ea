/**
 * The judge's controls by DM (000 §二 法官最大; issue 13 items 2 and 4): 状态 (the status board,
 * also the inspector's, read-only), 暂停 / 继续 / 延时 / 跳过 / 更正 / 警告 — each an event in the
 * game's log — and the rulings that need a reason and a 确认 (作废, 踢出X号, 判X号自爆).
 */
import type { JudgeCommand } from "../engine/types.ts";
import type { GameLookups } from "../store/games.ts";
import { type Msg, say } from "../vocab/msg.ts";
import { boardMsg, type Viewer } from "../voice/status.ts";
import { cleanName } from "./clean.ts";
import { confirmation, Pending, type RiskyRuling, riskyRuling, whatMsg } from "./confirm.ts";
import type { MessageContext } from "./context.ts";
import type { DisciplineDesk } from "./discipline.ts";
import { chatFamilyOf } from "./families/index.ts";
import { dm, type Reply, type RouterDeps } from "./inbound.ts";
import type { PlayerIntent } from "./phrasing.ts";

/** The judge's DM commands, for 帮助 (the `help` phrasebook). */
export const JUDGE_HELP: Msg = say("help.judge", {
  status: { msg: "状态" },
  more: { msg: "延时30秒" },
  skip: { msg: "跳过" },
  correct: { msg: "更正5号 投3" },
  warn: { msg: "警告3号" },
  boom: { msg: "判3号自爆 理由" },
  eject: { msg: "踢出3号 理由" },
  void: { msg: "作废 理由" },
  confirm: { msg: "确认" },
  report: { msg: "违规 上一局 3号 晒身份" },
  outside: { msg: "场外" },
});

/** The judge's controls (see the module comment); one per router. */
export class JudgeControls {
  /** Rulings waiting for the judge's 确认, by judge (issue 13 item 4). */
  private readonly rulings = new Pending<RiskyRuling & { gameId: string }>();

  constructor(
    private readonly deps: RouterDeps,
    private readonly desk: DisciplineDesk,
    private readonly games: GameLookups,
  ) {}

  /** The judge's DM controls (000 §二 法官最大); each is an event in the game's log. */
  async control(ctx: MessageContext, gameId: string, intent: PlayerIntent | null): Promise<Reply[]> {
    const { m, me } = ctx;
    if (intent?.kind !== "judge") return [dm(me, await this.board(ctx, gameId, "judge"))];
    const cmd: JudgeCommand = { type: "judge", ruling: intent.control };
    if (intent.seat !== undefined) cmd.seat = intent.seat;
    if (intent.seconds !== undefined) cmd.seconds = intent.seconds;
    if (intent.correction) {
      cmd.act = intent.correction.act;
      cmd.target = intent.correction.target ?? null;
    }
    // The answer is written with the command (issue 24 goal 3): a replay after a crash answers nothing more.
    const done = m.text.trim();
    const r = await ctx.act(cmd, {
      gameId,
      answer: (res) => [
        dm(me, res.ok ? say("dm_desk.done", { typed: done }) : say("dm_desk.not_done", { why: { msg: res.msg } })),
      ],
    });
    return r.replies;
  }

  /**
   * Issue 13 item 4: `作废` / `踢出X号` / `判X号自爆` of a judge with a running game need a reason and
   * a 确认 (see `confirm.ts`); `确认` / `取消` answer the pending one. Null: not such a message.
   */
  async guarded(ctx: MessageContext): Promise<Reply[] | null> {
    const { m, me } = ctx;
    const answer = confirmation(m.text);
    if (answer && this.rulings.has(me)) {
      const r = this.rulings.take(me);
      if (!r || answer === "no")
        return [dm(me, r ? say("dm_desk.cancelled", { what: { msg: whatMsg(r) } }) : say("dm_desk.nothing_pending"))];
      if (r.control === "void") return this.desk.handle(m, { kind: "void", reason: r.reason });
      const cmd: JudgeCommand = { type: "judge", ruling: r.control, reason: r.reason };
      if (r.seat !== undefined) cmd.seat = r.seat;
      const done = await ctx.act(cmd, {
        gameId: r.gameId,
        answer: (res) => [
          dm(
            me,
            res.ok
              ? say("dm_desk.ruled", { what: { msg: whatMsg(r) }, reason: r.reason })
              : say("dm_desk.not_done", { why: { msg: res.msg } }),
          ),
        ],
      });
      return done.replies;
    }
    const risky = riskyRuling(m.text);
    if (!risky) return null;
    const game = await this.games.runningJudgedBy(me);
    if (!game) return null;
    // forum-hk's directors have no table controls (HK137): its desk answers with their commands.
    if (!chatFamilyOf(game).tableControls) return null;
    const example = risky.control === "void" ? "作废 三名玩家掉线无法继续" : `${risky.what} 多次场外交流`;
    const what = { msg: whatMsg(risky) };
    if (!risky.reason) return [dm(me, say("dm_desk.reason_needed", { what, cmd: { msg: example } }))];
    this.rulings.set(me, { ...risky, gameId: game.id });
    return [
      dm(me, say("dm_desk.confirm", { what, reason: risky.reason, cmd: { msg: "确认" }, cmd2: { msg: "取消" } })),
    ];
  }

  /**
   * The status board of `gameId` for `viewer` (issue 13 item 2), with each seat's display name;
   * the state is the message's (`ctx.state`, read once per message).
   */
  async board(ctx: MessageContext, gameId: string, viewer: Viewer): Promise<Msg> {
    const st = await ctx.state(gameId);
    if (!st) return say("dm_desk.no_state");
    const names: Record<number, string> = {};
    for (const [seat, name] of Object.entries(await this.games.seatNames(gameId)))
      names[Number(seat)] = cleanName(name);
    return boardMsg(st, { viewer, names, nowMs: (this.deps.clock ?? Date.now)() });
  }
}
