/**
 * Issue 13 item 6: what a new user reads agrees with what runs — every variable README lists for
 * `npm start` is in `.env.example`; the demo never uses the server's store.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoStore } from "../src/app/demo-store.ts";
import { ROOT } from "./helpers.ts";

describe("configuration (issue 13 item 6)", () => {
  it("every variable of README's `npm start` env list is in .env.example", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const para = readme.slice(readme.indexOf("**`npm start`** env"), readme.indexOf("At start it checks"));
    const names = [...para.matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(15);
    const example = readFileSync(join(ROOT, ".env.example"), "utf8");
    const missing = names.filter((n) => !new RegExp(`^#? ?${n}=`, "m").test(example));
    expect(missing).toEqual([]);
  });

  it("the demo ignores the server's DATABASE_URL, PGLITE_DIR and REDIS_URL and refuses them as its own", () => {
    const server = {
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/werewolf",
      PGLITE_DIR: "./.data/pglite",
      REDIS_URL: "redis://127.0.0.1:6379",
    };
    expect(demoStore(server)).toEqual({ ok: true, dataDir: "memory://", channel: "demo" });
    expect(demoStore({ ...server, DEMO_DATABASE_URL: server.DATABASE_URL })).toMatchObject({ ok: false });
    expect(demoStore({ DEMO_PGLITE_DIR: ".data/pglite/" })).toMatchObject({ ok: false });
    expect(demoStore({ ...server, DEMO_PGLITE_DIR: "./.data/demo" })).toEqual({
      ok: true,
      dataDir: "./.data/demo",
      channel: "demo",
    });
    expect(demoStore({ DEMO_DATABASE_URL: "postgresql://x/werewolf_demo", DEMO_REDIS_URL: "redis://r" })).toEqual({
      ok: true,
      databaseUrl: "postgresql://x/werewolf_demo",
      dataDir: "memory://",
      redisUrl: "redis://r",
      channel: "demo",
    });
  });
});
