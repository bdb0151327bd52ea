/**
 * Appeals (申诉, 000 §二) on finished ranked games: filing one within the appeal window (the
 * inspector and the organisers told by DM) and dismissing one (the filer told). Split from
 * season.ts; SeasonBook delegates to it. Times are wall-clock epoch ms.
 */
import { rulesetOf } from "../engine/rulesets/index.ts";
import { shanghaiTime } from "../ranked/day.ts";
import { boardArg, hoursText, recordLink, rulesetArg, shortId } from "../ranked/record-texts.ts";
import type { NameOf } from "../ranked/texts.ts";
import type { AppealView, SeasonStore } from "../store/seasons.ts";
import { say } from "../vocab/msg.ts";
import { conversationOf } from "./outbox.ts";
import { SeasonError } from "./season-error.ts";

/** What filing and dismissing an appeal read of the season's book. */
export interface AppealContext {
  store: SeasonStore;
  /** The wall clock, epoch ms. */
  now: () => number;
  /** How long after a game's end its players and judge may appeal, ms. */
  appealWindowMs: number;
  publicBaseUrl?: string;
  /** Called after outbox rows were written. */
  onOutbox?: () => void;
  /** Display names of players. */
  names: (ids: string[]) => Promise<NameOf>;
}

/**
 * A game as a contact names it: `null` = 上一局, the last ended game he played or judged; else
 * an id prefix (the 8-character 对局编号). Throws SeasonError `not_found` / `bad` (ambiguous).
 */
export async function findGame(store: SeasonStore, contactId: string, ref: string | null) {
  if (ref === null) {
    const { played, judged } = await store.lastEnded(contactId);
    const last = [played, judged].filter((g) => g != null).sort((a, b) => +b.updatedAt - +a.updatedAt)[0];
    if (!last) throw new SeasonError(say("discipline.no_last_game", { last: "上一局" }), "not_found");
    return last;
  }
  const games = await store.gamesByPrefix(ref.toLowerCase());
  if (games.length === 0) throw new SeasonError(say("discipline.no_game", { ref, last: "上一局" }), "not_found");
  if (games.length > 1) throw new SeasonError(say("discipline.game_ambiguous", { ref }), "bad");
  return games[0];
}

/** When a game ended (wall clock, epoch ms): its result's time, else its last update. */
async function endedAt(store: SeasonStore, game: { id: string; updatedAt: Date }): Promise<number> {
  return (await store.resultEndedAt(game.id)) ?? game.updatedAt.getTime();
}

/**
 * Files an appeal (申诉, 000 §二) on a finished game, from one of its players or its judge, within
 * the appeal window; the game's inspector and every active organiser are told by DM (outbox).
 * Throws SeasonError: `not_found` (no game), `conflict` (still running, or an open appeal of his
 * on it already), `forbidden` (not a player or the judge of it), `late`, `bad` (no reason).
 */
export async function fileAppeal(
  ctx: AppealContext,
  contactId: string,
  ref: string | null,
  reason: string,
): Promise<AppealView> {
  const game = await findGame(ctx.store, contactId, ref);
  const id = shortId(game.id);
  if (game.status !== "ended") throw new SeasonError(say("discipline.still_running", { game: id }), "conflict");
  const rules = rulesetOf(game.ruleset);
  if (rules.scoring !== "ranked")
    throw new SeasonError(
      say("discipline.appeal_not_ranked", { game: id, ruleset: rulesetArg(rules.id) }),
      "forbidden",
    );
  const seat = await ctx.store.seatOf(game.id, contactId);
  const asRole = game.judgeId === contactId ? "judge" : seat ? "player" : null;
  if (!asRole) throw new SeasonError(say("discipline.appeal_not_yours", { game: id }), "forbidden");
  const ended = await endedAt(ctx.store, game);
  const now = ctx.now();
  if (now - ended > ctx.appealWindowMs)
    throw new SeasonError(
      say("discipline.appeal_late", {
        game: id,
        ended: shanghaiTime(ended),
        hours: { msg: hoursText(ctx.appealWindowMs) },
      }),
      "late",
    );
  const text = reason.trim();
  if (text.length < 2)
    throw new SeasonError(
      say("discipline.appeal_need_reason", { example: { msg: `申诉 ${id} 3号的自爆判罚有误` } }),
      "bad",
    );
  const dup = await ctx.store.openAppealOf(game.id, contactId);
  if (dup) throw new SeasonError(say("discipline.appeal_pending", { game: id, id: shortId(dup.id) }), "conflict");
  const organisers = await ctx.store.organisers();
  const to = [...new Set([game.inspectorId, ...organisers].filter((c) => c !== null))];
  const who =
    asRole === "judge" || !seat
      ? say("discipline.the_judge")
      : say("discipline.seat_who", { seat: { seat: seat.seat }, name: (await ctx.names([contactId]))(contactId) });
  const row = await ctx.store.transaction(async (tx) => {
    const a = await ctx.store.createAppeal(tx, {
      gameId: game.id,
      contactId,
      asRole,
      reason: text.slice(0, 500),
      createdAt: now,
    });
    const notice = say("discipline.appeal_notice", {
      game: id,
      board: boardArg(game.board),
      who: { msg: who },
      id: shortId(a.id),
      reason: a.reason,
      link: { msg: recordLink(game.id, ctx.publicBaseUrl) },
      route: `POST /admin/games/${game.id}/ruling`,
      cmd: { msg: `驳回申诉 ${shortId(a.id)} 理由` },
    });
    await ctx.store.queue(
      tx,
      to.map((contact, i) => ({
        gameId: game.id,
        key: `appeal-${a.id}-${i}`,
        audience: "contact" as const,
        contactId: contact,
        conv: conversationOf({ gameId: game.id, audience: "contact", contactId: contact }),
        text: notice,
      })),
    );
    return a;
  });
  if (to.length) ctx.onOutbox?.();
  return row;
}

/**
 * Turns an open appeal down (000 §二 "禁止无理取闹") without touching the result; the filer is
 * told by DM. `ref` is the appeal id or its prefix (4+). Throws SeasonError `not_found`, `bad`.
 */
export async function dismissAppeal(
  ctx: AppealContext,
  ref: string,
  d: { by: string; reason: string },
): Promise<AppealView> {
  const reason = d.reason.trim();
  if (!reason) throw new SeasonError(say("discipline.need_dismiss_reason"), "bad");
  const found = ref.length >= 4 ? await ctx.store.openAppealsByPrefix(ref) : [];
  if (found.length !== 1)
    throw new SeasonError(
      found.length
        ? say("discipline.appeal_ambiguous", { ref })
        : say("discipline.no_appeal", { ref, cmd: "申诉列表" }),
      found.length ? "bad" : "not_found",
    );
  const a = found[0];
  const now = ctx.now();
  const row = await ctx.store.transaction(async (tx) => {
    await ctx.store.closeAppeals(tx, [a.id], { status: "dismissed", atMs: now, by: d.by, outcome: reason });
    await ctx.store.queue(tx, [
      {
        gameId: a.gameId,
        key: `appeal-${a.id}-dismissed`,
        audience: "contact",
        contactId: a.contactId,
        conv: conversationOf({ gameId: a.gameId, audience: "contact", contactId: a.contactId }),
        text: say("discipline.appeal_dismissed", { game: shortId(a.gameId), id: shortId(a.id), reason }),
      },
    ]);
    return ctx.store.appeal(tx, a.id);
  });
  ctx.onOutbox?.();
  return row;
}
