/**
 * Crafted requests against the HTTP API (issue 15 items 8 and 10): bad input is a clear 4xx and
 * changes nothing; anything else is a generic 500 with a request id, logged; never internals
 * (Prisma's text, file paths, source lines). Admin routes check the token before the body is
 * read, validate contact ids, refuse a ruling naming a seat twice.
 */
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { SeasonBook } from "../../src/app/season.ts";
import { buildApp } from "../../src/http/app.ts";
import type { Db } from "../../src/store/db.ts";
import { openStore, type Store } from "../../src/store/db.ts";
import { render } from "../../src/vocab/msg.ts";
import { IDIOT_DEAL } from "../helpers.ts";
import { pgliteCopy } from "../pglite-template.ts";

const TOKEN = "s3cret-token";
const auth = { authorization: `Bearer ${TOKEN}` };
const WALL = Date.parse("2026-12-10T12:00:00+08:00");
const players = Array.from({ length: 12 }, (_, i) => ({ seat: i + 1, contactId: `p${i + 1}`, name: `${i + 1}号` }));

/** What no answer may contain: Prisma's text, paths, source lines, stack frames. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(
    /prisma|invocation|\/work\/|\/src\/|node_modules|\.ts:\d+|\n\s+at |\bat .*\(|0x00|PGlite|postgres/i,
  );
}

describe("HTTP errors and admin guard (issue 15 items 8, 10)", () => {
  let store: Store;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let book: SeasonBook;
  let ended = "";
  const logLines: string[] = [];

  beforeAll(async () => {
    store = await openStore({ dataDir: await pgliteCopy() });
    const log = pino(
      { level: "info" },
      new Writable({
        write(chunk, _enc, cb) {
          logLines.push(String(chunk));
          cb();
        },
      }),
    );
    book = new SeasonBook(store.db, () => WALL);
    let now = 1_000_000;
    const service = new GameService({
      db: store.db,
      clock: () => now,
      scheduler: { schedule: async () => {}, cancel: async () => {} },
      log,
      onGameEnded: (end) => book.onGameEnded(end),
    });
    app = await buildApp({ db: store.db, service, book, log, mode: () => "test", adminToken: TOKEN });
    await book.setSeason({
      id: "S7",
      name: "S7",
      startsAt: new Date("2026-12-01T00:00:00+08:00"),
      endsAt: new Date("2027-02-01T00:00:00+08:00"),
    });
    const r = await service.createGame({
      board: "444-idiot",
      seed: 1,
      deal: IDIOT_DEAL,
      matchGroupId: "g@chatroom",
      judgeId: "judge",
      players,
      ranked: true,
      inspectorId: "insp",
    });
    if (!r.ok) throw new Error(render(r.msg));
    ended = r.gameId;
    // 000 §九3 three times: every wolf is out, the village wins; a result is recorded.
    for (let i = 0; i < 3; i++) {
      now += 1000;
      await service.handle(ended, { type: "judge", ruling: "wolf_talk", seat: 3 });
    }
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  describe("issue 15 item 8: bad input is a clear 4xx, never a 500 with internals", () => {
    const nulPaths = ["/players/a%00b", "/seasons/S%007/leaderboard", "/games/%00", "/players/p1?season=S%007"];
    for (const url of nulPaths)
      it(`issue 15 item 8: a NUL byte in ${url} is a 400 naming the field`, async () => {
        const r = await app.inject({ url });
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toMatch(/^bad_/);
        expectNoInternals(r.body);
      });

    it("issue 15 item 8: a NUL byte in an admin path parameter is a 400 and nothing is stored", async () => {
      const r = await app.inject({
        method: "PUT",
        url: "/admin/staff/x%00y",
        headers: auth,
        payload: { role: "judge", name: "老王" },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().detail).toMatch(/contactId/);
      expectNoInternals(r.body);
      expect(await store.db.staff.count()).toBe(0);
    });

    const nulBodies: [string, string, object][] = [
      ["staff name", "/admin/staff/judge", { role: "judge", name: "老\u0000王" }],
      [
        "season name",
        "/admin/seasons/S8",
        { name: "S\u00008", startsAt: "2027-03-01T00:00:00+08:00", endsAt: "2027-04-01T00:00:00+08:00" },
      ],
    ];
    for (const [what, url, payload] of nulBodies)
      it(`issue 15 item 8: a NUL byte in the ${what} is a 400 naming the field, nothing stored`, async () => {
        const r = await app.inject({ method: "PUT", url, headers: auth, payload });
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({ error: "bad_body", detail: expect.stringMatching(/^name: /) });
        expectNoInternals(r.body);
        expect(await store.db.staff.count()).toBe(0);
        expect(await store.db.season.count()).toBe(1);
      });

    it("issue 15 item 8: a NUL byte in a ruling's reason is a 400 and the result is unchanged", async () => {
      const before = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: ended } });
      const r = await app.inject({
        method: "POST",
        url: `/admin/games/${ended}/ruling`,
        headers: auth,
        payload: { reason: "申诉\u0000", valid: false },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().detail).toMatch(/^reason: /);
      expect(await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: ended } })).toEqual(before);
    });

    it("issue 15 item 8: malformed JSON, an empty JSON body and a wrong content type are 400 / 415", async () => {
      const bad = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge",
        headers: { ...auth, "content-type": "application/json" },
        payload: '{"role": "judge", nope',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe("bad_json");
      expectNoInternals(bad.body);
      const empty = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge",
        headers: { ...auth, "content-type": "application/json" },
        payload: "",
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe("bad_json");
      const type = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge",
        headers: { ...auth, "content-type": "application/x-whatever" },
        payload: "role=judge",
      });
      expect(type.statusCode).toBe(415);
      expect(type.json().error).toBe("bad_content_type");
      expect(await store.db.staff.count()).toBe(0);
    });

    it("issue 15 item 8: a prototype-poisoning body is refused as bad JSON", async () => {
      const r = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge",
        headers: { ...auth, "content-type": "application/json" },
        payload: '{"role":"judge","name":"x","__proto__":{"active":false}}',
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe("bad_json");
    });

    it("issue 15 item 8: a body over the limit is a 413", async () => {
      const r = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge",
        headers: auth,
        payload: { role: "judge", name: "x", pad: "x".repeat(2 * 1024 * 1024) },
      });
      expect(r.statusCode).toBe(413);
      expect(r.json().error).toBe("body_too_large");
    });

    it("issue 15 item 8: an unknown route and a broken URL encoding are a 404 / 400 without echo", async () => {
      const nf = await app.inject({ url: "/nope/%3Cscript%3E" });
      expect(nf.statusCode).toBe(404);
      expect(nf.json()).toEqual({ error: "not_found", detail: expect.any(String) });
      expect(nf.body).not.toMatch(/script|nope/);
      const enc = await app.inject({ url: "/players/%E0%A4%A" });
      expect(enc.statusCode).toBe(400);
      expect(enc.json().error).toBe("bad_url");
      expect(enc.body).not.toContain("%E0");
    });

    it("issue 15 item 8: an internal failure is a generic 500 with a request id, logged with that id", async () => {
      const internal = new Error(
        "\nInvalid `prisma.game.findUnique()` invocation in\n/work/x/src/http/app.ts:130:40\n\n  127 const game = await deps.db.game.findUnique(",
      );
      const failing = new Proxy({} as Db, {
        get: () =>
          new Proxy(
            {},
            {
              get: () => async () => {
                throw internal;
              },
            },
          ),
      });
      const log = pino(
        { level: "info" },
        new Writable({
          write(chunk, _enc, cb) {
            logLines.push(String(chunk));
            cb();
          },
        }),
      );
      const broken = await buildApp({
        db: failing,
        service: {} as GameService,
        book,
        log,
        mode: () => "test",
        adminToken: TOKEN,
      });
      const r = await broken.inject({ url: "/games/00000000-0000-4000-8000-000000000000" });
      expect(r.statusCode).toBe(500);
      const body = r.json();
      expect(Object.keys(body).sort()).toEqual(["error", "requestId"]);
      expect(body.error).toBe("internal");
      expectNoInternals(r.body);
      const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.reqId === body.requestId && l.level === 50);
      expect(logged?.err?.message).toContain("prisma.game.findUnique");
      await broken.close();
    });
    it("issue 15 item 8: a database error inside an admin route is a generic 500, not a 4xx quoting it", async () => {
      class DriverError extends Error {}
      const failingBook = {
        rule: async () => {
          throw new DriverError("Invalid `prisma.rankedResult.update()` invocation in /work/x/src/app/season.ts:170:5");
        },
        setSeason: async () => {
          throw new DriverError("Invalid `prisma.season.upsert()` invocation in /work/x/src/app/season.ts:72:5");
        },
      } as unknown as SeasonBook;
      const broken = await buildApp({
        db: store.db,
        service: {} as GameService,
        book: failingBook,
        log: pino({ level: "silent" }),
        mode: () => "test",
        adminToken: TOKEN,
      });
      const ruling = await broken.inject({
        method: "POST",
        url: `/admin/games/${ended}/ruling`,
        headers: auth,
        payload: { reason: "申诉" },
      });
      const season = await broken.inject({
        method: "PUT",
        url: "/admin/seasons/S9",
        headers: auth,
        payload: { name: "S9", startsAt: "2027-05-01T00:00:00+08:00", endsAt: "2027-06-01T00:00:00+08:00" },
      });
      for (const r of [ruling, season]) {
        expect(r.statusCode).toBe(500);
        expect(r.json().error).toBe("internal");
        expectNoInternals(r.body);
      }
      // A refusal of the book itself is still a 4xx with its sentence.
      const overlap = await app.inject({
        method: "PUT",
        url: "/admin/seasons/S8",
        headers: auth,
        payload: { name: "S8", startsAt: "2026-12-15T00:00:00+08:00", endsAt: "2027-03-01T00:00:00+08:00" },
      });
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json().detail).toContain("S7");
      await broken.close();
    });
  });

  describe("issue 15 item 10: admin guard", () => {
    it("issue 15 item 10: without a token, a huge or malformed body is a 401: the body is never read", async () => {
      const huge = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge",
        payload: { role: "judge", name: "x", pad: "x".repeat(2 * 1024 * 1024) },
      });
      expect(huge.statusCode).toBe(401);
      const malformed = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge",
        headers: { authorization: "Bearer wrong", "content-type": "application/json" },
        payload: "{nope",
      });
      expect(malformed.statusCode).toBe(403);
    });

    it("issue 15 item 10: the admin body limit is 64 KiB", async () => {
      const r = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge",
        headers: auth,
        payload: { role: "judge", name: "x", pad: "x".repeat(65 * 1024) },
      });
      expect(r.statusCode).toBe(413);
      const ok = await app.inject({
        method: "PUT",
        url: "/admin/staff/judge2",
        headers: auth,
        payload: { role: "judge", name: "x", pad: "x".repeat(30 * 1024) },
      });
      expect(ok.statusCode).toBe(200);
      await store.db.staff.deleteMany({});
    });

    it("issue 15 item 10: a token is accepted only when equal (not a prefix, not longer, scheme Bearer)", async () => {
      const put = (authorization: string) =>
        app.inject({
          method: "PUT",
          url: "/admin/staff/judge",
          headers: { authorization },
          payload: { role: "judge", name: "老王" },
        });
      expect((await put(`Bearer ${TOKEN.slice(0, -1)}`)).statusCode).toBe(403);
      expect((await put(`Bearer ${TOKEN}x`)).statusCode).toBe(403);
      expect((await put(`Basic ${TOKEN}`)).statusCode).toBe(403);
      expect((await put("Bearer ")).statusCode).toBe(403);
      expect(await store.db.staff.count()).toBe(0);
      expect((await put(`Bearer ${TOKEN}`)).statusCode).toBe(200);
      await store.db.staff.deleteMany({});
    });

    const badIds = [
      ["a space", "a%20b"],
      ["a tab", "a%09b"],
      ["a control character", "a%07b"],
      ["a zero-width space", "a%E2%80%8Bb"],
      ["101 characters", "w".repeat(101)],
    ];
    for (const [what, id] of badIds)
      it(`issue 15 item 10: a staff contact id with ${what} is a 400, nothing stored`, async () => {
        const r = await app.inject({
          method: "PUT",
          url: `/admin/staff/${id}`,
          headers: auth,
          payload: { role: "inspector", name: "督察" },
        });
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({ error: "bad_id", detail: expect.stringMatching(/^contactId: /) });
        expect(await store.db.staff.count()).toBe(0);
      });

    it("issue 15 item 10: WeChat-style contact ids are accepted", async () => {
      for (const id of ["wxid_a1b2c3d4e5", "Zhang-San_88", "12345678@chatroom", "@0a1b2c", "w".repeat(100)]) {
        const r = await app.inject({
          method: "PUT",
          url: `/admin/staff/${encodeURIComponent(id)}`,
          headers: auth,
          payload: { role: "inspector", name: "督察" },
        });
        expect(r.statusCode, id).toBe(200);
        expect(await book.isStaff(id, "inspector")).toBe(true);
      }
      await store.db.staff.deleteMany({});
    });

    it("issue 15 item 10: a ruling naming the same seat twice is a 400 naming the seat; the result is unchanged", async () => {
      const before = await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: ended } });
      const r = await app.inject({
        method: "POST",
        url: `/admin/games/${ended}/ruling`,
        headers: auth,
        payload: { reason: "申诉", seats: [{ seat: 5, campWon: false }, { seat: 2 }, { seat: 5, penalty: "eject" }] },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().detail).toMatch(/^seats\.2\.seat: .*5/);
      expect(await store.db.rankedResult.findUniqueOrThrow({ where: { gameId: ended } })).toEqual(before);
      const ok = await app.inject({
        method: "POST",
        url: `/admin/games/${ended}/ruling`,
        headers: auth,
        payload: { reason: "申诉", seats: [{ seat: 5, campWon: false }] },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().changes).toContainEqual({ playerId: "p5", before: 2, after: 0 });
    });
  });
});
