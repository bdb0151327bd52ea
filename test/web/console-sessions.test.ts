/**
 * Issue 25 item 10: the console's links and sessions are purged when they expire (not only when
 * used) and memory is bounded; a session ends at once when its holder is no longer certified.
 */
import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { SeasonBook } from "../../src/app/season.ts";
import { type Msg, render } from "../../src/vocab/msg.ts";
import { ConsoleDesk, MAX_CONSOLE_ENTRIES, SESSION_COOKIE } from "../../src/web/console.ts";

/** A season book that knows only a staff list (`contactId:role`). */
function bookOf(staff: Set<string>): SeasonBook {
  return {
    isStaff: async (id: string, role: string) => staff.has(`${id}:${role}`),
    names: async () => (id: string) => id,
  } as unknown as SeasonBook;
}

async function deskApp(staff: Set<string>, now: () => number) {
  const desk = new ConsoleDesk({
    baseUrl: "http://x",
    sources: () => [],
    book: bookOf(staff),
    log: pino({ level: "silent" }),
    now,
  });
  const app = Fastify();
  await app.register(cookie);
  desk.register(app);
  await app.ready();
  return { desk, app };
}

const tokenOf = (link: Msg) => /t=([\w-]+)/.exec(render(link))?.[1] ?? "";

describe("console links and sessions (issue 25 item 10)", () => {
  it("expired links and sessions are purged when new ones are issued, and their number is capped", async () => {
    let t = 1_000_000;
    const { desk, app } = await deskApp(new Set(["j1:judge"]), () => t);
    for (let i = 0; i < 50; i++) await desk.link("j1");
    // Two logins: two sessions.
    for (let i = 0; i < 2; i++) {
      const r = await app.inject(`/console/login?t=${tokenOf(await desk.link("j1"))}`);
      expect(r.statusCode).toBe(303);
    }
    expect(desk.kept).toEqual({ links: 50, sessions: 2 });
    t += 11 * 60_000; // the links have expired, unused
    await desk.link("j1");
    expect(desk.kept.links).toBe(1);
    t += 13 * 3_600_000; // the sessions too
    await app.inject(`/console/login?t=${tokenOf(await desk.link("j1"))}`);
    expect(desk.kept.sessions).toBe(1);
    // A flood of links within their validity is capped.
    for (let i = 0; i < MAX_CONSOLE_ENTRIES + 20; i++) await desk.link("j1");
    expect(desk.kept.links).toBeLessThanOrEqual(MAX_CONSOLE_ENTRIES);
    await app.close();
  });

  it("a judge's session stops at once when his certification is revoked; his link too", async () => {
    const staff = new Set(["j1:judge"]);
    const { desk, app } = await deskApp(staff, Date.now);
    const login = await app.inject(`/console/login?t=${tokenOf(await desk.link("j1"))}`);
    const sid = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "";
    const me = () => app.inject({ url: "/console/me.json", cookies: { [SESSION_COOKIE]: sid } });
    expect((await me()).statusCode).toBe(200);
    const unused = tokenOf(await desk.link("j1"));

    staff.delete("j1:judge");
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toContain("不再是认证法官");
    const control = await app.inject({
      method: "POST",
      url: "/console/games/00000000-0000-4000-8000-000000000000/control",
      cookies: { [SESSION_COOKIE]: sid },
      payload: { control: "pause", confirm: true },
    });
    expect(control.statusCode).toBe(401);
    // Certified again: the old session stays ended; a link issued before the revocation still needs the certification.
    expect((await app.inject(`/console/login?t=${unused}`)).statusCode).toBe(400);
    staff.add("j1:judge");
    expect((await me()).statusCode).toBe(401);
    expect(desk.kept.sessions).toBe(0);
    await app.close();
  });
});
