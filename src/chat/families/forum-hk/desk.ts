/**
 * The forum-hk desk (seed 002; HK59, HK67, HK70, HK137): what players and directors type in a
 * running forum-hk game becomes engine commands. The router hands it every message of such a
 * game (`deskFor`, src/chat/desks.ts) — the thread (the match group), the wolves' group, the DMs.
 *
 * - Thread (002 投票; HK59): a vote post becomes one `vote` / `change_vote`; the engine's refusals
 *   go to the poster by DM (the outbox); an unreadable vote post is answered in the thread (the
 *   post is public) and counts as no vote; an out player's post is reported to the directors (002
 *   出局: 「角色出局后，不能继续参与讨论」).
 * - Directors (002 判罚制度, 替补; HK137): `代投`, `蓝牌/黄牌/红牌`, `提速`, `延期`, `判负`, `替补` (once per seat), in the thread or by DM;
 *   each is a judge command, an event in the log; `状态` by DM shows the directors' board.
 * - DMs: every act of the seat's card by its 002 name (refusals: the engine's reason by DM, the
 *   outbox), `不发动`, `遗言 …` (HK67), `帮助` (the card's help), `状态` (the public board).
 * - Wolves' group (HK70): the group kill (`杀人 3号`, `刀 3号`, `空刀`, `二刀 3号`).
 */
import type { ForumDays } from "../../../app/forum-days.ts";
import type { GameService } from "../../../app/game-service.ts";
import { calOfState, deadlineOf } from "../../../engine/calendar-hk.ts";
import { HK_ACTS } from "../../../engine/families/forum-hk/acts.ts";
import { sunRound2 } from "../../../engine/families/forum-hk/day.ts";
import { seatSkills } from "../../../engine/families/forum-hk/skills.ts";
import type { ActValue, GameState, Target } from "../../../engine/types.ts";
import { riskyRuling } from "../../confirm.ts";
import { parsePlayer } from "../../phrasing.ts";
import {
  applyRuling,
  directorsOf,
  dm,
  type ForumDesk,
  type ForumGame,
  lastWordsReply,
  type Msg,
  Once,
  type Reply,
  reportOut,
  type SubstituteKit,
  say,
  sendAct,
} from "../forum-25/desk.ts";
import { hkCardHelp, hkGainedText } from "./card-help.ts";
import { type HkDirectorIntent, parseHkDirector, parseHkDm } from "./grammar.ts";
import { teamRoomSeats } from "./narrate-private.ts";
import { hkDirectorBoard, hkStatusText } from "./status.ts";
import { hkActName } from "./texts.ts";
import { parseHkVotePost } from "./vote-posts.ts";
import { hhmm, roomSeats } from "./words.ts";

/**
 * forum-hk's part of a `替补` (002 替补: the substitute receives the character's card, identity and
 * actions): the wolves' group and the 警队's when the seat is in them (HK132, HK71, HK91), the card's help.
 */
const HK_SUBSTITUTE: SubstituteKit = {
  rooms: (st, seat) => [
    ...(roomSeats(st).includes(seat) ? (["wolves"] as const) : []),
    // HK91: the 警队's group (the calendar games' second private room, `narrate-private.ts` TEAM).
    ...(teamRoomSeats(st).includes(seat) ? (["sisters"] as const) : []),
  ],
  card: (st, seat) => hkCardHelp(st, seat),
  rule: "继承前任的角色、身份、行动和判罚",
};

/** A forum-hk director's commands (002 判罚制度, 替补; HK137), the answer to any other DM of his. */
export const HK_DIRECTOR_HELP =
  "导演指令（群里或私聊）：代投 3号 5号 / 黄牌 3号 理由（蓝牌、红牌同）/ 提速 19:00 / 延期（关门顺延到下一个日期的 21:00）/ 判负 狼人 / 替补 3号 @某人 / 回答 3号 是（天师的通天，仅私聊；否、无法回答同）/ 状态（全部身份，仅导演可见）。导演没有技能；空洞骑士规则没有暂停、跳过等法官控制。";

/** The directors' answers as they type them (HK118). */
const ANSWER_ZH: Readonly<Record<string, string>> = { yes: "是", no: "否", unanswerable: "无法回答" };

/** How a DM that is no command is answered: what to send instead. */
const NOT_UNDERSTOOD = "没看懂这条消息。发动技能请写“技能名 座位号”，例如：";

export class HkDesk {
  private readonly once = new Once();

  constructor(
    private readonly deps: {
      service: GameService;
      /** The forum calendar's app side: last words are kept there (`writeLastWords`, HK67). */
      forum: ForumDays;
      /** `替补` (002 替补): the calendar desks' one substitution path, given forum-hk's kit. */
      substitute?: ForumDesk["substitute"];
      /** A game's directors (the opener and the added ones): 天师's question goes to them (HK118). */
      directors?: (gameId: string) => Promise<string[]>;
    },
  ) {}

  /** A message in the thread of a running forum-hk game; `state` reads its state once. */
  async thread(
    m: Msg,
    game: ForumGame,
    state: () => Promise<GameState | null> = () => this.deps.service.state(game.id),
  ): Promise<Reply[]> {
    if (directorsOf(game).includes(m.from.id)) {
      const d = parseHkDirector(m.text, (m.mentions?.length ?? 0) > 0);
      return d ? this.director(m, game, d, "group") : [];
    }
    const seat = game.seats.find((x) => x.playerId === m.from.id)?.seat;
    if (seat === undefined) return [];
    const st = await state();
    if (!st || st.phase.kind === "ended") return [];
    const x = st.seats[seat - 1];
    if (!x.alive && x.announced) {
      // 002 出局: an out character may no longer take part in the discussion.
      return reportOut(this.once, game, seat, st.label, m.from.id, {
        directors: `已出局的${seat}号在讨论帖发言（002 出局：出局后不能继续参与讨论），请导演判罚（例如：黄牌 ${seat}号 出局后发言）。`,
        him: "你已出局，不能再在讨论帖发言（出局后不能继续参与讨论），已报告导演。",
      });
    }
    // HK149 (太阳 「只有太阳指定的角色可以发言（包括在投票帖发言）」): in round 2 only the named may post.
    if (sunRound2(st) && st.phase.kind === "hk" && !(st.hk?.speakers?.[String(st.phase.day)] ?? []).includes(seat))
      return reportOut(this.once, game, seat, `${st.label}-sun`, m.from.id, {
        directors: `${seat}号不在太阳指定的名单里，却在日不落第二轮发言（只有太阳指定的角色可以发言），请导演判罚（例如：黄牌 ${seat}号 日不落发言）。`,
        him: "日不落第二轮（15:00 起）只有太阳指定的角色可以发言和投票，你不在名单里，这条不算数，已报告导演。",
      });
    // 002 潜水 (the app's, HK63): every message of a living seat while 正午 runs is a post of that day,
    // counted by message id (a message delivered again is one post).
    if (st.phase.kind === "hk" && st.phase.stage === "noon")
      await this.deps.forum.posts.count(game.id, seat, st.phase.day, m.id);
    const post = parseHkVotePost(m.text, st.seats.length);
    if (!post) {
      // A skill typed in the thread (`杀人 3号`, `冰冻 3号`) is not taken there; he is told by DM only
      // (a word in the thread would show his card).
      const act = parseHkDm(m.text);
      return act?.kind === "act" || act?.kind === "decline"
        ? [dm(m.from.id, "技能请私聊我发动（狼人的刀口在狼人群里发）；讨论帖里只收投票。这条没有生效。")]
        : [];
    }
    if (post.kind === "bad_ballot") return [say(game.matchGroupId, `${seat}号：${post.text}`)];
    // HK59: the engine checks the time, the target and the one change; its refusal goes by DM.
    await this.send(game.id, seat, m, post.change ? "change_vote" : "vote", post.target);
    return [];
  }

  /** A director's command, in the thread or by DM (002 判罚制度; HK137); each is a judge command. */
  async director(m: Msg, game: ForumGame, d: HkDirectorIntent, where: "group" | "dm"): Promise<Reply[]> {
    const answer = (text: Reply["text"]) => [where === "group" ? say(game.matchGroupId, text) : dm(m.from.id, text)];
    if (d.kind === "bad") return answer(d.text);
    if (d.kind === "add_director") return answer("游戏开始后不能再加导演：请在开房后、开始前在群里“加导演 @x”。");
    if (d.kind === "answer")
      return where === "dm"
        ? this.answer(m, game, d.seat, d.value)
        : [dm(m.from.id, "通天的回答请私聊我发送（群里所有人都看得到），这条没有执行。")];
    if (d.kind === "substitute")
      return this.deps.substitute
        ? this.deps.substitute(m, game, d.seat, d.who, where, HK_SUBSTITUTE)
        : [dm(m.from.id, "替补暂时不能办理：请稍后再试。")];
    return applyRuling(this.deps.service, m, game, d);
  }

  /** HK118: a director's answer to 天师 `seat`'s question (the judge step `answer`), by DM only. */
  private async answer(m: Msg, game: ForumGame, seat: number, value: string): Promise<Reply[]> {
    const what = `回答${seat}号的通天：${ANSWER_ZH[value] ?? value}`;
    if (seat < 1 || seat > game.seats.length) return [dm(m.from.id, `本局只有1到${game.seats.length}号。`)];
    const r = await this.deps.service.handle(
      game.id,
      { type: "judge", ruling: "answer", seat, value },
      { messageId: `${m.id}-director` },
    );
    return [dm(m.from.id, r.ok ? `已执行：${what}。` : `没有执行（${what}）：${r.text}`)];
  }

  /**
   * A director's DM: his command, `状态` (the board with every card), the directors' commands for a
   * player's command or a table control; null for anything else.
   */
  async directorDm(m: Msg, game: ForumGame, state: () => Promise<GameState | null>): Promise<Reply[] | null> {
    const d = parseHkDirector(m.text, false);
    if (d) return this.director(m, game, d, "dm");
    // A player's command or a timed table's control gets the directors' commands: a director has no
    // skill and forum-hk no table controls. Anything else (the season's queries …) goes on.
    if (m.text.trim() !== "状态")
      return parseHkDm(m.text) ||
        parsePlayer(m.text, "dm")?.kind === "judge" ||
        riskyRuling(m.text) ||
        m.text.trim() === "帮助"
        ? [dm(m.from.id, HK_DIRECTOR_HELP)]
        : null;
    const st = await state();
    return [dm(m.from.id, st ? hkDirectorBoard(st) : "找不到这局游戏的状态。")];
  }

  /** A seat's DM in a running forum-hk game. */
  async direct(m: Msg, gameId: string, seat: number, st: GameState): Promise<Reply[]> {
    const me = m.from.id;
    const intent = parseHkDm(m.text);
    if (!intent) return [dm(me, `${NOT_UNDERSTOOD}${exampleOf(st, seat)}。发送“帮助”查看你的技能。`)];
    switch (intent.kind) {
      case "help":
        return [dm(me, hkCardHelp(st, seat))];
      case "status": {
        // HK25: a seat's own 状态 adds the skills it gained (its card's are in 帮助).
        const gained = hkGainedText(st, seat);
        return [dm(me, gained ? `${hkStatusText(st)}\n${gained}` : hkStatusText(st))];
      }
      case "vote_by_dm":
        return [dm(me, "投票要在群里（讨论帖）发，私聊不算：例如在群里发“投票 5号”，或“弃权”。")];
      case "bad":
        return [dm(me, intent.text)];
      case "last_words": {
        return [dm(me, await lastWordsReply(this.deps.forum, gameId, st, seat, intent.text))];
      }
      case "decline": {
        const act = declineAct(st, seat, intent.act);
        if (typeof act !== "string") return [dm(me, act.text)];
        await this.send(gameId, seat, m, act, null);
        return [];
      }
      case "act": {
        if (intent.act === "ask") return this.ask(m, gameId, seat, st, intent.value);
        await this.send(gameId, seat, m, intent.act, intent.target, intent.value);
        return intent.note ? [dm(me, intent.note)] : [];
      }
    }
  }

  /**
   * HK118: 天师's 通天 — the act with its question; once accepted, the question goes to every
   * director by DM with how to answer (a refusal reaches him as any act's, by the outbox).
   */
  private async ask(m: Msg, gameId: string, seat: number, st: GameState, question?: ActValue): Promise<Reply[]> {
    const r = await this.deps.service.handle(
      gameId,
      { type: "act", seat, act: "ask", target: null, ...(question !== undefined ? { value: question } : {}) },
      { messageId: m.id },
    );
    if (!r.ok || r.duplicate || typeof question !== "string") return [];
    const cal = calOfState(st);
    const ph = st.phase;
    const due = cal && ph.kind === "hk" ? hhmm(st, deadlineOf(cal, ph.day, "blockB")) : "深夜结束";
    const text = `${seat}号（天师）通天提问：“${question}”\n请私聊我“回答 ${seat}号 是”（或“否”“无法回答”）。${due} 前回答的，${due} 告诉他；之后回答的立刻告诉他。他在 ${due} 前再次提问的，以最后一次为准。`;
    return (await (this.deps.directors?.(gameId) ?? Promise.resolve([]))).map((d) => dm(d, text));
  }

  /** A message in the wolves' group (HK70): the group kill; other skills go by DM. */
  async wolves(m: Msg, gameId: string, seat: number, _st: GameState): Promise<Reply[]> {
    const intent = parseHkDm(m.text);
    if (intent?.kind === "bad") return [dm(m.from.id, intent.text)];
    if (intent?.kind !== "act") return [];
    if (intent.act !== "kill") return [dm(m.from.id, "狼群里只收杀人（杀人 3号 / 刀 3号 / 空刀）；其他技能请私聊我。")];
    await this.send(gameId, seat, m, "kill", intent.target, intent.value);
    return [];
  }

  /** One act to the engine; a refusal reaches the seat by DM with its reason (the outbox). */
  private send(gameId: string, seat: number, m: Msg, act: string, target: Target, value?: ActValue): Promise<void> {
    return sendAct(this.deps.service, gameId, seat, m, act, target, value);
  }
}

/** The acts of seat `seat`'s skills (its card's, then the ones it gained, HK25). */
function cardActs(st: GameState, seat: number): string[] {
  return seatSkills(st, seat).flatMap((r) => Object.keys(r.skill.acts));
}

/** A DM example from the seat's own card (`冰冻 3号`), or the group kill's. */
function exampleOf(st: GameState, seat: number): string {
  const act = cardActs(st, seat).find((a) => HK_ACTS[a]?.target !== "none") ?? "kill";
  return `${hkActName(act)} 3号`;
}

/**
 * `不发动` / `放弃 <技能名>`: the act to send with no target — the named one, else the card's one act
 * that may name nobody (最后一枪, 报复: HK138), the witch's 不用药, or the group's 空刀 (HK70) — or why none.
 */
function declineAct(st: GameState, seat: number, named?: string): string | { text: string } {
  // HK148: an act whose word alone is its use (时光倒流) has no declining act: not sending it is declining.
  const nullable = (a: string) => (HK_ACTS[a]?.target === "living_or_null" && !HK_ACTS[a]?.bareIsNull) || a === "pass";
  if (named && HK_ACTS[named]?.bareIsNull)
    return { text: `好的，不发动“${hkActName(named)}”：什么都不用发，时段结束就算放弃。` };
  if (named) return nullable(named) ? named : { text: `“${hkActName(named)}”不能选择不发动：不想用就不发。` };
  const mine = cardActs(st, seat).filter(nullable);
  if (mine.length === 1) return mine[0];
  if (mine.length > 1)
    return { text: `请写明不发动哪个技能，例如：${mine.map((a) => `不发动${hkActName(a)}`).join(" / ")}` };
  return { text: "你的技能不用发“不发动”：不想用就不发。狼人不杀人请发“空刀”。" };
}
