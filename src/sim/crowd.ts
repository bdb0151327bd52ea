/**
 * Scripted players for any ruleset and board (issue 10 item 5: a live room of each ruleset plays
 * to a winner through the chat). Unlike the demo's {@link Director} (a 444 script that shows
 * every feature), the crowd only has to finish a game, whatever prompts the ruleset sends: each
 * player reacts only to what his own WeChat shows (the match group, the wolves' room, his DMs)
 * and answers every prompt he recognises with a legal-looking move, and anything else addressed
 * to him with `不发动` (the router's "decline whatever I am asked"). A refused move is never
 * retried but for a vote, which becomes `弃票`; the game's own timers settle the rest.
 *
 * The crowd plays to finish: wolves knife a good player each night; the good vote out a wolf
 * (their coordination, like the demo's, is the script's: it reads which seats got "狼队友" in
 * their role DM); one good player runs for sheriff; nobody shoots, poisons or links lovers.
 */
import type { mock } from "wechaty-puppet-mock";
import { heard, type MockNetwork, type WireMessage } from "../chat/mock-network.ts";
import { sayThenSee } from "./chat-moves.ts";
import { SpeechBook } from "./speeches.ts";

type Contact = mock.ContactMock;
type Room = mock.RoomMock;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seatsIn = (text: string): number[] => [...text.matchAll(/(\d+)号/g)].map((x) => Number(x[1]));

/** A table of `n` players, a judge and a match group; `prefix` keeps contact ids apart. */
export interface CrowdTable {
  judge: Contact;
  /** An inspector who checks in (督察) right after the room opens, for a ranked room (000 §五4). */
  inspector?: Contact;
  players: Contact[];
  group: Room;
}

/** Creates a table of `n` players on the network, with an inspector when `inspector` is set. */
export function makeCrowd(net: MockNetwork, prefix: string, n: number, inspector = false): CrowdTable {
  const judge = net.contact(`${prefix}_judge`, "法官阿华");
  const players = Array.from({ length: n }, (_, i) => net.contact(`${prefix}_p${i + 1}`, `${i + 1}号玩家${i + 1}`));
  const insp = inspector ? net.contact(`${prefix}_inspector`, "督察阿明") : undefined;
  const group = net.room(`${prefix} 比赛群`, [judge, ...(insp ? [insp] : []), ...players]);
  return { judge, players, group, ...(insp ? { inspector: insp } : {}) };
}

/** How a game of the crowd ended: the group's `游戏结束` line, or not at all before the timeout. */
export interface CrowdResult {
  ended: boolean;
  summary: string;
}

export class Crowd {
  private readonly wolf = new Set<number>();
  private readonly dead = new Set<number>();
  private readonly checked = new Set<number>();
  /** Vote rounds seen, and the seats that already fell back to 弃票 in one (never twice). */
  private voteRound = 0;
  private readonly retried = new Set<string>();
  /** Seat of each player in the current game (players draw seats anew each game of a match). */
  private seatOf = new Map<string, number>();
  private chain: Promise<void> = Promise.resolve();
  private done: ((r: CrowdResult) => void) | null = null;
  private stopped = false;
  private readonly unlisten: () => void;
  private timeout: ReturnType<typeof setTimeout> | undefined;
  /** Contact ids a person plays (the playground): seated by the crowd, then never typed for. */
  private readonly manual: ReadonlySet<string>;
  private readonly speeches: SpeechBook;
  private day = 0;
  private readonly language: string | null;

  /**
   * @param opts.manual contact ids of the seats a person plays (the playground, issue 26 item 1):
   *   the crowd types their `坐N号` and nothing else, ever
   * @param opts.seed seeds the speeches' wording (default 7; issue 26 item 10)
   * @param opts.language what the judge types right after opening the room (`语言 繁體`,
   *   `language en`: issue 23), before anyone sits; the crowd reads the bot's 简体 whatever the chat's (`heard`)
   */
  constructor(
    private readonly net: MockNetwork,
    private readonly table: CrowdTable,
    opts: { manual?: ReadonlySet<string>; seed?: number; language?: string } = {},
  ) {
    this.manual = opts.manual ?? new Set();
    this.language = opts.language ?? null;
    this.speeches = new SpeechBook(opts.seed ?? 7);
    const mine = new Set(table.players.map((p) => p.id));
    this.unlisten = net.onMessage((m) => {
      if (this.stopped || m.from !== net.botUser.id) return;
      const ours = m.room === table.group.id || (m.room ? m.seenBy.some((id) => mine.has(id)) : mine.has(m.to ?? ""));
      if (!ours) return;
      this.chain = this.chain.then(() => this.react(m)).catch(() => undefined);
    });
  }

  /** Stops reacting and typing; a running `play` resolves (not ended). */
  stop(): void {
    this.stopped = true;
    this.unlisten();
    clearTimeout(this.timeout);
    this.done?.({ ended: false, summary: "" });
  }

  /**
   * Resolves once every bot message received so far has been answered (what the crowd owed is
   * typed): a test's clock jumps to the next deadline only then (issue 24 goal 5).
   */
  async settled(): Promise<void> {
    for (let c = this.chain; ; c = this.chain) {
      await c;
      if (c === this.chain) return;
    }
  }

  /**
   * Opens the room with `openCommand` (e.g. `开房 经典 444预女猎白`) unless `open` is false (the
   * next game of a match opens by itself), seats the players in `order` (default 1..n), starts,
   * and waits for the winner or `timeoutMs`.
   */
  async play(
    openCommand: string | null,
    timeoutMs: number,
    order: number[] = this.table.players.map((_, i) => i),
  ): Promise<CrowdResult> {
    this.reset();
    const finished = new Promise<CrowdResult>((r) => {
      this.done = r;
    });
    const inGroup = (re: RegExp) => (m: WireMessage) => m.room === this.table.group.id && re.test(heard(m));
    if (openCommand) await this.sayThenSee(this.table.judge, openCommand, inGroup(/(开房|开赛)：/));
    if (openCommand && this.language) await this.sayThenSee(this.table.judge, this.language, inGroup(/本群的语言/));
    if (openCommand && this.table.inspector) await this.sayThenSee(this.table.inspector, "督察", inGroup(/督察/));
    for (const [seatIdx, p] of order.entries()) {
      const seat = seatIdx + 1;
      await this.sayThenSee(this.table.players[p], `坐${seat}号`, inGroup(new RegExp(`入座${seat}号`)), true);
      this.seatOf.set(this.table.players[p].id, seat);
    }
    await this.say(this.table.judge, "开始");
    // Cleared when the game ends or the crowd stops (an hour-long timer would keep a closed table alive).
    const timeout = new Promise<CrowdResult>((r) => {
      this.timeout = setTimeout(() => r({ ended: false, summary: "" }), timeoutMs);
    });
    return Promise.race([finished, timeout]).finally(() => clearTimeout(this.timeout));
  }

  private reset(): void {
    this.wolf.clear();
    this.dead.clear();
    this.checked.clear();
    this.seatOf = new Map();
  }

  private contact(seat: number): Contact | undefined {
    const id = [...this.seatOf.entries()].find(([, s]) => s === seat)?.[0];
    return this.table.players.find((p) => p.id === id);
  }
  private seats(): number[] {
    return [...this.seatOf.values()].sort((a, b) => a - b);
  }
  private alive(): number[] {
    return this.seats().filter((s) => !this.dead.has(s));
  }

  /** Types `text` as `from` (default: in the group); never for a person's seat but its `坐N号` (`seating`). */
  private async say(from: Contact, text: string, to?: Contact | Room, seating = false): Promise<void> {
    if (this.stopped || (!seating && this.manual.has(from.id))) return;
    from.say(text).to(to ?? this.table.group);
    await sleep(15);
  }
  /** Says `text` in the group and waits until the bot answers as `pred` expects (`sayThenSee`). */
  private async sayThenSee(from: Contact, text: string, pred: (m: WireMessage) => boolean, seating = false) {
    if (!this.stopped) await sayThenSee(this.net, () => this.say(from, text, undefined, seating), pred);
  }
  private async dm(seat: number, text: string): Promise<void> {
    const c = this.contact(seat);
    if (c) await this.say(c, text, this.net.botUser);
  }

  private async react(m: WireMessage): Promise<void> {
    if (m.to) {
      const seat = this.seatOf.get(m.to);
      if (seat !== undefined) await this.privateMessage(seat, heard(m));
      return;
    }
    if (m.room && m.room !== this.table.group.id) return this.wolfRoom(m.room, heard(m));
    await this.groupMessage(heard(m));
  }

  private async privateMessage(seat: number, t: string): Promise<void> {
    if (/^你是\d+号，你的身份是/.test(t)) {
      if (t.includes("狼队友")) this.wolf.add(seat);
      return;
    }
    // Acknowledgements, reminders, refusals and reports: nothing to answer (a refused vote excepted).
    if (/^(已收到|已记录|你查验的|提醒|你已|你选择了底牌|今晚被杀|你的)/.test(t) && !t.includes("请私聊")) return;
    if (/投票|投\d+号/.test(t) && /不能|无效|不是/.test(t)) {
      const key = `${this.voteRound}:${seat}`;
      if (this.retried.has(key)) return;
      this.retried.add(key);
      return this.dm(seat, "弃票");
    }
    if (/不能|无效|不是本局|已经|没有|看不懂|现在不是|请写/.test(t)) return;
    if (t.includes("预言家请")) return this.check(seat);
    if (t.startsWith("女巫请")) return this.dm(seat, "不用药");
    if (t.startsWith("守卫请")) return this.dm(seat, "空守");
    // Only the shot's invitation: every other line about a shot (its status, its time over, a late
    // shot refused) is no question, and answering one drew another (a loop of thousands of DMs).
    if (t.startsWith("你可以发动技能开枪")) return this.dm(seat, "不开枪");
    if (/请私聊|请回复|请选择|请在/.test(t)) return this.dm(seat, "不发动");
  }

  private async check(seat: number): Promise<void> {
    const pick = this.alive().find((s) => s !== seat && !this.checked.has(s));
    if (pick === undefined) return this.dm(seat, "不发动");
    this.checked.add(pick);
    await this.dm(seat, `验${pick}号`);
  }

  /** Every message in the wolves' room but the dawn's and the knife's confirmation asks for the knife. */
  private async wolfRoom(roomId: string, t: string): Promise<void> {
    if (/天亮|禁言|刀口确定|刀口：|狼人专用群$|提醒|加入狼队/.test(t)) return;
    const wolves = this.alive().filter((s) => this.wolf.has(s));
    const target = this.alive().find((s) => !this.wolf.has(s));
    if (target === undefined) return;
    const room = this.net.mocker.RoomMock.load(roomId);
    for (const [i, w] of wolves.entries()) {
      const c = this.contact(w);
      if (c) await this.say(c, i === 0 ? `杀${target}号` : `${target}号确定`, room);
    }
  }

  private async groupMessage(t: string): Promise<void> {
    const night = /（第(\d+)夜）/.exec(t);
    if (night) this.day = Number(night[1]);
    if (t.startsWith("游戏结束")) {
      const r = { ended: true, summary: t.replace(/^游戏结束：/, "").split("！")[0] };
      setTimeout(() => this.done?.(r), 300);
      return;
    }
    this.track(t);
    if (t.includes("开始警长竞选")) {
      const runner = this.alive().find((s) => !this.wolf.has(s));
      if (runner !== undefined) await this.dm(runner, String(runner));
      return;
    }
    const call = /^请(?:警长)?(\d+)号([^（]*?(?:发言|遗言))/.exec(t);
    if (call) return this.speech(Number(call[1]), call[2]);
    const vote = /投票开始/.test(t) ? /可投([^，。]*)/.exec(t) : null;
    if (vote) {
      this.voteRound++;
      return this.vote(seatsIn(vote[1]));
    }
    const order = /^请警长(\d+)号选择发言顺序/.exec(t);
    if (order) {
      const c = this.contact(Number(order[1]));
      if (c) await this.say(c, "警右");
      return;
    }
    const badge = /^请警长(\d+)号移交警徽/.exec(t);
    if (badge) {
      const from = Number(badge[1]);
      const to = this.alive().find((s) => s !== from && !this.wolf.has(s)) ?? this.alive().find((s) => s !== from);
      const c = this.contact(from);
      if (c) await this.say(c, to ? `移交${to}号` : "撕警徽");
      return;
    }
    const recommend = /请警长(\d+)号[^。]*归票/.exec(t);
    if (recommend) {
      const c = this.contact(Number(recommend[1]));
      const wolf = this.alive().find((s) => this.wolf.has(s));
      if (c) await this.say(c, wolf !== undefined && !this.wolf.has(Number(recommend[1])) ? `归票${wolf}号` : "不归票");
    }
  }

  /** The public facts: deaths. */
  private track(t: string): void {
    const dawn = /昨晚死亡的是：(.*?)。/.exec(t);
    if (dawn) for (const s of seatsIn(dawn[1])) this.dead.add(s);
    const out = /^(\d+)号(被放逐出局|被开枪带走|淹死出局|两次黑麦|被法官判|自爆|殉情出局|出局)/.exec(t);
    if (out) this.dead.add(Number(out[1]));
  }

  private async speech(seat: number, purpose: string): Promise<void> {
    const c = this.contact(seat);
    if (!c) return;
    await this.say(c, `${seat}号`);
    await this.say(c, this.speeches.speech(seat, this.day, purpose, this.alive()));
    await this.say(c, "过");
  }

  /** Every living player votes: the good for a wolf among the options, the wolves for a good one; never himself. */
  private async vote(options: number[]): Promise<void> {
    for (const v of this.alive()) {
      const mine = options.filter((s) => s !== v);
      const pick = this.wolf.has(v)
        ? (mine.find((s) => !this.wolf.has(s)) ?? mine[0])
        : (mine.find((s) => this.wolf.has(s)) ?? mine[0]);
      await this.dm(v, pick === undefined ? "弃票" : `投${pick}号`);
    }
  }
}
