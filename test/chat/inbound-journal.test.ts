/**
 * Issue 25 items 4 and 6, without a database: the inbound journal keeps what was received and
 * not handled (a torn last line ignored, compacted on open), and the Wechaty adapter replays it
 * first, in arrival order, marks what it handled, and holds a conversation's messages while the
 * database is down (its sender told once) to handle them in order when it answers.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import type { Wechaty } from "wechaty";
import { KnownLanguages } from "../../src/chat/known-languages.ts";
import type { ReplyOutbox } from "../../src/chat/reply-outbox.ts";
import { type ChatRouter, DatabaseDown, type Inbound } from "../../src/chat/router.ts";
import { attachRouter, HELD, HELD_TEXT, type Journaled } from "../../src/chat/wechaty.ts";
import { InboundJournal } from "../../src/store/inbound-journal.ts";
import { render, say } from "../../src/vocab/msg.ts";

const dir = mkdtempSync(join(tmpdir(), "journal-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = pino({ level: "silent" });
const dmOf = (id: string, from: string, text: string): Journaled => ({
  id,
  from: { id: from, name: from },
  room: null,
  text,
});

/** A bot with just what the adapter uses: message events, contacts that say, no rooms. */
function fakeBot() {
  let listener: (msg: unknown) => void = () => {};
  const said: { to: string; text: string }[] = [];
  const bot = {
    on: (_: string, fn: (msg: unknown) => void) => {
      listener = fn;
    },
    Room: { find: async () => undefined },
    Contact: {
      find: async ({ id }: { id: string }) => ({
        id,
        name: () => id,
        say: async (text: string) => said.push({ to: id, text }),
      }),
    },
  };
  const send = (m: Journaled) =>
    listener({
      id: m.id,
      self: () => false,
      type: () => 7,
      talker: () => ({ id: m.from.id, name: () => m.from.name }),
      room: () => null,
      text: () => m.text,
    });
  return { bot: bot as unknown as Wechaty, send, said };
}

const idle = async (inbound: { conversations: number }) => {
  for (let i = 0; i < 200 && inbound.conversations > 0; i++) await new Promise((r) => setTimeout(r, 10));
};

describe("the inbound journal", () => {
  it("reopened, it holds what was received and not done, in arrival order; a torn last line is ignored; compacted", async () => {
    const j = InboundJournal.open<Journaled>(dir, "unit");
    const seqs = [j.reserve(), j.reserve(), j.reserve()];
    await Promise.all(seqs.map((s, i) => j.received(s, dmOf(`m${i}`, "a", `t${i}`))));
    j.done(seqs[1]);
    j.close();
    appendFileSync(j.path, '{"s":9,"m":{"id":"torn"'); // a kill in the middle of a write
    const again = InboundJournal.open<Journaled>(dir, "unit");
    expect(again.pending.map((p) => p.message.id)).toEqual(["m0", "m2"]);
    expect(readFileSync(again.path, "utf8").trim().split("\n")).toHaveLength(2);
    expect(again.reserve()).toBe(4);
    again.close();
  });

  it("the adapter replays the journal first, then new messages, in order; each marked done once handled", async () => {
    const j = InboundJournal.open<Journaled>(dir, "replay");
    for (const [i, t] of ["坐1号", "过"].entries()) await j.received(j.reserve(), dmOf(`old${i}`, "a", t));
    j.close();
    const handled: string[] = [];
    const router = {
      handle: async (m: Inbound) => {
        handled.push(m.id);
        return [];
      },
    } as unknown as ChatRouter;
    const { bot, send } = fakeBot();
    let go: () => void = () => {};
    const started = new Promise<void>((r) => {
      go = r;
    });
    const journal = InboundJournal.open<Journaled>(dir, "replay");
    const inbound = attachRouter(bot, router, log, undefined, { journal, started });
    send(dmOf("new0", "a", "状态"));
    go();
    await idle(inbound);
    expect(handled).toEqual(["old0", "old1", "new0"]);
    journal.close();
    expect(InboundJournal.open<Journaled>(dir, "replay").pending).toEqual([]);
  });

  it("while the database is down a conversation's messages wait (told once) and are handled in order when it answers", async () => {
    let down = true;
    let back: () => void = () => {};
    const gate = new Promise<void>((r) => {
      back = r;
    });
    const handled: string[] = [];
    const router = {
      handle: async (m: Inbound) => {
        if (down) {
          waiting = true;
          throw new DatabaseDown(new Error("connection refused"));
        }
        handled.push(m.id);
        return [];
      },
    } as unknown as ChatRouter;
    const { bot, send, said } = fakeBot();
    // The gate closes when the first failure is seen (as DbWatch.check does).
    let waiting = false;
    const journal = InboundJournal.open<Journaled>(dir, "down");
    const inbound = attachRouter(bot, router, log, undefined, {
      journal,
      gate: {
        get down() {
          return waiting && down;
        },
        ready: () => (waiting ? gate : Promise.resolve()),
      },
    });
    send(dmOf("d1", "b", "状态"));
    await new Promise((r) => setTimeout(r, 50));
    send(dmOf("d2", "b", "帮助"));
    send(dmOf("d3", "b", "状态"));
    await new Promise((r) => setTimeout(r, 50));
    expect(handled).toEqual([]);
    expect(said).toEqual([{ to: "b", text: HELD_TEXT }]);
    down = false;
    back();
    await idle(inbound);
    expect(handled).toEqual(["d1", "d2", "d3"]);
    expect(said).toHaveLength(1);
    journal.close();
  });

  it("a message that meets the gate already closed (the probe saw the outage first) is told once that it waits, too", async () => {
    let back: () => void = () => {};
    const gate = new Promise<void>((r) => {
      back = r;
    });
    let down = true;
    const handled: string[] = [];
    const router = {
      handle: async (m: Inbound) => {
        handled.push(m.id);
        return [];
      },
    } as unknown as ChatRouter;
    const { bot, send, said } = fakeBot();
    const journal = InboundJournal.open<Journaled>(dir, "closed");
    const inbound = attachRouter(bot, router, log, undefined, {
      journal,
      gate: {
        get down() {
          return down;
        },
        ready: () => (down ? gate : Promise.resolve()),
      },
    });
    send(dmOf("c1", "c", "状态"));
    send(dmOf("c2", "c", "帮助"));
    send(dmOf("e1", "e", "状态"));
    await new Promise((r) => setTimeout(r, 50));
    expect(handled).toEqual([]);
    expect(said).toEqual([
      { to: "c", text: HELD_TEXT },
      { to: "e", text: HELD_TEXT },
    ]);
    down = false;
    back();
    await idle(inbound);
    expect(handled.sort()).toEqual(["c1", "c2", "e1"]);
    expect(said).toHaveLength(2);
    journal.close();
  });

  it("sent without the database, the wait notice and a reply speak the chat's last delivered language (else 简体)", async () => {
    let down = true;
    let back: () => void = () => {};
    const gate = new Promise<void>((r) => {
      back = r;
    });
    const answer = say("dm_desk.not_seated");
    const router = {
      handle: async (m: Inbound) => {
        if (down) throw new DatabaseDown(new Error("connection refused"));
        return [{ to: { contact: m.from.id }, text: answer }];
      },
    } as unknown as ChatRouter;
    // The outbox write fails too (the database went again): the replies are sent at once.
    const replies = {
      write: async () => {
        throw new Error("connection refused");
      },
    } as unknown as ReplyOutbox;
    const languages = new KnownLanguages();
    languages.note("en_guy", "en");
    const { bot, send, said } = fakeBot();
    const inbound = attachRouter(bot, router, log, undefined, {
      replies,
      languages,
      gate: {
        get down() {
          return down;
        },
        ready: () => (down ? gate : Promise.resolve()),
      },
    });
    send(dmOf("k1", "en_guy", "status"));
    send(dmOf("k2", "stranger", "状态"));
    await new Promise((r) => setTimeout(r, 50));
    expect(said).toEqual([
      { to: "en_guy", text: render(HELD, "en") },
      { to: "stranger", text: HELD_TEXT },
    ]);
    expect(render(HELD, "en")).not.toBe(HELD_TEXT);
    down = false;
    back();
    await idle(inbound);
    expect(said.slice(2).sort((x, y) => x.to.localeCompare(y.to))).toEqual([
      { to: "en_guy", text: render(answer, "en") },
      { to: "stranger", text: render(answer) },
    ]);
  });

  it("the known languages are bounded: the least recently noted chat is forgotten first", () => {
    const k = new KnownLanguages(2);
    k.note("a", "en");
    k.note("b", "zh-Hant");
    k.note("a", "en");
    k.note("c", "en");
    expect([k.of("a"), k.of("b"), k.of("c")]).toEqual(["en", undefined, "en"]);
    k.note("", "en");
    expect(k.of("")).toBeUndefined();
  });
});
