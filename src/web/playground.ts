/**
 * The playground (issue 14 item 6): a newcomer plays a whole game in the browser, no WeChat.
 * Each table is the real stack — its own mocked WeChat network (`MockNetwork`), runtime
 * (GameService, in-memory PGlite store, in-process timers, outbox, chat router) at the clock
 * speed picked for it — with a judge, an inspector and 12 players (or forum-25's two directors
 * and 25 players). The script (see `play-table.ts`: scripted players for every board offered,
 * issue 26 item 1) opens the room, seats everyone and starts; then every seat is either played by
 * the script or left to the person at the browser, and never both. While one of his seats is due
 * the table's clock runs at 1× (issue 26 item 2); a forum table jumps to its next deadline on
 * request (`POST /play/:id/next`). The person is one seat, or may switch between the seats left to
 * him; the page shows that seat's WeChat: the match group, its DMs with the bot, the wolves'
 * room once it is in it. A session only ever receives what the seats it may play see on their own
 * phones.
 *
 * Issue 25 item 3: a table belongs to the browser that opened it (its HttpOnly `wj_play` cookie):
 * every control of it (stream, messages, console, close) checks that; another browser is told so
 * (in its language, as every answer here) and may only watch the public live page. Opening a table ends only the same browser's
 * previous one. The cap (`maxTables`) holds under concurrent opens (a slot is reserved before the
 * slow start and freed if it fails); a closed table leaves nothing behind (its runtime, script,
 * network and streams are stopped and dropped).
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { RULESETS } from "../engine/rulesets/index.ts";
import { phrase, rulesetName } from "../vocab/index.ts";
import { listOf, type Msg, render, say } from "../vocab/msg.ts";
import { answer, bodyError, langOf } from "./lang.ts";
import { page } from "./pages.ts";
import { type Due, dueIn } from "./play-pace.ts";
import { bareNames, duesOf, nextDeadline, type PlayTable, runPace, startTable, stateOf } from "./play-table.ts";
import type { PlaygroundOptions } from "./playground-config.ts";
import {
  GAME_OVER,
  Jump,
  NewTable,
  NOT_YOURS,
  PlayError,
  playgroundBoards,
  Say,
  SCRIPTED_BOARDS,
  SPEEDS,
  TABLES_FULL,
} from "./playground-options.ts";
import { type GameSource, reads, seatNames } from "./source.ts";
import { everyUntilClosed, openEventStream } from "./sse.ts";
import { publicTable } from "./table.ts";

export { NOT_YOURS, PlayError, playgroundBoards, SCRIPTED_BOARDS, SPEEDS, TABLES_FULL };

const COOKIE = "wj_play";

/** A bot message's phrase key, or "" (a text, or lines). */
const keyOf = (m: Msg | undefined): string => (m && typeof m === "object" && "k" in m ? m.k : "");

/** The playground's tables and routes. */
export class Playground {
  private readonly tables = new Map<string, PlayTable>();
  /** Slots reserved by opens still starting their runtime: table id → owner (issue 25 item 3). */
  private readonly starting = new Map<string, string>();
  /** Closes in flight (their runtimes still hold memory until stopped). */
  private readonly stopping = new Set<Promise<void>>();
  private shut = false;

  constructor(private readonly o: PlaygroundOptions) {}

  private now(): number {
    return this.o.now?.() ?? Date.now();
  }

  /** The running tables as page sources. */
  sources(): GameSource[] {
    return [...this.tables.values()].filter((t) => !t.stopped).map((t) => t.src);
  }

  /**
   * How many tables run (finished ones apart), start and stop now (their sum never exceeds
   * `maxTables`), and how many finished tables are kept read-only.
   */
  stats(): { tables: number; starting: number; stopping: number; finished: number } {
    const finished = [...this.tables.values()].filter((t) => t.ended).length;
    return {
      tables: this.tables.size - finished,
      starting: this.starting.size,
      stopping: this.stopping.size,
      finished,
    };
  }

  /**
   * Opens a table for the browser `owner` and starts its game; returns its id. The owner's
   * previous table is closed first (only his own, and only while its game runs: a finished one
   * stays viewable with its replay and live page, like anyone's finished table). The slot is reserved before the slow start,
   * so concurrent opens never run more than `maxTables`; a failed start frees it.
   * @throws PlayError with its answer and its HTTP status (400 bad input, 409 the
   *   owner's previous open still starting, 503 every table taken).
   */
  async open(input: z.infer<typeof NewTable>, owner: string): Promise<{ id: string }> {
    const boards = playgroundBoards(input.ruleset);
    const board = boards.find((b) => b.id === input.board);
    if (!board) throw new PlayError(say("web_answers.no_board"));
    if (input.seat > board.seats) throw new PlayError(say("web_answers.board_seats", { n: board.seats }));
    if (input.others === "script" && input.seat === 0) throw new PlayError(say("web_answers.script_needs_seat"));
    if (this.shut) throw new PlayError(say("web_answers.shutting_down"), 503);
    if ([...this.starting.values()].includes(owner)) throw new PlayError(say("web_answers.still_opening"), 409);

    // Synchronously, before any await: which tables make room (the owner's own, then idle ones), and the reservation.
    const cap = this.o.maxTables ?? 2;
    const toStop = [...this.tables.values()].filter((t) => t.owner === owner && !t.ended);
    const idleBefore = this.now() - (this.o.idleMs ?? 5 * 60_000);
    // A finished table holds no slot (issue 26 leftovers item 3): it stays viewable until closed or
    // idle, and at most `cap` of them are kept (the oldest seen go first).
    const finished = [...this.tables.values()].filter((t) => t.ended).sort((a, b) => b.lastSeen - a.lastSeen);
    for (const [i, t] of finished.entries()) if (i >= cap || t.lastSeen <= idleBefore) toStop.push(t);
    const others = [...this.tables.values()].filter((t) => t.owner !== owner && !t.ended);
    const idle = others.filter((t) => t.lastSeen <= idleBefore).sort((a, b) => a.lastSeen - b.lastSeen);
    let used = others.length + this.starting.size + this.stopping.size;
    while (used >= cap && idle.length > 0) {
      toStop.push(idle.shift() as PlayTable);
      used--;
    }
    if (used >= cap) throw new PlayError(TABLES_FULL(cap), 503);
    const id = randomBytes(6).toString("hex");
    this.starting.set(id, owner);
    for (const t of toStop) this.detach(t);
    try {
      // The tables it replaces are stopped before it starts: no more than `cap` runtimes at once.
      await Promise.all(toStop.map((t) => this.stopTable(t)));
      const t = await startTable(this.o, id, { ...input, board: board.id }, owner, this.now());
      if (this.shut) {
        this.detach(t);
        await this.stopTable(t);
        throw new PlayError(say("web_answers.shutting_down"), 503);
      }
      this.tables.set(id, t);
      this.run(t);
      this.o.onTable?.(t);
      return { id };
    } finally {
      this.starting.delete(id);
    }
  }

  /** Runs a started table's script and pace loop (neither keeps a closed table reachable). */
  private run(t: PlayTable): void {
    const tables = this.tables;
    const log = this.o.log;
    const id = t.id;
    void t.script
      .play(3_600_000)
      .then((r) => {
        const live = tables.get(id);
        if (live) live.ended = r.ended;
      })
      .catch((err) => log.warn({ err }, "playground script failed"));
    void runPace(t, log);
  }

  /** A contact certified on one of the tables (its judge or inspector), for the console's login. */
  async staffRole(contactId: string): Promise<"judge" | "inspector" | null> {
    for (const t of this.tables.values()) {
      if (t.stopped) continue;
      if (await t.rt.book.isStaff(contactId, "judge")) return "judge";
      if (await t.rt.book.isStaff(contactId, "inspector")) return "inspector";
    }
    return null;
  }

  /** The texts seat `seat`'s own WeChat shows on table `id`, in order (what its page may show at most). */
  screenOf(id: string, seat: number): string[] {
    const t = this.tables.get(id);
    const c = t?.players[seat - 1];
    return t && c ? t.net.screen(c.id).map((m) => m.text) : [];
  }

  /** What seat `seat` of table `id` is awaited for now (as its page's 轮到你了 shows), or null. */
  dueOf(id: string, seat: number): Due | null {
    return this.tables.get(id)?.due.get(seat) ?? null;
  }

  /** Table `id`'s rule clock now (ms) and whether it runs at 1× for the person (issue 26 item 2), or null. */
  paceOf(id: string): { ruleMs: number; slow: boolean; rate: number } | null {
    const t = this.tables.get(id);
    return t ? { ruleMs: t.clock.now(), slow: t.clock.isSlow, rate: t.clock.currentRate } : null;
  }

  /** Whether table `id`'s game has ended (its winner posted), as its script saw it. */
  endedOf(id: string): boolean {
    return this.tables.get(id)?.ended ?? false;
  }

  /** What seat `seat`'s contact typed on table `id`, in order (the script may only type its `坐N号` / `报名` for a person's seat). */
  typedBy(id: string, seat: number): string[] {
    const t = this.tables.get(id);
    const c = t?.players[seat - 1];
    return t && c ? t.net.wire.filter((m) => m.from === c.id).map((m) => m.text) : [];
  }

  /** Closes a table: it leaves the list at once, its streams end, its script and runtime stop. */
  async close(id: string): Promise<void> {
    const t = this.tables.get(id);
    if (!t) return;
    this.detach(t);
    const p = this.stopTable(t);
    this.stopping.add(p);
    try {
      await p;
    } finally {
      this.stopping.delete(p);
    }
  }

  /** Stops every table (and refuses new ones). */
  async closeAll(): Promise<void> {
    this.shut = true;
    await Promise.all([...this.tables.keys()].map((id) => this.close(id)));
  }

  /** Takes a table off the list (synchronously): nothing reaches it through the playground any more. */
  private detach(t: PlayTable): void {
    t.stopped = true;
    this.tables.delete(t.id);
    t.closed.abort();
    t.script.stop();
    t.unfeed();
  }

  private async stopTable(t: PlayTable): Promise<void> {
    await t.rt.stop().catch((err) => this.o.log.warn({ err }, "playground table stop failed"));
  }

  /** The browser's token (`wj_play` cookie), if it sent a well-formed one. */
  private ownerOf(req: FastifyRequest): string | undefined {
    const v = req.cookies?.[COOKIE];
    return v && /^[A-Za-z0-9_-]{24}$/.test(v) ? v : undefined;
  }

  /** The seats this browser may play on `t`: all of the table's, if it opened it; else none. */
  private seatsOf(req: FastifyRequest, t: PlayTable): number[] {
    const owner = this.ownerOf(req);
    return owner !== undefined && owner === t.owner ? t.seats : [];
  }

  /** The table, if it runs and this browser opened it; else answers 404 or 403 (with {@link NOT_YOURS}). */
  private ownTable(req: FastifyRequest, id: string, reply: FastifyReply): PlayTable | null {
    const t = this.tables.get(id);
    if (!t || t.stopped) {
      reply.code(404).send({ error: "not_found", detail: answer(req, "no_table") });
      return null;
    }
    if (this.seatsOf(req, t).length === 0) {
      reply.code(403).send({ error: "not_yours", detail: render(NOT_YOURS, langOf(req)) });
      return null;
    }
    return t;
  }

  /** The table's game id (for its public live page), if its game exists yet. */
  private async gameIdOf(t: PlayTable): Promise<string | null> {
    await stateOf(t).catch(() => null);
    return t.gameId;
  }

  /** Registers `/play`, `/play/options.json`, `/play/tables`, `/play/:id` and its stream and input. */
  register(app: FastifyInstance): void {
    app.get("/play", { schema: { hide: true } }, async (req, reply) =>
      reply.type("text/html").send(page(req, "web.t_play", "play")),
    );

    app.get("/play/options.json", { schema: { hide: true } }, async (req) => ({
      // 12-seat boards, and forum-25's own 25-seat board (calendar days, with 跳到下一个截止).
      rulesets: Object.values(RULESETS)
        .map((r) => ({ id: r.id, zh: rulesetName(r.id, langOf(req)), boards: playgroundBoards(r.id, langOf(req)) }))
        .filter((r) => r.boards.length > 0),
      speeds: SPEEDS,
      scripted: SCRIPTED_BOARDS,
    }));

    app.post("/play/tables", { schema: { hide: true } }, async (req, reply) => {
      const body = NewTable.safeParse(req.body);
      if (!body.success) return reply.code(400).send({ error: "bad_body", detail: bodyError(body.error, langOf(req)) });
      // The browser's own token (HttpOnly: the page's scripts never see it) makes it the table's owner.
      const owner = this.ownerOf(req) ?? randomBytes(18).toString("base64url");
      reply.setCookie(COOKIE, owner, { httpOnly: true, sameSite: "strict", path: "/play" });
      try {
        const { id } = await this.open(body.data, owner);
        return { id, url: `/play/${id}` };
      } catch (err) {
        if (!(err instanceof PlayError)) throw err;
        if (err.status === 503) reply.header("retry-after", "30");
        return reply
          .code(err.status)
          .send({ error: err.status === 503 ? "tables_full" : "bad_table", detail: render(err.answer, langOf(req)) });
      }
    });

    app.get<{ Params: { id: string } }>("/play/:id", { schema: { hide: true } }, async (req, reply) => {
      const t = this.tables.get(req.params.id);
      if (!t)
        return reply
          .code(404)
          .type("text/html")
          .send(page(req, "web.t_no_table", "missing"));
      if (this.seatsOf(req, t).length === 0) {
        // Another browser: it may watch the public live page, never play or close the table.
        const game = await this.gameIdOf(t);
        return reply
          .code(403)
          .type("text/html")
          .send(
            page(req, "web.t_others_table", "play-watch", {
              detail: render(NOT_YOURS, langOf(req)),
              live: game ? `/live/${game}` : "",
            }),
          );
      }
      return reply.type("text/html").send(page(req, "web.t_table", "table", { table: req.params.id }));
    });

    app.get<{ Params: { id: string }; Querystring: { seat?: string } }>(
      "/play/:id/events",
      { schema: { hide: true } },
      async (req, reply) => {
        const t = this.ownTable(req, req.params.id, reply);
        if (!t) return;
        const mine = this.seatsOf(req, t);
        const seat = Number(req.query.seat ?? mine[0]);
        if (!mine.includes(seat))
          return reply.code(403).send({ error: "forbidden", detail: answer(req, "seat_not_yours") });
        t.lastSeen = this.now();
        const me = t.players[seat - 1].id;
        // What the seat is awaited for, in the page's language (issue 23 goal 3).
        const lang = langOf(req);
        const stream = openEventStream(req, reply);
        stream.send("me", {
          seat,
          seats: mine,
          board: t.board,
          ruleset: t.ruleset,
          speed: t.speed,
          forum: t.forum,
          scripted: t.players.map((_, i) => !t.manual.has(i + 1)),
          console: !t.forum && mine.length === t.players.length,
        });
        let last = "";
        let lastDue = "";
        let lineSeq = 0;
        // The stream ends when the reader leaves or the table closes (nothing keeps a closed table).
        const signal = AbortSignal.any([stream.signal, t.closed.signal]);
        await everyUntilClosed({ send: stream.send, sendJson: stream.sendJson, signal }, 300, async () => {
          t.lastSeen = this.now();
          try {
            const st = await stateOf(t);
            if (signal.aborted) return;
            if (st && t.gameId) {
              const game = await reads(t.rt.store).game(t.gameId);
              if (game) {
                const table = publicTable(game, st, bareNames(await seatNames(t.src, game.id)), langOf(req));
                // The countdown at the table's pace now (1× while the person is due, issue 26 item 2).
                const json = JSON.stringify({ ...table, slow: t.clock.isSlow });
                if (json !== last && !signal.aborted) {
                  last = json;
                  stream.send("table", {
                    ...table,
                    slow: t.clock.isSlow,
                    dueAt: table.paused ? null : t.clock.wallAt(table.deadlineMs),
                  });
                }
              }
            }
            // What this seat is awaited for (轮到你了), with ready-made answers.
            const owed = t.due.get(seat);
            const due = JSON.stringify(owed ? dueIn(owed, lang) : null);
            if (due !== lastDue && !signal.aborted) {
              lastDue = due;
              stream.sendJson("due", due);
            }
            // Only what this seat's own WeChat shows (the player's own messages included).
            for (const l of t.feed.after(lineSeq, (x) => x.seenBy.includes(me))) {
              if (signal.aborted) break;
              lineSeq = l.seq;
              const where = l.room ? (l.room === t.group.id ? "group" : "wolves") : "dm";
              stream.send("line", {
                seq: l.seq,
                where,
                fromName: l.fromName,
                bot: l.from === t.net.botUser.id,
                text: l.text,
              });
            }
          } catch (err) {
            // A table closing under the tick: the stream ends below, without a warning.
            if (!signal.aborted) req.log.warn({ err }, "playground stream tick failed");
          }
        });
        if (t.closed.signal.aborted && !stream.signal.aborted) {
          stream.send("end", { reason: "closed", detail: phrase(lang, "web_page.table_closed_why") });
          reply.raw.end();
        }
      },
    );

    app.post<{ Params: { id: string } }>("/play/:id/say", { schema: { hide: true } }, async (req, reply) => {
      const t = this.ownTable(req, req.params.id, reply);
      if (!t) return;
      t.lastSeen = this.now();
      const body = Say.safeParse(req.body);
      if (!body.success) return reply.code(400).send({ error: "bad_body", detail: bodyError(body.error, langOf(req)) });
      const { seat, where, text } = body.data;
      if (!this.seatsOf(req, t).includes(seat) || !t.manual.has(seat))
        return reply.code(403).send({ error: "forbidden", detail: answer(req, "seat_not_yours") });
      if (t.ended) return reply.code(409).send({ error: "game_over", detail: render(GAME_OVER, langOf(req)) });
      const me = t.players[seat - 1];
      if (where === "group") me.say(text).to(t.group);
      else if (where === "dm") me.say(text).to(t.net.botUser);
      else {
        const game = t.gameId ? await reads(t.rt.store).game(t.gameId) : null;
        const room = game?.wolfRoomId;
        if (!room || !t.net.members(room).includes(me.id))
          return reply.code(400).send({ error: "not_in_room", detail: answer(req, "not_in_wolves") });
        me.say(text).to(t.net.mocker.RoomMock.load(room));
      }
      return { ok: true };
    });

    app.post<{ Params: { id: string } }>("/play/:id/next", { schema: { hide: true } }, async (req, reply) => {
      const t = this.ownTable(req, req.params.id, reply);
      if (!t) return;
      t.lastSeen = this.now();
      if (!t.forum) return reply.code(400).send({ error: "not_forum", detail: answer(req, "not_forum") });
      if (t.ended) return reply.code(409).send({ error: "game_over", detail: render(GAME_OVER, langOf(req)) });
      const body = Jump.safeParse(req.body ?? {});
      if (!body.success) return reply.code(400).send({ error: "bad_body", detail: answer(req, "bad_body") });
      // What the person's seats would miss at that deadline (issue 26 leftovers item 1): asked first, never walked into.
      const st = await stateOf(t);
      const missed = st
        ? [...duesOf(t, st)].flatMap(([seat, d]) =>
            d.miss ? [say("web_play.jump_miss", { seat: { seat }, miss: { msg: d.miss } })] : [],
          )
        : [];
      if (missed.length > 0 && !body.data.confirm) {
        const lang = langOf(req);
        return reply.code(409).send({
          error: "confirm_jump",
          detail: render(say("web_play.jump_confirm", { misses: { msg: listOf(missed, "web_play.sep") } }), lang),
          misses: missed.map((m) => render(m, lang)),
        });
      }
      const due = await nextDeadline(t).catch((err) => {
        this.o.log.warn({ err }, "playground jump failed");
        return null;
      });
      if (due === null) return reply.code(409).send({ error: "no_deadline", detail: answer(req, "no_deadline") });
      return { ok: true, at: due };
    });

    app.post<{ Params: { id: string }; Body: { as?: string } }>(
      "/play/:id/console",
      { schema: { hide: true } },
      async (req, reply) => {
        const t = this.ownTable(req, req.params.id, reply);
        if (!t) return;
        // The console shows every role: only for a table whose every seat is yours, never for one seat's session.
        if (t.forum || !t.judge || !t.inspector)
          return reply.code(403).send({ error: "forbidden", detail: answer(req, "forum_no_console") });
        if (this.seatsOf(req, t).length < t.players.length)
          return reply.code(403).send({ error: "forbidden", detail: answer(req, "console_all_seats") });
        // The table's judge (or inspector) DMs `控制台`, as on WeChat, and the link the bot answers is
        // opened (its answer, a link or a refusal, in whatever language his DMs read).
        const who = req.body?.as === "inspector" ? t.inspector : t.judge;
        const since = t.net.wire.length;
        const link = t.net.waitFor(
          (m) => m.from === t.net.botUser.id && m.to === who.id && /^web_answers\.link_/.test(keyOf(m.msg)),
          10_000,
          since,
        );
        who.say("控制台").to(t.net.botUser);
        const m = await link.catch(() => null);
        const url = m ? /https?:\/\/\S+/.exec(m.text)?.[0] : undefined;
        if (!url) return reply.code(503).send({ error: "no_link", detail: answer(req, "no_link") });
        return { url: new URL(url).pathname + new URL(url).search };
      },
    );

    app.post<{ Params: { id: string } }>("/play/:id/close", { schema: { hide: true } }, async (req, reply) => {
      const t = this.ownTable(req, req.params.id, reply);
      if (!t) return;
      await this.close(t.id);
      return { ok: true };
    });
  }
}
