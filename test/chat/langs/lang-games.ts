/**
 * A whole game of a ruleset played in a chosen language through the mocked network (issue 23
 * "Done when"): the room is opened, its judge sets the group's language (`语言 繁體`,
 * `language en`), and the scripted players play it to its end — reading the bot's 简体 rendering of
 * each message (`heard`, the mocked network's far side), while every player's screen shows the
 * chat's language as the transport rendered it. Timed rulesets (ranked-s7, classic, table) are
 * played by `Crowd` on 12 seats, forum-25 by `ForumCrowd` (25 seats, calendar days), forum-hk by
 * `HkCrowd` (14 seats drawn from the pools); the rule clock jumps to each next deadline as soon as
 * the table is quiet (`driveIdleDeadlines`). The players type in the game's language (`typing.ts`). Used by test/chat/whole-game-langs*.test.ts (and so by
 * `npm run transcripts:languages`, the same run writing docs/transcripts/).
 */
import type { mock } from "wechaty-puppet-mock";
import type { Runtime } from "../../../src/boot/runtime.ts";
import { heard, MockNetwork, type WireMessage } from "../../../src/chat/mock-network.ts";
import type { Lang } from "../../../src/engine/roles/index.ts";
import type { GameState } from "../../../src/engine/types.ts";
import { Crowd, makeCrowd } from "../../../src/sim/crowd.ts";
import { driveIdleDeadlines, type JumpClock } from "../../../src/sim/deadline-jumps.ts";
import { ForumCrowd, makeForumTable } from "../../../src/sim/forum-crowd.ts";
import { HkCrowd } from "../../../src/sim/hk-crowd.ts";
import { hkDemoStart } from "../../../src/sim/hk-demo.ts";
import { GameLookups } from "../../../src/store/games.ts";
import { typeIn } from "./typing.ts";

type Contact = mock.ContactMock;

/** The rulesets a whole game is played of. */
export const LANG_RULESETS = ["ranked-s7", "classic", "table", "forum-25", "forum-hk"] as const;
export type LangRuleset = (typeof LANG_RULESETS)[number];

/** What the judge types to set the group's language (none for 简体, the default). */
export const LANGUAGE_COMMAND: Record<Lang, string | null> = {
  "zh-Hans": null,
  "zh-Hant": "語言 繁體",
  en: "language en",
};

/** How each timed ruleset's room is opened (the lobby's words) and its board. */
const TIMED_OPEN: Record<"ranked-s7" | "classic" | "table", string> = {
  "ranked-s7": "开房 444预女猎白",
  classic: "开房 经典 444预女猎白",
  table: "开房 桌游 12人",
};

/**
 * The timed rulesets' rule clock: 10 rule ms per wall ms. Their games move on the players' commands
 * (a speech ends on 过, a vote once all voted) and the idle deadlines are jumped, so the speed buys
 * no time; it is the players' leeway: at 60× a 2-minute vote was 2 s of wall time, and on a busy
 * machine (load 7 to 19 on 2 cores) the last of 12 scripted ballots came after it — the same game
 * ended otherwise in 繁體 than in English (6 December 2026). At 10× the same vote is 12 s.
 */
const TIMED_SPEED = 10;

/** How a game ended: the winner, and each seat's role and death (label and cause) or `alive`. */
export interface Outcome {
  winner: string | null;
  seats: string[];
}

/** A game played (see the module comment). */
export interface LangGame {
  ruleset: LangRuleset;
  lang: Lang;
  /** Whether it reached a winner before the time-out. */
  ended: boolean;
  outcome: Outcome | null;
  net: MockNetwork;
  /** The table's people (judge or directors, inspector, players): whose screens are read. */
  people: Contact[];
  /** The match group (or forum thread). */
  groupId: string;
  /** The wire's `seq` of the bot's answer to the language command (0 for 简体): the screens are read after it. */
  since: number;
  /** Rule-clock jumps made. */
  jumps: number;
  /** Wall ms from the runtime's start to the game's end (outbox idle), for the run's timing line. */
  wallMs: number;
  /** Of which the runtime's start (its database copied from the template, its chat, its recovery). */
  setupMs: number;
  /** Each seat's contact id (the store's seat rows; empty when no game was found). */
  seated: { seat: number; playerId: string | null }[];
  /** The game's wolves' room id, or null (none made, or no game). */
  wolfRoom: string | null;
}

/** A rule clock that jumps (the playground's `PlayClock`), anchored for a runtime. */
export type LangClock = JumpClock & { readonly speed: number; anchor(): { wallMs: number; ruleMs: number } };

/** Starts a runtime on `net` running on `clock` (`anchor: clock.anchor()`, `speed: clock.speed`), seeded `seed`. */
export type StartRuntime = (net: MockNetwork, clock: LangClock, seed: number) => Promise<Runtime>;

/**
 * Plays a whole game of `ruleset` in `lang` (see the module comment) on a runtime of its own made by
 * `start`; stops the runtime before resolving. `timeoutMs`: wall ms before giving up.
 */
export async function playLangGame(o: {
  ruleset: LangRuleset;
  lang: Lang;
  start: StartRuntime;
  /** A clock at `speed` rule ms per wall ms from rule time `startMs` (`new PlayClock(speed, startMs)`). */
  clock: (speed: number, startMs: number) => LangClock;
  seed?: number;
  timeoutMs?: number;
}): Promise<LangGame> {
  const language = LANGUAGE_COMMAND[o.lang];
  const seed = o.seed ?? 7;
  const timeoutMs = o.timeoutMs ?? 240_000;
  const forum = o.ruleset === "forum-25" || o.ruleset === "forum-hk";
  const net = new MockNetwork(forum ? "版杀导演机器人" : "狼人法官");
  let people: Contact[];
  let groupId: string;
  let clock: LangClock;
  let play: () => Promise<boolean>;
  let settled: () => Promise<void>;
  let prepare: (rt: Runtime) => Promise<void> = async () => {};
  if (o.ruleset === "forum-25") {
    const t = makeForumTable(net);
    people = [...t.directors, ...t.players];
    groupId = t.group.id;
    clock = o.clock(1500, Date.UTC(2026, 2, 1, 12, 0));
    const crowd = new ForumCrowd(net, t, { ...(language ? { language } : {}) });
    play = async () => (await crowd.play(timeoutMs)) !== "timeout";
    settled = () => crowd.settled();
  } else if (o.ruleset === "forum-hk") {
    const t = makeForumTable(net, 14, "版杀·空洞骑士");
    people = [...t.directors, ...t.players];
    groupId = t.group.id;
    clock = o.clock(60, hkDemoStart());
    const c = clock;
    const crowd = new HkCrowd(net, t, { seed, now: () => c.now(), ...(language ? { language } : {}) });
    play = async () => {
      const end = await crowd.play(timeoutMs);
      crowd.stop();
      return end !== "timeout";
    };
    settled = () => crowd.settled();
  } else {
    const t = makeCrowd(net, `lg_${o.ruleset.replace(/\W/g, "")}`, 12, o.ruleset === "ranked-s7");
    people = [t.judge, ...(t.inspector ? [t.inspector] : []), ...t.players];
    groupId = t.group.id;
    clock = o.clock(TIMED_SPEED, Date.now() * 60);
    const crowd = new Crowd(net, t, { seed, ...(language ? { language } : {}) });
    const open = TIMED_OPEN[o.ruleset];
    play = async () => (await crowd.play(open, timeoutMs)).ended;
    settled = () => crowd.settled();
    // A certified judge and a checked-in inspector in a season: the ranked game posts its points.
    prepare = async (rt) => {
      const day = 86_400_000;
      await rt.book.setSeason({
        id: "langs",
        name: "语言测试赛季",
        startsAt: new Date(clock.now() - day),
        endsAt: new Date(clock.now() + 30 * day),
      });
      await rt.book.setStaff(t.judge.id, "judge", "法官", true);
      if (t.inspector) await rt.book.setStaff(t.inspector.id, "inspector", "督察", true);
    };
  }
  typeIn(people, o.lang, !forum);
  const t0 = Date.now();
  const rt = await o.start(net, clock, seed);
  const setupMs = Date.now() - t0;
  try {
    await prepare(rt);
    let over = false;
    const jumps = driveIdleDeadlines(rt, net, [groupId], clock, settled, () => over);
    const ended = await play().finally(() => {
      over = true;
    });
    const made = await jumps;
    await rt.outbox.idle();
    const wallMs = Date.now() - t0;
    const lookups = new GameLookups(rt.store.db);
    const id = await lookups.latestIn(groupId).catch(() => null);
    const state = id ? await rt.service.state(id).catch(() => null) : null;
    const seated = id ? await lookups.seatRows(id).catch(() => []) : [];
    const wolfRoom = id ? await lookups.wolfRoomOf(id).catch(() => null) : null;
    const bot = net.botUser.id;
    const answer = language
      ? net.wire.find((m) => m.from === bot && m.room === groupId && heard(m).startsWith("本群的语言已设为"))
      : undefined;
    return {
      ruleset: o.ruleset,
      lang: o.lang,
      ended,
      outcome: state ? outcomeOf(state) : null,
      net,
      people,
      groupId,
      since: answer?.seq ?? 0,
      jumps: made,
      wallMs,
      setupMs,
      seated: seated.map(({ seat, playerId }) => ({ seat, playerId })).sort((a, b) => a.seat - b.seat),
      wolfRoom,
    };
  } finally {
    await rt.stop();
  }
}

/** The outcome of a game's last state (see {@link Outcome}). */
export function outcomeOf(s: GameState): Outcome {
  return {
    winner: s.phase.kind === "ended" ? (s.winner ?? "none") : null,
    seats: s.seats.map((x) => `${x.seat}:${x.role}:${x.alive ? "alive" : `${x.diedAt}/${x.cause}`}`),
  };
}

/** Every bot message a person of `g`'s table saw after the language was set, in order. */
export function screens(g: LangGame): WireMessage[] {
  const ids = new Set(g.people.map((c) => c.id));
  const bot = g.net.botUser.id;
  return g.net.wire.filter((m) => m.seq > g.since && m.from === bot && m.seenBy.some((id) => ids.has(id)));
}

/** Every text a person of `g`'s table typed (commands, speeches, last words). */
export function typed(g: LangGame): string[] {
  // Everyone but the bot: the seated players, and the judge or directors (a card's reason they wrote).
  const bot = g.net.botUser.id;
  return g.net.wire.filter((m) => m.from !== bot).map((m) => m.text);
}

/** The names the table's people and rooms go by on the network (contacts' nicknames, room topics). */
export function namesOf(g: LangGame): string[] {
  const names = g.people.map((c) => c.payload.name);
  for (const r of g.net.mocker.cacheRoomPayload.values()) names.push(r.topic);
  return names;
}
