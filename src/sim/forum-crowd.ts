/**
 * Scripted players of a forum-25 game (seed 004) for `npm run demo -- --ruleset forum-25`: 25
 * players and two directors on the mocked network, each reacting only to what his own WeChat
 * shows (the thread, the wolves' group, his DMs). Their coordination is the script's, as in the
 * other crowds: the village knows the wolves from the wolves' group's roster (so the game ends).
 *
 * What they do: sign up; every living player posts four posts and a vote post each day (the post
 * quota, 6L 潜水(1)); one malformed vote post the bot answers; a change of ballot; a director's
 * proxy ballot, a blue card, a speed-up; at night the wolves agree a kill in their group, the seer
 * checks, the guard guards nobody, the devotee adores once, the witch saves once then passes; the
 * dead write last words; a dying sheriff passes the badge; when two wolves are left they
 * surrender (every group member, the out ones too, agrees, F23).
 */
import type { mock } from "wechaty-puppet-mock";
import { heard, type MockNetwork, type WireMessage } from "../chat/mock-network.ts";
import { DEFAULT_LANG, vocabulary } from "../vocab/index.ts";
import { SpeechBook } from "./speeches.ts";

/** A day death as the thread posts it (`12号被放逐出局。`): the vocabulary's death words. */
const DAY_DEATH = new RegExp(`^(\\d+)号(?:${Object.values(vocabulary(DEFAULT_LANG).death).join("|")})。`);

type Contact = mock.ContactMock;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seatsIn = (text: string): number[] => [...text.matchAll(/(\d+)号/g)].map((x) => Number(x[1]));

export interface ForumTable {
  directors: [Contact, Contact];
  players: Contact[];
  group: mock.RoomMock;
}

/**
 * Prints every message of a forum table's wire as a demo shows it (`讨论帖`, `狼群`, `私聊 a→b`, with
 * the seconds since the start), unless `quiet`; `onWire` sees each message first.
 */
export function printForumWire(
  net: MockNetwork,
  table: ForumTable,
  o: { quiet: boolean; onWire?: (m: WireMessage) => void },
): void {
  const names = new Map([...table.players, ...table.directors].map((c) => [c.id, c.payload.name]));
  const nameOf = (id: string) => (id === net.botUser.id ? "🤖" : (names.get(id) ?? id));
  const t0 = Date.now();
  // A side room is named by the bot's first post in it (狼人群/狼群, forum-hk's 情侣群 and 警队群, …).
  const rooms = new Map<string, string>();
  net.onMessage((m: WireMessage) => {
    o.onWire?.(m);
    if (m.room && m.room !== table.group.id && !rooms.has(m.room))
      rooms.set(m.room, /^(情侣群|警队群)/.exec(heard(m))?.[1] ?? "狼群");
    if (o.quiet) return;
    const where = m.room
      ? m.room === table.group.id
        ? "讨论帖"
        : (rooms.get(m.room) ?? "狼群")
      : `私聊 ${nameOf(m.from)}→${nameOf(m.to ?? "")}`;
    const clock = ((Date.now() - t0) / 1000).toFixed(1).padStart(6);
    console.log(`${clock}s [${where}] ${m.room ? `${nameOf(m.from)}：` : ""}${m.text.replace(/\n/g, "\n         ")}`);
  });
}

/** A forum table: two directors, `n` players named by seat, the thread's group (`name`). */
export function makeForumTable(net: MockNetwork, n = 25, name = "版杀·明星大侦探"): ForumTable {
  const d1 = net.contact("fd_director1", "导演B");
  const d2 = net.contact("fd_director2", "导演C");
  const players = Array.from({ length: n }, (_, i) => net.contact(`fd_p${i + 1}`, `${i + 1}号`));
  const group = net.room(name, [d1, d2, ...players]);
  return { directors: [d1, d2], players, group };
}

export class ForumCrowd {
  private readonly wolves = new Set<number>();
  private readonly out = new Set<number>();
  private role = new Map<number, string>();
  private wolfRoom: string | null = null;
  private saved = false;
  private adored = false;
  private surrendered = false;
  private readonly chains = new Map<string, Promise<void>>();
  private done: ((winner: string) => void) | null = null;
  /** Contact ids a person plays (the playground, issue 26 item 1): signed up by the script, then never typed for. */
  private readonly manual: ReadonlySet<string>;
  private readonly speeches: SpeechBook;
  private stopped = false;
  private readonly unlisten: () => void;
  private timeout: ReturnType<typeof setTimeout> | undefined;
  /** Days whose posts are still being typed (see {@link settled}). */
  private readonly busy = new Set<Promise<void>>();
  private readonly language: string | null;

  /**
   * @param opts.manual contact ids of the seats a person plays: the script types their 报名 and nothing else
   * @param opts.seed seeds the posts' wording (default 4)
   * @param opts.language what the first director types right after opening the room (`语言 繁體`,
   *   `language en`: issue 23); the crowd reads the bot's 简体 whatever the chat's (`heard`)
   */
  constructor(
    private readonly net: MockNetwork,
    private readonly t: ForumTable,
    opts: { manual?: ReadonlySet<string>; seed?: number; language?: string } = {},
  ) {
    this.manual = opts.manual ?? new Set();
    this.language = opts.language ?? null;
    this.speeches = new SpeechBook(opts.seed ?? 4);
    this.unlisten = net.onMessage((m) => {
      if (this.stopped || m.from !== net.botUser.id) return;
      // The thread and the rooms in one line; each player's DMs in his own (a night act is due
      // 30 rule minutes after the close: it must not wait behind the others' reactions).
      const key = m.room ? "rooms" : (m.to ?? "");
      const prev = this.chains.get(key) ?? Promise.resolve();
      const next = prev.then(() => this.react(m)).catch(() => undefined);
      this.chains.set(key, next);
    });
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

  /** Stops reacting and posting; a running `play` resolves with "timeout". */
  stop(): void {
    this.stopped = true;
    this.unlisten();
    clearTimeout(this.timeout);
    this.done?.("timeout");
  }

  /**
   * Resolves once the scripted players have typed today's posts (the playground's 跳到下一个截止
   * waits for it, so a jump never closes a day before the script has voted), or after `maxMs`.
   */
  async settled(maxMs = 20_000): Promise<void> {
    const cap = new Promise<void>((r) => setTimeout(r, maxMs).unref?.());
    await Promise.race([Promise.all([...this.busy, ...this.chains.values()]).then(() => undefined), cap]);
  }
  private dm(c: Contact, text: string) {
    return this.post(c, text, this.net.botUser);
  }
  private living(): number[] {
    return this.t.players.map((_, i) => i + 1).filter((s) => !this.out.has(s));
  }
  private lowest(pred: (s: number) => boolean): number | null {
    return this.living().find(pred) ?? null;
  }

  /** Opens the room, signs everyone up, starts; resolves with the end post once the game ends. */
  async play(timeoutMs: number): Promise<string> {
    const [d1, d2] = this.t.directors;
    const ended = new Promise<string>((r) => {
      this.done = r;
    });
    await this.post(d1, "开房 版杀 25人");
    if (this.language) await this.post(d1, this.language);
    await this.post(d1, "加导演 fd_director2");
    for (const p of this.t.players) await this.post(p, "报名", this.t.group, true);
    await sleep(300);
    await this.post(d2, "开始");
    // Cleared at the end or on stop (an hour-long timer would keep a closed table alive).
    const timeout = new Promise<string>((r) => {
      this.timeout = setTimeout(() => r("timeout"), timeoutMs);
    });
    return Promise.race([ended, timeout]).finally(() => clearTimeout(this.timeout));
  }

  private async react(m: WireMessage): Promise<void> {
    const text = heard(m);
    if (m.room === this.t.group.id) return this.thread(text);
    if (m.room) {
      this.wolfRoom ??= m.room;
      if (text.startsWith("狼群：")) for (const s of seatsIn(text.split("。")[0])) this.wolves.add(s);
      return;
    }
    const seat = this.seatOf(m.to ?? "");
    if (seat < 1) return;
    const me = this.player(seat);
    const role = /你的身份是：([^（]+)/.exec(text)?.[1];
    if (role) this.role.set(seat, role);
    if (text.startsWith("天黑了：狼群")) {
      // The first wolf proposes in the wolves' group, the others by DM (a DM is answered at once).
      const target = this.lowest((s) => !this.wolves.has(s));
      const first = [...this.wolves].find((x) => !this.out.has(x));
      if (target === null) return;
      if (seat === first && this.wolfRoom)
        await this.post(me, `刀 ${target}`, this.net.mocker.RoomMock.load(this.wolfRoom));
      else await this.dm(me, `刀 ${target}号`);
    } else if (text.startsWith("天黑了：预言家")) {
      const target = this.lowest((s) => s !== seat && !this.wolves.has(s)) ?? 1;
      await this.dm(me, `验 ${target}`);
    } else if (text.startsWith("天黑了：守卫")) await this.dm(me, "空守");
    else if (text.startsWith("天黑了：情痴") && !this.adored) {
      this.adored = true;
      await this.dm(me, `爱慕 ${this.lowest((s) => s !== seat && !this.wolves.has(s)) ?? 1}`);
    } else if (text.startsWith("通灵：")) {
      const named = seatsIn(text.split("。")[0]);
      if (!this.saved && named.length) {
        this.saved = true;
        await this.dm(me, `救 ${named[0]}`);
      } else await this.dm(me, "不用");
    } else if (text.startsWith("你已出局，有遗言权"))
      await this.dm(me, `遗言 我是${this.role.get(seat) ?? "好人"}，${seat}号走了，大家加油，投狼别手软。`);
    else if (text.includes("出局后必须移交警徽")) {
      const to = this.lowest((s) => s !== seat && !this.wolves.has(s)) ?? this.lowest((s) => s !== seat) ?? 1;
      await this.dm(me, `警徽 ${to}`);
    } else if (text.startsWith("你可以发动最后一枪")) await this.dm(me, "不开枪");
  }

  private async thread(text: string): Promise<void> {
    if (text.startsWith("游戏结束")) {
      this.done?.(text);
      return;
    }
    const announce = /^第(\d+)天公示：昨晚出局的角色（按出局顺序）：([^。]+)/.exec(text);
    if (announce) for (const s of seatsIn(announce[2])) this.out.add(s);
    const day = DAY_DEATH.exec(text);
    if (day) this.out.add(Number(day[1]));
    const devotion = /情痴(\d+)号甘愿牺牲自己而代替其出局/.exec(text);
    if (devotion) this.out.add(Number(devotion[1]));
    // A day's posts and a night's kills run beside the reactions (a badge or a shot is due within
    // 30 rule minutes: it must not wait behind 25 players' posts).
    const opened = /^第(\d+)天开门/.exec(text);
    if (opened) {
      const day = this.day(Number(opened[1])).catch(() => undefined);
      this.busy.add(day);
      void day.finally(() => this.busy.delete(day));
    }
  }

  /** A day: posts, ballots, the directors' commands (F2, F3; 7L 8, 7L 9). */
  private async day(n: number): Promise<void> {
    const [d1, d2] = this.t.directors;
    const livingWolves = [...this.wolves].filter((s) => !this.out.has(s));
    if (livingWolves.length > 0 && livingWolves.length <= 2 && !this.surrendered && this.wolfRoom) {
      this.surrendered = true;
      const room = this.net.mocker.RoomMock.load(this.wolfRoom);
      const [first, ...rest] = [...this.wolves];
      await this.post(this.player(first), "投降", room);
      await sleep(200);
      for (const s of rest) await this.post(this.player(s), "同意", room);
      return;
    }
    const wolfTarget = this.lowest((s) => this.wolves.has(s));
    const goodTarget = this.lowest((s) => !this.wolves.has(s) && s !== 1);
    const skip = n === 2 ? this.lowest((s) => !this.wolves.has(s) && s > 10) : null;
    for (const seat of this.living()) {
      const me = this.player(seat);
      for (let i = 1; i <= 4; i++)
        await this.post(me, `${seat}号第${n}天第${i}帖：${this.speeches.speech(seat, n, `帖${i}`, this.living())}`);
      if (seat === skip) continue;
      const target = this.wolves.has(seat) ? goodTarget : wolfTarget;
      if (n === 1 && seat === 3) await this.post(me, `投票对象：${target}号`);
      if (n === 2 && seat === 4) {
        await this.post(me, `投票对象：${goodTarget}号\n投票理由：先放一票`);
        await this.post(me, `改票对象：${target}号\n改票理由：听完大家的分析改票`);
        continue;
      }
      await this.post(me, `投票对象：${target ?? "弃权"}\n投票理由：${seat}号认为${target}号最可疑`);
    }
    if (n === 1) await this.dm(d1, "蓝牌 5号 消极发言（演示）");
    if (skip) await this.dm(d2, `代投 ${skip}号 ${wolfTarget}号`);
    if (n === 3) await this.dm(d1, "提速 18:00");
  }
}
