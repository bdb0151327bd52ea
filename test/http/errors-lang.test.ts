/**
 * The API's error replies in the request's language (issue 23 goal 3): `detail` follows `?lang`,
 * the `lang` cookie and `Accept-Language` as the web pages do, 简体 when the request says nothing
 * (what every client read before); `error` stays the stable code.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/app/game-service.ts";
import { SeasonBook } from "../../src/app/season.ts";
import { buildApp } from "../../src/http/app.ts";
import { openStore, type Store } from "../../src/store/db.ts";
import { pgliteCopy } from "../pglite-template.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

describe("the API's error replies in three languages", () => {
  let store: Store;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    store = await openStore({ dataDir: await pgliteCopy() });
    const log = pino({ level: "silent" });
    const book = new SeasonBook(store.db, () => 0);
    const service = new GameService({
      db: store.db,
      clock: () => 0,
      scheduler: { schedule: async () => {}, cancel: async () => {} },
      log,
    });
    app = await buildApp({ db: store.db, service, book, log, mode: () => "test", adminToken: "t" });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
  const missing = "/games/00000000-0000-4000-8000-000000000000";

  it("简体 when the request names no language, as before", async () => {
    expect((await get(missing)).json()).toEqual({ error: "not_found", detail: "没有这局游戏" });
    expect((await get("/games/x")).json()).toEqual({ error: "bad_id", detail: "游戏 id 必须是 UUID" });
    expect((await get("/nowhere")).json()).toEqual({ error: "not_found", detail: "没有这个路径" });
  });

  it("English for an English browser or ?lang=en, with the same stable code", async () => {
    const en = { "accept-language": "en-GB,en;q=0.9" };
    for (const r of [await get(missing, en), await get(`${missing}?lang=en`), await get("/nowhere", en)]) {
      expect(r.json().error).toBe("not_found");
      expect(r.json().detail).not.toMatch(CJK);
    }
    expect((await get("/games/x", en)).json()).toEqual({ error: "bad_id", detail: "A game id must be a UUID" });
  });

  it("繁體 for a Taiwan browser or the lang cookie", async () => {
    expect((await get(missing, { "accept-language": "zh-TW" })).json().detail).toBe("沒有這局遊戲");
    expect((await get(missing, { cookie: "lang=zh-Hant" })).json().detail).toBe("沒有這局遊戲");
  });
});
