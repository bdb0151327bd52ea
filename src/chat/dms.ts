/**
 * Private chat: one DM goes to the handler of its job — the console link, the judge's guarded
 * rulings and controls, the season and discipline desk, a forum director's commands (by his game's desk), the
 * inspector's board, a match sheet, a seated player's DMs (by his game's family: a calendar game's desk
 * or the timed table's {@link SeatDms}), or the reminder that he sits in no running game.
 */
import { matchSheetText } from "../app/match.ts";
import type { GameLookups } from "../store/games.ts";
import type { ContactPlace } from "../store/whereabouts.ts";
import { inLang, lines, type Msg, say } from "../vocab/msg.ts";
import { commandText } from "./canonical.ts";
import type { MessageContext } from "./context.ts";
import type { CalendarDesks } from "./desks.ts";
import { type DisciplineDesk, STAFF_HELP } from "./discipline.ts";
import { MAX_POST_CHARS } from "./families/forum-25/grammar.ts";
import { HELP_MSG, MAX_COMMAND_CHARS, parseSeasonCommand, TOO_LONG_MSG } from "./grammar.ts";
import type { Reply, RouterDeps } from "./inbound.ts";
import { JUDGE_HELP, type JudgeControls } from "./judge-controls.ts";
import { typedLang } from "./language.ts";
import { parsePlayer } from "./phrasing.ts";
import type { SeasonQueries } from "./season-queries.ts";
import type { SeatDms } from "./seat-dms.ts";
import { statusQuery } from "./status-query.ts";

/** The judge's DM commands, as a judge with no seat reads them when he writes something else. */
export const JUDGING_HELP: Msg = say("help.judge_head", { list: { msg: JUDGE_HELP } });
/** `帮助` by DM from someone in no game: a player's, the judge's and the staff's commands. */
export const NO_GAME_HELP: Msg = lines([HELP_MSG.dm, JUDGING_HELP, STAFF_HELP]);

/** The handlers a DM may go to. */
export interface DmHandlers {
  deps: RouterDeps;
  desk: DisciplineDesk;
  judge: JudgeControls;
  games: GameLookups;
  seatDms: SeatDms;
  season: SeasonQueries;
  /** Calendar games' desks (forum-25, forum-hk), by the game's ruleset. */
  desks: CalendarDesks | null;
  /** Answers `控制台` (the web console's login link), when the web layer set one. */
  consoleLink: () => ((contactId: string, name: string) => Promise<Msg>) | null;
}

/**
 * A DM before its whereabouts are looked up: `null` when it needs them (then {@link direct}
 * answers with the context). Long messages, `控制台`, guarded rulings, `我的id` and the season
 * desk need no game.
 */
export async function beforeLookUp(h: DmHandlers, ctx: MessageContext): Promise<Reply[] | null> {
  const { m, me } = ctx;
  // Every command is short; a long message is answered before any parse (issue 15 item 2). Forum
  // last words (`遗言 …`, F7, HK67) may be a post's length; longer ones are told their limit.
  const long = m.text.trim().length;
  const lastWords = /^(?:遗言|遺言)/.test(m.text.trim());
  if (lastWords && long > MAX_POST_CHARS)
    return [ctx.reply(say("dm_desk.last_words_too_long", { n: MAX_POST_CHARS, cmd: { msg: "遗言 ……" } }))];
  if (long > MAX_COMMAND_CHARS && !lastWords) return [ctx.reply(TOO_LONG_MSG)];
  if (commandText(m.text) === "控制台") {
    const link = h.consoleLink();
    return [ctx.reply(link ? await link(me, m.from.name) : say("dm_desk.no_console"))];
  }
  const guarded = await h.judge.guarded(ctx);
  if (guarded) return guarded;
  // Issue 13 item 1: the contact id, so an admin can certify a judge (PUT /admin/staff/:contactId).
  if (/^我的\s*(id|ID|Id|微信号|微信ID)[?？]?$/.test(commandText(m.text)))
    return [ctx.reply(say("dm_desk.your_id", { id: me }))];
  const discipline = parseSeasonCommand(m.text);
  if (discipline) return h.desk.handle(m, discipline);
  return null;
}

/** A DM whose sender's running games are `place` (one look-up), with `ctx` built from it. */
export async function direct(h: DmHandlers, ctx: MessageContext, place: ContactPlace): Promise<Reply[]> {
  const { m, me } = ctx;
  // Forum directors (004 2L 导演; 002 判罚制度, HK137): their commands by DM, by the game's desk.
  const directed = h.desks && place.directs ? await h.desks.directed(me) : null;
  const directorDesk = directed && h.desks?.deskFor(directed);
  if (directed && directorDesk) {
    const out = await directorDesk.directorDm(m, directed, () => ctx.state(directed.id));
    if (out) return out;
  }
  const judging = place.judging;
  const intent = parsePlayer(m.text, "dm");
  if (judging && (intent?.kind === "judge" || commandText(m.text) === "状态"))
    return h.judge.control(ctx, judging, intent);
  if (judging && intent?.kind === "bad") return [ctx.reply(intent.text)];
  // Issue 13 item 2: the inspector's read-only board of the game he checked in to.
  const query = statusQuery(m.text);
  if (query === "board" && !judging) {
    const inspecting = await h.games.runningInspectedBy(me);
    if (inspecting) return [ctx.reply(await h.judge.board(ctx, inspecting.id, "inspector"))];
  }
  if (intent?.kind === "match_sheet") {
    const match = await h.deps.matches.ofPlayer(me);
    return [ctx.reply(match ? matchSheetText(match) : say("dm_desk.no_match", { cmd: { msg: "开赛 桌游 12人" } }))];
  }
  if (!ctx.game || ctx.seat === null) {
    // Issue 23: in no game, a contact whose language is not known (no choice, no lobby) is
    // answered in the language he typed in (the delivery reads this hint only then).
    const typed = typedLang(m.text);
    const answer = (text: Msg) => [ctx.reply(inLang(text, typed))];
    if (intent?.kind === "stats" || intent?.kind === "leaderboard") return h.season.season(m, intent.kind);
    if (intent?.kind === "help") return answer(NO_GAME_HELP);
    if (judging) return answer(JUDGING_HELP);
    if (intent?.kind === "judge" || commandText(m.text) === "状态") return answer(say("dm_desk.no_game_to_judge"));
    if (intent?.kind === "bad") return answer(intent.text);
    return answer(say("dm_desk.not_seated"));
  }
  // The seat's game's family picks its handler (a calendar game's desk, or the timed table's seat DMs).
  const desk = h.desks?.deskFor(ctx.game);
  if (desk) {
    const st = await ctx.state();
    return st ? desk.direct(m, ctx.game.id, ctx.seat, st) : [];
  }
  return h.seatDms.handle(ctx, intent, query);
}
