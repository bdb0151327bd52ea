/**
 * Issue 26 items 1, 2 and 10 without a browser: the playground's scripted players never type
 * into a seat left to the person — an all-seat ranked table (the demo's Director: it used to type
 * 验十三号 into the seer's DM at the start, before it honoured the person's seats) and one seat of
 * a classic table (the Crowd), played by the test through `POST /play/:id/say` from what the
 * table says is due, to a winner; and the clock runs at 1× only while the person's seat is due.
 */
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { PlayClock } from "../../src/web/play-pace.ts";
import type { PlayTable } from "../../src/web/play-table.ts";
import { Playground } from "../../src/web/playground.ts";
import { copiedRuntime, driveTable } from "./stack.ts";

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

/** The tables the playground opened, by id (its `onTable`). */
const tables = new Map<string, PlayTable>();

async function stack() {
  const pg = new Playground({
    log: pino({ level: "silent" }),
    seed: () => 7,
    startRuntime: copiedRuntime,
    onTable: (t) => tables.set(t.id, t),
  });
  const app = Fastify();
  await app.register(cookie);
  pg.register(app);
  await app.ready();
  stop = async () => {
    await pg.closeAll();
    await app.close();
  };
  return { pg, app };
}

async function open(app: FastifyInstance, body: object): Promise<{ id: string; cookie: string }> {
  const r = await app.inject({ method: "POST", url: "/play/tables", payload: body });
  expect(r.statusCode, r.body).toBe(200);
  return { id: r.json().id, cookie: r.cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}

const until = async (what: () => boolean, rounds = 600) => {
  for (let i = 0; i < rounds && !what(); i++) await new Promise((r) => setTimeout(r, 100));
  return what();
};

describe("the clock's rate (issue 26 item 10)", () => {
  it("300 wall ms are 300 rule ms while slow, 18 s at 60×, on a moved wall clock", () => {
    let wall = 1_000;
    const clock = new PlayClock(60, 5_000_000, () => wall);
    const over300 = () => {
      const a = clock.now();
      wall += 300;
      return clock.now() - a;
    };
    expect(clock.currentRate).toBe(60);
    expect(over300()).toBe(18_000);
    clock.slow();
    expect(clock.currentRate).toBe(1);
    expect(over300()).toBe(300);
    expect(over300()).toBeLessThan(5_000);
    clock.fast();
    expect(over300()).toBeGreaterThan(5_000);
  });
});

describe("the playground's script and the person's seats (issue 26 item 1)", () => {
  it("an all-seat ranked table: the script seats everyone and then types nothing for any seat", async () => {
    const { pg, app } = await stack();
    const { id } = await open(app, { ruleset: "ranked-s7", board: "444-idiot", seat: 0, others: "me", speed: 60 });
    // The night's prompts reach the seats (the seer's among them): the moment the script used to answer.
    const screens = () => Array.from({ length: 12 }, (_, i) => pg.screenOf(id, i + 1)).flat();
    expect(await until(() => screens().some((t) => t.startsWith("预言家请私聊")))).toBe(true);
    // The seer's seat is the person's: it is due (the clock waits at 1×) and the script leaves it alone.
    expect(await until(() => [...Array(12).keys()].some((i) => pg.dueOf(id, i + 1)?.kind === "night"))).toBe(true);
    // The script has answered every message it got so far (those prompts among them): whatever it
    // would type for a seat is typed by now (no wall-clock wait).
    await tables.get(id)?.script.settled?.();
    for (let seat = 1; seat <= 12; seat++) expect(pg.typedBy(id, seat), `${seat}号`).toEqual([`坐${seat}号`]);
  }, 120_000);

  it("one seat of a classic table: the crowd plays the others to a winner, the person's seat only types what he sends", async () => {
    const { pg, app } = await stack();
    const seat = 3;
    const { id, cookie } = await open(app, {
      ruleset: "classic",
      board: "444-idiot",
      seat,
      others: "script",
      speed: 60,
    });
    // The table's waits on a deadline go by jumps, never while seat 3 is due (issue 24 goal 5).
    const drive = driveTable(tables.get(id) as PlayTable);
    const sent: string[] = [];
    let dues = 0;
    const paced: number[] = [];
    for (let i = 0; i < 3000 && !pg.endedOf(id); i++) {
      const due = pg.dueOf(id, seat);
      if (due) {
        dues++;
        // While his seat is due the clock runs at 1×: a rule ms per wall ms, not 60 (read off the
        // clock, not timed over 300 wall ms; what a rate makes of wall time: "the clock's rate" below).
        if (dues <= 3) {
          const a = pg.paceOf(id);
          if (a) {
            expect(a.slow).toBe(true);
            paced.push(a.rate);
          }
        }
        // The ready-made answers in turn (one the bot refuses is not sent again and again).
        const r = due.replies[dues % due.replies.length];
        const res = await app.inject({
          method: "POST",
          url: `/play/${id}/say`,
          headers: { cookie },
          payload: { seat, where: r.where, text: r.text },
        });
        if (res.statusCode === 200) sent.push(r.text);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await drive;
    expect(pg.endedOf(id)).toBe(true);
    expect(pg.screenOf(id, seat).some((t) => t.startsWith("游戏结束"))).toBe(true);
    // The person was awaited at least once (his speech, his ballot…), and answered from the page's offers.
    expect(dues).toBeGreaterThan(0);
    expect(sent.length).toBeGreaterThan(0);
    expect(paced.length).toBeGreaterThan(0);
    for (const rate of paced) expect(rate).toBe(1);
    // Between his windows the scripted parts keep the speed picked.
    const a = pg.paceOf(id);
    if (a && !a.slow) expect(a.rate).toBe(60);
    // Whatever the script did, it never typed for seat 3 but its 坐3号.
    expect(pg.typedBy(id, seat)).toEqual([`坐${seat}号`, ...sent]);
  }, 400_000);
});
