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
import { type Arg, lines, say as phrase, type Msg as Text } from "../../../vocab/msg.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import { hkCardHelp, hkGainedText } from "../../../voice/families/forum-hk/card-help.ts";
import { teamRoomSeats } from "../../../voice/families/forum-hk/narrate-private.ts";
import { hkDirectorBoard, hkStatusText } from "../../../voice/families/forum-hk/status.ts";
import { hkActMsg, hkActName, hkCardMsg } from "../../../voice/families/forum-hk/texts.ts";
import { hhmm, roomSeats } from "../../../voice/families/forum-hk/words.ts";
import { commandText } from "../../canonical.ts";
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
import { type HkDirectorIntent, parseHkDirector, parseHkDm } from "./grammar.ts";
import { parseHkVotePost } from "./vote-posts.ts";

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
  rule: phrase("hk_desk.sub_rule"),
};

/** The `hk_desk` phrase `k` with arguments `a`. */
const hd = (k: string, a?: Record<string, Arg>): Text => phrase(`hk_desk.${k}` as PhraseKey, a);
/** A command as players type it (简体; 繁體 by OpenCC; quoted as is in English). */
const typed = (t: string): Arg => ({ msg: t });

/** A forum-hk director's commands (002 判罚制度, 替补; HK137), the answer to any other DM of his. */
export const HK_DIRECTOR_HELP: Text = hd("director_help", {
  proxy: typed("代投 3号 5号"),
  card: typed("黄牌 3号 理由"),
  blue: typed("蓝牌"),
  red: typed("红牌"),
  speed: typed("提速 19:00"),
  delay: typed("延期"),
  lose: typed("判负 狼人"),
  sub: typed("替补 3号 @某人"),
  answer: typed("回答 3号 是"),
  no: typed("否"),
  na: typed("无法回答"),
  status: typed("状态"),
});

/** The directors' answers (HK118) as a message names them; an unknown value as given. */
const answerArg = (v: string): Arg =>
  v === "yes" || v === "no" || v === "unanswerable" ? { msg: hd(`answer_${v}`) } : v;

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
        directors: hd("out_post_directors", { seat: { seat }, cmd: typed(`黄牌 ${seat}号 出局后发言`) }),
        him: hd("out_post_him"),
      });
    }
    // HK149 (太阳 「只有太阳指定的角色可以发言（包括在投票帖发言）」): in round 2 only the named may post.
    if (sunRound2(st) && st.phase.kind === "hk" && !(st.hk?.speakers?.[String(st.phase.day)] ?? []).includes(seat))
      return reportOut(this.once, game, seat, `${st.label}-sun`, m.from.id, {
        directors: hd("sun_post_directors", { seat: { seat }, cmd: typed(`黄牌 ${seat}号 日不落发言`) }),
        him: hd("sun_post_him"),
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
      return act?.kind === "act" || act?.kind === "decline" ? [dm(m.from.id, hd("skill_in_thread"))] : [];
    }
    if (post.kind === "bad_ballot")
      return [say(game.matchGroupId, hd("seat_said", { seat: { seat }, text: { msg: post.text } }))];
    // HK59: the engine checks the time, the target and the one change; its refusal goes by DM.
    await this.send(game.id, seat, m, post.change ? "change_vote" : "vote", post.target);
    return [];
  }

  /** A director's command, in the thread or by DM (002 判罚制度; HK137); each is a judge command. */
  async director(m: Msg, game: ForumGame, d: HkDirectorIntent, where: "group" | "dm"): Promise<Reply[]> {
    const answer = (text: Reply["text"]) => [where === "group" ? say(game.matchGroupId, text) : dm(m.from.id, text)];
    if (d.kind === "bad") return answer(d.text);
    if (d.kind === "add_director") return answer(hd("add_director_late", { cmd: typed("加导演 @x") }));
    if (d.kind === "answer")
      return where === "dm" ? this.answer(m, game, d.seat, d.value) : [dm(m.from.id, hd("answer_in_group"))];
    if (d.kind === "substitute")
      return this.deps.substitute
        ? this.deps.substitute(m, game, d.seat, d.who, where, HK_SUBSTITUTE)
        : [dm(m.from.id, hd("substitute_unavailable"))];
    return applyRuling(this.deps.service, m, game, d);
  }

  /** HK118: a director's answer to 天师 `seat`'s question (the judge step `answer`), by DM only. */
  private async answer(m: Msg, game: ForumGame, seat: number, value: string): Promise<Reply[]> {
    const what: Arg = { msg: hd("answer_what", { seat: { seat }, value: answerArg(value) }) };
    if (seat < 1 || seat > game.seats.length) return [dm(m.from.id, hd("seats_only", { n: game.seats.length }))];
    const r = await this.deps.service.handle(
      game.id,
      { type: "judge", ruling: "answer", seat, value },
      { messageId: `${m.id}-director` },
    );
    return [dm(m.from.id, r.ok ? hd("done", { what }) : hd("not_done", { what, why: { msg: r.msg } }))];
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
    if (commandText(m.text) !== "状态")
      return parseHkDm(m.text) ||
        parsePlayer(m.text, "dm")?.kind === "judge" ||
        riskyRuling(m.text) ||
        commandText(m.text) === "帮助"
        ? [dm(m.from.id, HK_DIRECTOR_HELP)]
        : null;
    const st = await state();
    return [dm(m.from.id, st ? hkDirectorBoard(st) : hd("no_state"))];
  }

  /** A seat's DM in a running forum-hk game. */
  async direct(m: Msg, gameId: string, seat: number, st: GameState): Promise<Reply[]> {
    const me = m.from.id;
    const intent = parseHkDm(m.text);
    if (!intent) return [dm(me, hd("not_understood", { cmd: typed(exampleOf(st, seat)) }))];
    switch (intent.kind) {
      case "help":
        return [dm(me, hkCardHelp(st, seat))];
      case "status": {
        // HK25: a seat's own 状态 adds the skills it gained (its card's are in 帮助).
        const gained = hkGainedText(st, seat);
        return [dm(me, lines([hkStatusText(st), gained]))];
      }
      case "vote_by_dm":
        return [dm(me, hd("vote_by_dm", { cmd: typed("投票 5号"), cmd2: typed("弃权") }))];
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
    const due: Arg = cal && ph.kind === "hk" ? hhmm(st, deadlineOf(cal, ph.day, "blockB")) : { msg: hd("late_night") };
    const text = hd("ask", {
      seat: { seat },
      card: { msg: hkCardMsg("taoist") },
      question,
      cmd: typed(`回答 ${seat}号 是`),
      no: typed("否"),
      na: typed("无法回答"),
      due,
    });
    return (await (this.deps.directors?.(gameId) ?? Promise.resolve([]))).map((d) => dm(d, text));
  }

  /** A message in the wolves' group (HK70): the group kill; other skills go by DM. */
  async wolves(m: Msg, gameId: string, seat: number, _st: GameState): Promise<Reply[]> {
    const intent = parseHkDm(m.text);
    if (intent?.kind === "bad") return [dm(m.from.id, intent.text)];
    if (intent?.kind !== "act") return [];
    if (intent.act !== "kill")
      return [dm(m.from.id, hd("wolves_kill_only", { cmds: typed("杀人 3号 / 刀 3号 / 空刀") }))];
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
function declineAct(st: GameState, seat: number, named?: string): string | { text: Text } {
  // HK148: an act whose word alone is its use (时光倒流) has no declining act: not sending it is declining.
  const nullable = (a: string) => (HK_ACTS[a]?.target === "living_or_null" && !HK_ACTS[a]?.bareIsNull) || a === "pass";
  if (named && HK_ACTS[named]?.bareIsNull) return { text: hd("decline_bare", { act: { msg: hkActMsg(named) } }) };
  if (named) return nullable(named) ? named : { text: hd("decline_none", { act: { msg: hkActMsg(named) } }) };
  const mine = cardActs(st, seat).filter(nullable);
  if (mine.length === 1) return mine[0];
  if (mine.length > 1)
    return { text: hd("decline_which", { cmds: typed(mine.map((a) => `不发动${hkActName(a)}`).join(" / ")) }) };
  return { text: hd("decline_needless", { cmd: typed("不发动"), cmd2: typed("空刀") }) };
}
