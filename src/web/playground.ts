/**
 * The playground (issue 14 item 6): a newcomer plays a whole game in the browser, no WeChat.
 * Each table is the real stack — its own mocked WeChat network (`MockNetwork`), runtime
 * (GameService, in-memory PGlite store, in-process timers, outbox, chat router) at the clock
 * speed picked for it — with a judge, an inspector and 12 players. The script (`Director`) opens
 * the room, seats everyone and starts; then every seat is either played by the script or left
 * to the person at the browser. The person is one seat, or may switch between the seats left to
 * him; the page shows that seat's WeChat: the match group, its DMs with the bot, the wolves'
 * room once it is in it. A session (cookie, per table) only ever receives what the seats it may
 * play see on their own phones.
 */
import { randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Logger } from "pino";
import { z } from "zod";
import { type Runtime, startRuntime } from "../app/runtime.ts";
import { MockNetwork } from "../chat/mock-network.ts";
import type { Reply } from "../chat/router.ts";
import { sendReply } from "../chat/wechaty.ts";
import { boardById } from "../engine/boards.ts";
import { RANKED_S7, RULESETS } from "../engine/rulesets/index.ts";
import { Director, makeTable, type Table } from "../sim/director.ts";
import { ChatFeed, feedFromNetwork } from "./feed.ts";
import { shell } from "./pages.ts";
import { type GameSource, seatNames, wallDue } from "./source.ts";
import { everyUntilClosed, openEventStream } from "./sse.ts";
import { publicTable } from "./table.ts";

/** Boards the script plays through (the others are left entirely to the person). */
export const SCRIPTED_BOARDS = ["444-idiot", "444-guard-wolfking"] as const;
/** Clock speeds offered (rule seconds per wall second). */
export const SPEEDS = [1, 5, 10, 20, 30, 60] as const;
const COOKIE = "wj_play";

/** The boards of a ruleset that seat 12 (the playground's table has 12 players). */
export function playgroundBoards(rulesetId: string): { id: string; zh: string; scripted: boolean }[] {
  const r = Object.hasOwn(RULESETS, rulesetId) ? RULESETS[rulesetId] : undefined;
  if (!r) return [];
  return r.boards.flatMap((id) => {
    const b = boardById(id);
    if (b?.seats !== 12) return [];
    const scripted = rulesetId === RANKED_S7.id && (SCRIPTED_BOARDS as readonly string[]).includes(b.id);
    return [{ id: b.id, zh: b.zh, scripted }];
  });
}

const NewTable = z.object({
  ruleset: z.string().max(40),
  board: z.string().max(60),
  /** The seat you are (1–12), or 0: all the seats left to you, switching between them. */
  seat: z.number().int().min(0).max(12),
  /** `script`: the other seats are scripted players; `me`: every seat is yours. */
  others: z.enum(["script", "me"]),
  speed: z.number().refine((n) => (SPEEDS as readonly number[]).includes(n), { message: "不支持的倍速" }),
});

const Say = z.object({
  seat: z.number().int().min(1).max(12),
  where: z.enum(["group", "dm", "wolves"]),
  text: z.string().trim().min(1, { message: "消息不能为空" }).max(200, { message: "消息太长（最多200字）" }),
});

/** One playground table. */
interface PlayTable {
  id: string;
  rt: Runtime;
  net: MockNetwork;
  table: Table;
  feed: ChatFeed;
  src: GameSource;
  /** Seats left to the person. */
  manual: Set<number>;
  /** Sessions: token → the seats it may play. */
  sessions: Map<string, number[]>;
  speed: number;
  board: string;
  createdAt: number;
  ended: boolean;
  stopped: boolean;
}

/** The playground's tables and routes. */
export class Playground {
  private readonly tables = new Map<string, PlayTable>();

  constructor(
    private readonly o: {
      log: Logger;
      /** At most this many tables run at once (the oldest is closed for a new one). */
      maxTables?: number;
      /** A table's runtime is given this to answer `控制台` (the console's login link). */
      consoleLink?: (contactId: string, name: string) => Promise<string>;
      /** Game seeds (tests fix them); default crypto-random. */
      seed?: () => number;
    },
  ) {}

  /** The running tables as page sources. */
  sources(): GameSource[] {
    return [...this.tables.values()].filter((t) => !t.stopped).map((t) => t.src);
  }

  /** Opens a table and starts its game; returns its id and the session token for `seats`. */
  async open(input: z.infer<typeof NewTable>): Promise<{ id: string; token: string }> {
    const boards = playgroundBoards(input.ruleset);
    const board = boards.find((b) => b.id === input.board);
    if (!board) throw new PlayError("这个规则集里没有这个板子（试玩只支持12人板子）");
    if (input.others === "script" && (!board.scripted || input.ruleset !== RANKED_S7.id))
      throw new PlayError(
        `脚本玩家只会玩排位赛的${SCRIPTED_BOARDS.map((id) => boardById(id)?.zh ?? id).join("、")}；这个规则集或板子请选择“全部座位留给我”`,
      );
    const running = [...this.tables.values()].filter((t) => !t.stopped).sort((a, b) => a.createdAt - b.createdAt);
    for (const old of running.slice(0, Math.max(0, running.length - (this.o.maxTables ?? 2) + 1)))
      await this.close(old.id);

    const id = randomBytes(6).toString("hex");
    const net = new MockNetwork("狼人法官");
    const table = makeTable(net, `play${id}`);
    const feed = new ChatFeed();
    feedFromNetwork(net, feed);
    const rt = await startRuntime({
      log: this.o.log,
      dataDir: "memory://",
      speed: input.speed,
      bot: { bot: net.bot, network: net },
      seed: this.o.seed ?? (() => randomInt(2 ** 31 - 1)),
      outboxPollMs: 100,
      channel: `play-${id}`,
    });
    if (this.o.consoleLink) rt.router.useConsole(this.o.consoleLink);
    await rt.book.setStaff(table.judge.id, "judge", "法官老王", true);
    await rt.book.setStaff(table.inspector.id, "inspector", "督察小李", true);
    const manual = new Set(
      input.others === "me" ? table.players.map((_, i) => i + 1) : input.seat > 0 ? [input.seat] : [],
    );
    if (input.others === "script" && input.seat === 0) throw new PlayError("有脚本玩家时请选一个座位");
    const src: GameSource = {
      db: rt.store.db,
      service: rt.service,
      clock: rt.clock,
      speed: input.speed,
      feed,
      router: rt.router,
      deliver: (r: Reply) => sendReply(net.bot, r),
      botId: () => net.botUser.id,
    };
    const t: PlayTable = {
      id,
      rt,
      net,
      table,
      feed,
      src,
      manual,
      sessions: new Map(),
      speed: input.speed,
      board: board.id,
      createdAt: Date.now(),
      ended: false,
      stopped: false,
    };
    this.tables.set(id, t);
    const token = randomBytes(18).toString("base64url");
    t.sessions.set(token, input.seat > 0 ? [input.seat] : [...manual]);
    const ruleset = RULESETS[input.ruleset];
    const director = new Director(net, table, board.id as (typeof SCRIPTED_BOARDS)[number], {
      manual,
      ruleset: ruleset.id === RANKED_S7.id ? undefined : ruleset.zh,
    });
    void director
      .play(3_600_000)
      .then((r) => {
        t.ended = r.ended;
      })
      .catch((err) => this.o.log.warn({ err }, "playground script failed"));
    return { id, token };
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
    const c = t?.table.players[seat - 1];
    return t && c ? t.net.screen(c.id).map((m) => m.text) : [];
  }

  /** Stops a table's runtime. */
  async close(id: string): Promise<void> {
    const t = this.tables.get(id);
    if (!t || t.stopped) return;
    t.stopped = true;
    await t.rt.stop().catch((err) => this.o.log.warn({ err }, "playground table stop failed"));
  }

  /** Stops every table. */
  async closeAll(): Promise<void> {
    for (const id of this.tables.keys()) await this.close(id);
  }

  private seatsOf(req: FastifyRequest, t: PlayTable): number[] {
    const token = req.cookies?.[`${COOKIE}_${t.id}`];
    return (token && t.sessions.get(token)) || [];
  }

  private tableOf(id: string, reply: FastifyReply): PlayTable | null {
    const t = this.tables.get(id);
    if (!t || t.stopped) {
      reply.code(404).send({ error: "not_found", detail: "没有这张试玩桌（可能已经关闭）" });
      return null;
    }
    return t;
  }

  /** Registers `/play`, `/play/options.json`, `/play/tables`, `/play/:id` and its stream and input. */
  register(app: FastifyInstance): void {
    app.get("/play", { schema: { hide: true } }, async (_req, reply) =>
      reply.type("text/html").send(shell("试玩", "play")),
    );

    app.get("/play/options.json", { schema: { hide: true } }, async () => ({
      // The playground seats 12 (forum-25's 25-seat calendar game has `npm run demo -- --ruleset forum-25`).
      rulesets: Object.values(RULESETS)
        .map((r) => ({ id: r.id, zh: r.zh, boards: playgroundBoards(r.id) }))
        .filter((r) => r.boards.length > 0),
      speeds: SPEEDS,
      scripted: SCRIPTED_BOARDS,
    }));

    app.post("/play/tables", { schema: { hide: true } }, async (req, reply) => {
      const body = NewTable.safeParse(req.body);
      if (!body.success)
        return reply.code(400).send({ error: "bad_body", detail: body.error.issues[0]?.message ?? "请求有误" });
      try {
        const { id, token } = await this.open(body.data);
        reply.setCookie(`${COOKIE}_${id}`, token, { httpOnly: true, sameSite: "strict", path: "/" });
        return { id, url: `/play/${id}` };
      } catch (err) {
        if (err instanceof PlayError) return reply.code(400).send({ error: "bad_table", detail: err.message });
        throw err;
      }
    });

    app.get<{ Params: { id: string } }>("/play/:id", { schema: { hide: true } }, async (req, reply) => {
      if (!this.tables.has(req.params.id))
        return reply.code(404).type("text/html").send(shell("没有这张桌", "missing"));
      return reply.type("text/html").send(shell("试玩桌", "table", { table: req.params.id }));
    });

    app.get<{ Params: { id: string }; Querystring: { seat?: string } }>(
      "/play/:id/events",
      { schema: { hide: true } },
      async (req, reply) => {
        const t = this.tableOf(req.params.id, reply);
        if (!t) return;
        const mine = this.seatsOf(req, t);
        const seat = Number(req.query.seat ?? mine[0]);
        if (!mine.includes(seat)) return reply.code(403).send({ error: "forbidden", detail: "这个座位不归你操作" });
        const me = t.table.players[seat - 1].id;
        const stream = openEventStream(req, reply);
        stream.send("me", {
          seat,
          seats: mine,
          board: t.board,
          speed: t.speed,
          scripted: t.table.players.map((_, i) => !t.manual.has(i + 1)),
          console: mine.length === t.table.players.length,
        });
        let last = "";
        let lineSeq = 0;
        await everyUntilClosed(stream, 300, async () => {
          try {
            const game = await t.rt.store.db.game.findFirst({
              where: { matchGroupId: t.table.group.id },
              orderBy: { createdAt: "desc" },
            });
            const st = game ? await t.rt.service.state(game.id) : null;
            if (game && st) {
              const table = publicTable(game, st, await seatNames(t.src, game.id));
              const json = JSON.stringify(table);
              if (json !== last) {
                last = json;
                stream.send("table", { ...table, dueAt: table.paused ? null : wallDue(t.src, table.deadlineMs) });
              }
            }
            // Only what this seat's own WeChat shows (the player's own messages included).
            for (const l of t.feed.after(lineSeq, (x) => x.seenBy.includes(me))) {
              lineSeq = l.seq;
              const where = l.room ? (l.room === t.table.group.id ? "group" : "wolves") : "dm";
              stream.send("line", {
                seq: l.seq,
                where,
                fromName: l.fromName,
                bot: l.from === t.net.botUser.id,
                text: l.text,
              });
            }
          } catch (err) {
            req.log.warn({ err }, "playground stream tick failed");
          }
        });
      },
    );

    app.post<{ Params: { id: string } }>("/play/:id/say", { schema: { hide: true } }, async (req, reply) => {
      const t = this.tableOf(req.params.id, reply);
      if (!t) return;
      const body = Say.safeParse(req.body);
      if (!body.success)
        return reply.code(400).send({ error: "bad_body", detail: body.error.issues[0]?.message ?? "请求有误" });
      const { seat, where, text } = body.data;
      if (!this.seatsOf(req, t).includes(seat) || !t.manual.has(seat))
        return reply.code(403).send({ error: "forbidden", detail: "这个座位不归你操作" });
      const me = t.table.players[seat - 1];
      if (where === "group") me.say(text).to(t.table.group);
      else if (where === "dm") me.say(text).to(t.net.botUser);
      else {
        const game = await t.rt.store.db.game.findFirst({
          where: { matchGroupId: t.table.group.id },
          orderBy: { createdAt: "desc" },
        });
        const room = game?.wolfRoomId;
        if (!room || !t.net.members(room).includes(me.id))
          return reply.code(400).send({ error: "not_in_room", detail: "你不在狼人群里" });
        me.say(text).to(t.net.mocker.RoomMock.load(room));
      }
      return { ok: true };
    });

    app.post<{ Params: { id: string }; Body: { as?: string } }>(
      "/play/:id/console",
      { schema: { hide: true } },
      async (req, reply) => {
        const t = this.tableOf(req.params.id, reply);
        if (!t) return;
        // The console shows every role: only for a table whose every seat is yours, never for one seat's session.
        if (this.seatsOf(req, t).length < t.table.players.length)
          return reply.code(403).send({
            error: "forbidden",
            detail: "只有全部座位都由你操作的试玩桌才能打开法官控制台（否则会看到别人的身份）",
          });
        // The table's judge (or inspector) DMs `控制台`, as on WeChat, and the link the bot answers is opened.
        const who = req.body?.as === "inspector" ? t.table.inspector : t.table.judge;
        const since = t.net.wire.length;
        const answer = t.net.waitFor(
          (m) => m.from === t.net.botUser.id && m.to === who.id && /控制台/.test(m.text),
          10_000,
          since,
        );
        who.say("控制台").to(t.net.botUser);
        const m = await answer.catch(() => null);
        const url = m ? /https?:\/\/\S+/.exec(m.text)?.[0] : undefined;
        if (!url) return reply.code(503).send({ error: "no_link", detail: "没有收到控制台登录链接，请再试一次" });
        return { url: new URL(url).pathname + new URL(url).search };
      },
    );

    app.post<{ Params: { id: string } }>("/play/:id/close", { schema: { hide: true } }, async (req, reply) => {
      const t = this.tableOf(req.params.id, reply);
      if (!t) return;
      if (this.seatsOf(req, t).length === 0)
        return reply.code(403).send({ error: "forbidden", detail: "这不是你的试玩桌" });
      await this.close(t.id);
      return { ok: true };
    });
  }
}

/** A refused playground request (its message is the Chinese answer). */
export class PlayError extends Error {}
