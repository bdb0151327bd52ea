/**
 * Scripted players of a forum-hk game (seed 002, 14 seats drawn from the full pools — issue 28 — or
 * board forum-hk-core; issue 27 item 5)
 * for `npm run demo -- --ruleset forum-hk` and the playground's forum-hk table: 14 players and a
 * director on the mocked network, each reading only what his own WeChat shows — his deal DM (his
 * card: `你是N号，你的身份是：<名>（<阵营>）。`), the wolves' group (the pack), the thread (the outs,
 * the end) and his DMs (a last-words or death-window prompt). Their coordination is the script's,
 * as forum-25's crowd: the village votes the wolves out (so the game ends); their choices are
 * `hk-choices.ts`.
 *
 * Like a forum player, they keep the calendar (002 游戏流程; HK7, HK9): given the rule clock they
 * act on the day from 09:00 (a post and a ballot each) and at night from nightfall, C+20 (21:20:
 * the pack's `杀人` in its group, each card's act by DM). A deadline jump calls `settled`, which
 * acts for the stage the clock is in, then waits until every post is typed.
 */
import type { mock } from "wechaty-puppet-mock";
import { heard, type MockNetwork, type WireMessage } from "../chat/mock-network.ts";
import type { ForumTable } from "./forum-crowd.ts";
import {
  dayBallots,
  deathShot,
  type HkView,
  isWolf,
  nightAct,
  nightKill,
  type SeatMemory,
  type SeenCard,
  startAct,
} from "./hk-choices.ts";
import { SpeechBook } from "./speeches.ts";

type Contact = mock.ContactMock;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seatsIn = (text: string): number[] => [...text.matchAll(/(\d+)号/g)].map((x) => Number(x[1]));
const DAY_MS = 86_400_000;
/** HK7, HK9: 正午 opens at 09:00; ballots and changes are safe until 20:00 (HK59); nightfall at 21:20, block A due 21:35. */
const NOON = 9 * 60;
const NOON_END = 20 * 60;
const NIGHTFALL = 21 * 60 + 20;
const BLOCK_A = 21 * 60 + 35;
/** The deal DM's first sentence (src/voice/families/forum-hk/card-help.ts). */
const DEAL = /你是(\d+)号，你的身份是：([^（]+)（([^）]+)）/;

/** The crowd's options: see {@link HkCrowd}. */
export interface HkCrowdOptions {
  /** Contact ids a person plays: the script types their 报名 and nothing else. */
  manual?: ReadonlySet<string>;
  /** Seeds the choices and the posts' wording (default 2). */
  seed?: number;
  /** The rule clock (epoch ms); without it the crowd only signs up and answers prompts. */
  now?: () => number;
  /** The game's UTC offset in minutes (default 480, Asia/Shanghai). */
  offsetMin?: number;
  /** Wall ms between two reads of the clock (default 200). */
  tickMs?: number;
  /** The board opened: `draw` (default: 14 cards drawn from the full pools, HK1–HK3) or `core` (the 14 fixed cards). */
  board?: "draw" | "core";
  /** What the first director types right after opening the room (`语言 繁體`, `language en`: issue 23); the crowd reads the bot's 简体 (`heard`). */
  language?: string;
}

/** Scripted forum-hk players (see the file's comment). */
export class HkCrowd {
  private readonly cards = new Map<number, SeenCard>();
  private readonly pack = new Set<number>();
  private readonly out = new Set<number>();
  private readonly memory = new Map<number, SeatMemory>();
  private readonly doneKeys = new Set<string>();
  private wolfRoom: string | null = null;
  private startDate: number | null = null;
  private readonly chains = new Map<string, Promise<void>>();
  private queued = 0;
  private done: ((end: string) => void) | null = null;
  private readonly manual: ReadonlySet<string>;
  private readonly seed: number;
  private readonly speeches: SpeechBook;
  private stopped = false;
  private readonly unlisten: () => void;
  private timeout: ReturnType<typeof setTimeout> | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;
  /** The thread's end post once the game ended. */
  ended: string | null = null;

  constructor(
    private readonly net: MockNetwork,
    private readonly t: ForumTable,
    private readonly opts: HkCrowdOptions = {},
  ) {
    this.manual = opts.manual ?? new Set();
    this.seed = opts.seed ?? 2;
    // Seed 002 has no sheriff: its players never talk of a badge.
    this.speeches = new SpeechBook(this.seed, false);
    this.unlisten = net.onMessage((m) => {
      if (this.stopped || m.from !== net.botUser.id) return;
      this.queue(m.room ? "rooms" : (m.to ?? ""), () => this.react(m));
    });
  }

  /** What the crowd knows now (the choices' input). */
  view(): HkView {
    return { seats: this.t.players.length, cards: this.cards, pack: this.pack, out: this.out };
  }

  private queue(key: string, f: () => Promise<void>): void {
    this.queued++;
    const next = (this.chains.get(key) ?? Promise.resolve()).then(f).catch(() => undefined);
    this.chains.set(key, next);
  }
  private seatOf(id: string): number {
    return this.t.players.findIndex((p) => p.id === id) + 1;
  }
  private player(seat: number): Contact {
    return this.t.players[seat - 1];
  }
  private async post(c: Contact, text: string, to: mock.RoomMock | Contact = this.t.group, signUp = false) {
    if (this.stopped || (!signUp && this.manual.has(c.id))) return;
    c.say(text).to(to);
    await sleep(15);
  }
  private dm(seat: number, text: string | null) {
    return text ? this.post(this.player(seat), text, this.net.botUser) : Promise.resolve();
  }

  /** Stops reacting and posting; a running `play` resolves with "timeout". */
  stop(): void {
    this.stopped = true;
    this.unlisten();
    clearTimeout(this.timeout);
    clearInterval(this.ticker);
    this.done?.("timeout");
  }

  /**
   * Acts for the stage the clock is in (a jump has just fired its timers), then resolves once
   * every post owed is typed (the deadline jump waits for it), or after `maxMs`.
   */
  async settled(maxMs = 20_000): Promise<void> {
    this.tick(0);
    const cap = new Promise<void>((r) => setTimeout(r, maxMs).unref?.());
    let seen = -1;
    // A reaction may queue more (a day queues its posts): wait until no chain is added.
    while (seen !== this.queued) {
      seen = this.queued;
      await Promise.race([Promise.all([...this.chains.values()]).then(() => undefined), cap]);
    }
  }

  /**
   * Opens the room (`开房 空洞骑士 抽卡`: 14 seats drawn from the full pools, HK1–HK3; `开房 空洞骑士` with
   * `board: "core"`), `加导演`, signs everyone up, starts; resolves with the end post, or "timeout".
   */
  async play(timeoutMs: number): Promise<string> {
    const [d1, d2] = this.t.directors;
    const ended = new Promise<string>((r) => {
      this.done = r;
    });
    await this.post(d1, this.opts.board === "core" ? "开房 空洞骑士" : "开房 空洞骑士 抽卡");
    if (this.opts.language) await this.post(d1, this.opts.language);
    await this.post(d1, `加导演 ${d2.id}`);
    for (const p of this.t.players) await this.post(p, "报名", this.t.group, true);
    await sleep(300);
    await this.post(d2, "开始");
    if (this.opts.now) {
      this.ticker = setInterval(() => this.tick(1), this.opts.tickMs ?? 200);
      this.ticker.unref?.();
    }
    const timeout = new Promise<string>((r) => {
      this.timeout = setTimeout(() => r("timeout"), timeoutMs);
    });
    return Promise.race([ended, timeout]).finally(() => {
      clearTimeout(this.timeout);
      clearInterval(this.ticker);
    });
  }

  /**
   * Reads the clock: the day's posts and ballots from 09:00 (+`marginMin`: a timer firing at its
   * own pace may lag its due time) to 20:00 on a date after the deal's, the night's acts from
   * 21:20 to 21:35. Each once per date.
   */
  private tick(marginMin: number): void {
    const now = this.opts.now?.();
    if (now === undefined || this.stopped || this.ended !== null || this.startDate === null) return;
    const start: number = this.startDate;
    const local = now + (this.opts.offsetMin ?? 480) * 60_000;
    const date = Math.floor(local / DAY_MS);
    const min = Math.floor((local - date * DAY_MS) / 60_000);
    const once = (key: string) => !this.doneKeys.has(key) && Boolean(this.doneKeys.add(key));
    if (date > this.startDate && min >= NOON + marginMin && min < NOON_END && once(`D${date}`))
      this.queue("day", () => this.day(date - start));
    if (min >= NIGHTFALL + marginMin && min < BLOCK_A && once(`N${date}`))
      this.queue("night", () => this.night(date - start + 1));
  }

  private async react(m: WireMessage): Promise<void> {
    const text = heard(m);
    if (m.room === this.t.group.id) return this.thread(text);
    if (m.room) {
      // The wolves' group (not the lovers' or the police's room): its first post's first sentence names
      // the pack (the rest may quote an example seat); a later 「N号…加入狼人群」 adds one (HK71, HK129).
      if (this.wolfRoom === null && text.startsWith("狼人群")) {
        this.wolfRoom = m.room;
        for (const s of seatsIn(text.split("。")[0])) this.pack.add(s);
      } else if (m.room === this.wolfRoom) {
        const joined = /^(\d+)号[^。]*加入狼人群/.exec(text);
        if (joined) this.pack.add(Number(joined[1]));
      }
      return;
    }
    const seat = this.seatOf(m.to ?? "");
    if (seat < 1) return;
    const deal = DEAL.exec(text);
    if (deal && Number(deal[1]) === seat) {
      this.cards.set(seat, { name: deal[2].trim(), camp: deal[3] });
      if (this.startDate === null && this.opts.now) {
        const local = this.opts.now() + (this.opts.offsetMin ?? 480) * 60_000;
        this.startDate = Math.floor(local / DAY_MS);
      }
      return this.dm(seat, startAct(this.view(), this.seed, seat));
    }
    if (/你已出局/.test(text)) this.out.add(seat);
    if (/最后一枪|报复/.test(text) && !this.doneKeys.has(`shot${seat}`)) {
      this.doneKeys.add(`shot${seat}`);
      this.out.add(seat);
      await this.dm(seat, deathShot(this.view(), this.seed, seat));
    }
    if (/遗言/.test(text) && /出局/.test(text) && !/没有遗言/.test(text) && !this.doneKeys.has(`words${seat}`)) {
      this.doneKeys.add(`words${seat}`);
      this.out.add(seat);
      const card = this.cards.get(seat);
      const wolf = isWolf(this.view(), seat);
      await this.dm(
        seat,
        `遗言 ${wolf ? "我是好人，" : `我是${card?.name ?? "好人"}，`}${seat}号先走一步，大家${wolf ? "看清楚再投" : "把狼找出来"}。`,
      );
    }
  }

  /** The thread: the end post; a sentence telling outs (`N号…出局`, not `没有/无人`) marks its seats out. */
  private async thread(text: string): Promise<void> {
    if (/游戏结束/.test(text)) {
      this.ended = text;
      this.done?.(text);
      return;
    }
    for (const sentence of text.split(/[。\n]/))
      if (/出局/.test(sentence) && !/没有|无人|未|不会/.test(sentence))
        for (const s of seatsIn(sentence)) this.out.add(s);
  }

  /**
   * Day `n` (002 投票规则, 潜水; HK59, HK63): each living seat posts four speeches, then its ballot
   * (and a change): five posts at least, the day's quota.
   */
  private async day(n: number): Promise<void> {
    const v = this.view();
    const ballots = dayBallots(v, this.seed, n);
    for (const [seat, posts] of ballots) {
      const me = this.player(seat);
      for (let i = 1; i <= 4; i++)
        await this.post(
          me,
          `${seat}号第${n}天第${i}帖：${this.speeches.speech(seat, n, `帖${i}`, [...ballots.keys()])}`,
        );
      for (const p of posts) await this.post(me, p);
    }
  }

  /** Night `n` (HK69, HK70): the pack's kill from night 2 (each member names it), then each card's act. */
  private async night(n: number): Promise<void> {
    const v = this.view();
    const living = [...v.cards.keys()].filter((s) => !v.out.has(s)).sort((a, b) => a - b);
    const kill = n >= 2 ? nightKill(v, this.seed, n) : null;
    if (kill !== null) {
      const pack = living.filter((s) => v.pack.has(s));
      const room = this.wolfRoom ? this.net.mocker.RoomMock.load(this.wolfRoom) : null;
      if (room && pack.length > 0) for (const s of pack) await this.post(this.player(s), `杀人 ${kill}号`, room);
      else for (const s of living.filter((x) => isWolf(v, x))) await this.dm(s, `杀人 ${kill}号`);
    }
    for (const s of living) {
      const mem = this.memory.get(s) ?? { used: new Set<number>() };
      this.memory.set(s, mem);
      await this.dm(s, nightAct(v, this.seed, n, s, mem));
    }
  }
}
