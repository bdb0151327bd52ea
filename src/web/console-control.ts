/**
 * A judge's control from the console (issue 14 item 3, issue 26 items 8 and 10): checked (a judge
 * of this running game, his latest; a valid body), logged with its reason, then sent through the
 * chat router as his own DM (`暂停`, `踢出3号`, …) so it is the same `judge_acted` event; where
 * the DM path asks to confirm, the page already has, so it confirms. Answers with the DM replies
 * reworded for the page and the judge's view after the control, in the request's language (issue 23
 * goal 3: its refusals too; the DM command itself stays as typed).
 */
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Logger } from "pino";
import type { SeasonBook } from "../app/season.ts";
import type { Reply } from "../chat/router.ts";
import { DEFAULT_LANG } from "../vocab/index.ts";
import { render } from "../vocab/msg.ts";
import { ControlBody, consoleWords, controlText } from "./console-controls.ts";
import type { Session } from "./console-sessions.ts";
import { judgeView } from "./console-view.ts";
import { answer, bodyError, langOf } from "./lang.ts";
import { type GameRow, type GameSource, reads, seatNames } from "./source.ts";

/**
 * Runs the control posted in `req.body` on `own.game` for `own.s`. Replies 200 when it was
 * executed, 409 when refused (not running, not his latest, the DM path declined), 403 for an
 * inspector, 400 for a bad body or control.
 */
export async function consoleControl(
  req: FastifyRequest,
  reply: FastifyReply,
  own: { s: Session; src: GameSource; game: GameRow },
  o: { book: SeasonBook; log: Logger },
): Promise<FastifyReply> {
  const { s, src, game } = own;
  const lang = langOf(req);
  if (s.role !== "judge" || game.judgeId !== s.contactId)
    return reply.code(403).send({ error: "read_only", detail: answer(req, "read_only") });
  const body = ControlBody.safeParse(req.body);
  if (!body.success) return reply.code(400).send({ error: "bad_body", detail: bodyError(body.error, lang) });
  if (game.status !== "running") return reply.code(409).send({ error: "ended", detail: answer(req, "game_ended") });
  const latest = await reads(src).runningJudgedBy(s.contactId);
  if (latest?.id !== game.id) return reply.code(409).send({ error: "not_latest", detail: answer(req, "not_latest") });
  const dm = controlText(body.data);
  if ("error" in dm) return reply.code(400).send({ error: "bad_control", detail: render(dm.error, lang) });
  o.log.info(
    {
      gameId: game.id,
      judge: s.contactId,
      control: body.data.control,
      reason: body.data.reason ?? null,
      text: dm.text,
    },
    "console control",
  );
  const name = (await o.book.names(undefined, [s.contactId]))(s.contactId);
  const id = `console-${randomUUID()}`;
  const replies = await src.router.handle({
    id,
    from: { id: s.contactId, name },
    room: null,
    text: dm.text,
  });
  await src.deliver(id, replies);
  // The judge's DM answers: in 简体 to read them (已执行, 确认), in the page's language to show them.
  const mine = (rs: Reply[], l = DEFAULT_LANG) =>
    rs.filter((r) => "contact" in r.to && r.to.contact === s.contactId).map((r) => render(r.text, l));
  // Where the DM path asks the judge to confirm (确认), the page already has: confirm the same way.
  const asked = mine(replies);
  if (!asked.some((t) => /^(已执行|没有执行)/.test(t)) && asked.some((t) => t.includes("确认"))) {
    const again = `console-${randomUUID()}`;
    const more = await src.router.handle({
      id: again,
      from: { id: s.contactId, name: s.name },
      room: null,
      text: "确认",
    });
    await src.deliver(again, more);
    replies.push(...more);
  }
  const done = mine(replies).some((t) => t.startsWith("已执行"));
  const texts = mine(replies, lang).map((t) => consoleWords(t, lang));
  // The view after the control (issue 26 item 8): the page's countdown follows 延时 / 暂停 at once.
  const row = await reads(src).game(game.id);
  const st = await src.service.state(game.id);
  const view = row && st ? judgeView(src, row, st, await seatNames(src, game.id), lang) : undefined;
  return reply
    .code(done ? 200 : 409)
    .send({ ok: done, command: dm.text, replies: texts, view, detail: done ? undefined : texts.join("\n") });
}
