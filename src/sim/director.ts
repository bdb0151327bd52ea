/**
 * Scripted players for the demo and the end-to-end tests. Each player reacts only to what their
 * own WeChat shows (the bot's messages in the match group, the wolves' room and their DMs) and
 * types what real players type. The director coordinates their choices like a script, so a game
 * shows, deterministically, everything worth showing: a typo the bot corrects (night 1, the
 * seer), a no-show (黑麦) on day 1, a tied exile vote and its PK on day 1, a self-destruct on day
 * 2, last words, shots, the badge, and a winner.
 */
import type { mock } from "wechaty-puppet-mock";
import { type MockNetwork, textIn, type WireMessage } from "../chat/mock-network.ts";
import { sayThenSee } from "./chat-moves.ts";
import { SpeechBook } from "./speeches.ts";

type Contact = mock.ContactMock;
type Room = mock.RoomMock;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seatsIn = (text: string): number[] => [...text.matchAll(/(\d+)号/g)].map((x) => Number(x[1]));

/** A table: a judge, 12 players named by seat, and a match group with the bot in it. */
export interface Table {
  judge: Contact;
  /** The inspector (督察长) who checks in after the room opens (000 §五4). */
  inspector: Contact;
  players: Contact[];
  group: Room;
}

/** The scripted table's players' nicknames (seat n is `n号<name>`): a leak scan takes them out, a name is no card. */
export const NAMES = ["阿狸", "北辰", "橙子", "大熊", "二狗", "方圆", "果果", "胡桃", "一一", "九月", "可乐", "柠檬"];

/** Creates a table on the network; `prefix` keeps contact ids apart when several tables play at once. */
export function makeTable(net: MockNetwork, prefix = "wx"): Table {
  const judge = net.contact(`${prefix}_judge`, "法官老王");
  const inspector = net.contact(`${prefix}_inspector`, "督察小李");
  const players = NAMES.map((n, i) => net.contact(`${prefix}_p${i + 1}`, `${i + 1}号${n}`));
  const group = net.room("英雄榜排位赛S7 比赛群", [judge, inspector, ...players]);
  return { judge, inspector, players, group };
}

export interface PlayResult {
  ended: boolean;
  summary: string;
}

export class Director {
  private readonly role = new Map<number, string>();
  private readonly dead = new Set<number>();
  private readonly noVote = new Set<number>();
  private candidates: number[] = [];
  private sheriff: number | null = null;
  private night = 0;
  private exileVotes = 0;
  private checked = new Set<number>();
  private piped = new Set<number>();
  private noShowDone = false;
  private boomDone = false;
  private typoDone = false;
  private tieTarget: number | null = null;
  private poisonUsed = false;
  private lastGuard: number | undefined;
  private chain: Promise<void> = Promise.resolve();
  private done: ((r: PlayResult) => void) | null = null;
  private ended: PlayResult | null = null;
  /** Non-null while a turn is open: the seat that speaks. */
  private speaking: number | null = null;
  /** Set by {@link stop}: the script types nothing more and `play` returns. */
  private stopped = false;
  private timeout: ReturnType<typeof setTimeout> | undefined;
  private unlisten: () => void = () => {};

  private readonly group: Room;
  private readonly judge: Contact;
  private readonly inspector: Contact;
  private readonly players: Contact[];

  /**
   * Seats a person plays (the playground): the script only seats them (`坐N号`) and never types
   * anything else for them — not even between 开始 and the first prompt (issue 26 item 1: the
   * script used to type 验十三号 into a person's seer DM at the start).
   */
  private readonly manual: ReadonlySet<number>;
  /** Seeds the speeches (issue 26 item 10: no speech repeated verbatim). */
  private readonly speeches: SpeechBook;
  /** The ruleset's name typed before the board in 开房 (`经典 `), empty for the default. */
  private readonly rulesetWord: string;
  /** What the judge types after `语言` once the room is open (`English`, `繁體`), if anything. */
  private readonly language: string | undefined;

  /**
   * @param board a board of 000 §六 the script knows: `444-idiot` (default) or `444-guard-wolfking`
   * @param opts.manual seats the script seats but then leaves to a person (the playground)
   * @param opts.ruleset the ruleset's name as typed in 开房 (`经典`); default: the default ruleset
   * @param opts.seed seeds the speeches' wording (default 7)
   * @param opts.language the group's language, as the judge types it after `语言` right after 开房
   *   (`English`, `繁體`; issue 23): the players' screens then show it, while the script reads
   *   each bot message in 简体 (`textIn`), as its patterns are written
   */
  constructor(
    private readonly net: MockNetwork,
    table: Table,
    private readonly board: "444-idiot" | "444-guard-wolfking" = "444-idiot",
    opts: { manual?: ReadonlySet<number>; ruleset?: string; seed?: number; language?: string } = {},
  ) {
    this.manual = opts.manual ?? new Set();
    this.speeches = new SpeechBook(opts.seed ?? 7);
    this.rulesetWord = opts.ruleset ? `${opts.ruleset} ` : "";
    this.language = opts.language;
    const { group, judge, players } = table;
    this.group = group;
    this.judge = judge;
    this.inspector = table.inspector;
    this.players = players;
    const mine = new Set(players.map((p) => p.id));
    this.unlisten = net.onMessage((m) => {
      if (m.from !== net.botUser.id) return;
      // Only what this table's players see: their group, their wolves' room, their DMs.
      const ours = m.room === group.id || (m.room ? m.seenBy.some((id) => mine.has(id)) : mine.has(m.to ?? ""));
      if (!ours) return;
      this.chain = this.chain.then(() => this.react(m)).catch(() => undefined);
    });
  }

  /**
   * Resolves once every bot message received so far has been answered (what the script owed is
   * typed): a test's clock jumps to the next deadline only then (issue 24 goal 5).
   */
  async settled(): Promise<void> {
    for (let c = this.chain; ; c = this.chain) {
      await c;
      if (c === this.chain) return;
    }
  }

  /** Opens the room, seats everyone, starts, and waits for the winner (or `timeoutMs`). */
  async play(timeoutMs: number): Promise<PlayResult> {
    const finished = new Promise<PlayResult>((r) => {
      this.done = r;
    });
    const inGroup = (re: RegExp) => (m: WireMessage) => m.room === this.group.id && re.test(textIn(m, "zh-Hans"));
    const stoppedEarly = { ended: false, summary: "" };
    await this.sayThenSee(this.judge, `开房 ${this.rulesetWord}${this.board}`, inGroup(/开房：/));
    if (this.language) await this.sayThenSee(this.judge, `语言 ${this.language}`, inGroup(/本群的语言已设为/));
    await this.sayThenSee(this.inspector, "督察", inGroup(/督察/));
    for (let i = 0; i < this.players.length && !this.stopped; i++) {
      // One player first types a seat that is taken, then corrects it (a scripted one only).
      if (i === 4 && !this.manual.has(5)) await this.sayThenSee(this.players[i], "坐4号", inGroup(/4号已经有人了/));
      await this.sayThenSee(this.players[i], `坐${i + 1}号`, inGroup(new RegExp(`入座${i + 1}号`)), true);
    }
    if (this.stopped) return stoppedEarly;
    await this.say(this.judge, "开始");
    // The timer is cleared when the game ends or the script is stopped (it would keep the table alive).
    const timeout = new Promise<PlayResult>((r) => {
      this.timeout = setTimeout(() => r(stoppedEarly), timeoutMs);
    });
    return Promise.race([finished, timeout]).finally(() => clearTimeout(this.timeout));
  }

  /**
   * Stops the script (the playground closes its table, issue 25 item 3): it stops listening to
   * the network, types nothing more, and `play` resolves (`ended: false` unless the game ended).
   */
  stop(): void {
    this.stopped = true;
    this.unlisten();
    clearTimeout(this.timeout);
    this.done?.(this.ended ?? { ended: false, summary: "" });
  }

  private contact(seat: number): Contact {
    return this.players[seat - 1];
  }
  private alive(): number[] {
    return this.players.map((_, i) => i + 1).filter((s) => !this.dead.has(s));
  }
  private wolves(): number[] {
    return this.alive().filter((s) => this.isWolf(s));
  }
  private good(): number[] {
    return this.alive().filter((s) => !this.isWolf(s));
  }
  /** Cards in the wolves' room on the boards the director plays (000 §六3, 6). */
  private isWolf(seat: number): boolean {
    return ["狼人", "狼王"].includes(this.role.get(seat) ?? "");
  }
  private firstRole(zh: string): number | undefined {
    return this.alive().find((s) => this.role.get(s) === zh);
  }

  /** Types `text` as `from` (default: in the group); never for a person's seat unless `seating` (its `坐N号`). */
  private async say(from: Contact, text: string, to?: Contact | Room, seating = false): Promise<void> {
    if (this.stopped) return;
    if (!seating && this.manual.has(this.players.indexOf(from) + 1)) return;
    from.say(text).to(to ?? this.group);
    await sleep(15);
  }
  /** Says `text` in the group and waits until the bot answers as `pred` expects (`sayThenSee`). */
  private async sayThenSee(from: Contact, text: string, pred: (m: WireMessage) => boolean, seating = false) {
    if (!this.stopped) await sayThenSee(this.net, () => this.say(from, text, undefined, seating), pred);
  }

  private dm(seat: number, text: string) {
    return this.say(this.contact(seat), text, this.net.botUser);
  }

  private async react(m: WireMessage): Promise<void> {
    const t = textIn(m, "zh-Hans");
    if (m.to) return this.privateMessage(this.players.findIndex((p) => p.id === m.to) + 1, t);
    if (m.room && m.room !== this.group.id) return this.wolfRoom(t);
    await this.groupMessage(t);
  }

  private async privateMessage(seat: number, t: string): Promise<void> {
    if (seat < 1) return;
    const me = /^你是(\d+)号，你的身份是：([^。]+)。/.exec(t);
    if (me) {
      this.role.set(Number(me[1]), me[2]);
      return;
    }
    if (t.startsWith("预言家请私聊")) {
      if (!this.typoDone) {
        this.typoDone = true;
        await this.dm(seat, "验十三号");
        return;
      }
      return this.check(seat);
    }
    if (t.includes("不是本局的座位号")) return this.check(seat);
    if (t.startsWith("女巫请行动")) {
      const knife = /今晚被杀的是(\d+)号/.exec(t);
      if (knife && this.night === 1) return this.dm(seat, "救");
      const wolf = this.wolves()[0];
      if (!this.poisonUsed && this.night >= 2 && wolf && t.includes("毒药")) {
        this.poisonUsed = true;
        return this.dm(seat, `毒${wolf}号`);
      }
      return this.dm(seat, "不用药");
    }
    if (t.startsWith("守卫请私聊")) {
      // Guard the seer, but never the same seat two nights running (000 §八(二)13).
      const seer = this.firstRole("预言家");
      const pick = seer !== undefined && seer !== this.lastGuard ? seer : undefined;
      this.lastGuard = pick;
      return this.dm(seat, pick ? `守${pick}号` : "空守");
    }
    if (t.startsWith("吹笛者请私聊")) {
      // The piper (table, T23) charms the first other living player he has not charmed yet.
      const pick = this.alive().find((s) => s !== seat && !this.piped.has(s));
      if (pick === undefined) return;
      this.piped.add(pick);
      return this.dm(seat, `魅惑${pick}号`);
    }
    if (t.startsWith("你可以发动技能开枪")) {
      // A wolf king takes a good player along; a hunter takes a wolf.
      if (this.isWolf(seat)) {
        const good = this.good()[0];
        return this.dm(seat, good ? `开枪${good}号` : "不开枪");
      }
      const wolf = this.wolves()[0];
      return this.dm(seat, wolf ? `开枪${wolf}号` : "不开枪");
    }
  }

  private async check(seat: number): Promise<void> {
    const target = this.alive().find((s) => s !== seat && !this.checked.has(s) && this.isWolf(s));
    const pick = target ?? this.alive().find((s) => s !== seat && !this.checked.has(s));
    if (pick === undefined) return this.dm(seat, "不验");
    this.checked.add(pick);
    await this.dm(seat, `验${pick}号`);
  }

  private async wolfRoom(t: string): Promise<void> {
    const n = /^第(\d+)夜：请在/.exec(t);
    if (!n) return;
    const wolves = this.wolves();
    // The hunter goes second, so a game shows his shot.
    const order = ["预言家", "猎人", "女巫", "守卫", "白痴"];
    const target = order.map((r) => this.firstRole(r)).find((s) => s !== undefined) ?? this.good()[0];
    if (wolves.length === 0 || target === undefined) return;
    await this.say(this.contact(wolves[0]), "今晚刀谁？我觉得先把神刀了", this.wolfRoomMock());
    for (const [i, w] of wolves.entries())
      await this.say(this.contact(w), i === 0 ? `杀${target}号` : `${target}号确定`, this.wolfRoomMock());
  }

  /** The wolves' room the bot created (topic 狼人专用群…) with a living wolf in it. */
  private wolfRoomMock(): Room {
    const wolf = this.contact(this.wolves()[0]).id;
    const found = [...this.net.mocker.cacheRoomPayload.values()].find(
      (r) => r.topic.startsWith("狼人专用群") && r.memberIdList.includes(wolf),
    );
    if (!found) throw new Error("no wolves' room");
    return this.net.mocker.RoomMock.load(found.id);
  }

  private async groupMessage(t: string): Promise<void> {
    const night = /（第(\d+)夜）/.exec(t);
    if (night) {
      this.night = Number(night[1]);
      this.speaking = null;
      return;
    }
    if (t.startsWith("游戏结束")) {
      this.ended = { ended: true, summary: t.replace(/^游戏结束：/, "").split("！")[0] };
      // The points post follows the winner in the same transaction.
      setTimeout(() => this.done?.(this.ended as PlayResult), 300);
      return;
    }
    this.track(t);
    if (t.includes("下面开始警长竞选")) {
      const seer = this.firstRole("预言家");
      const wolf = this.wolves().at(-1);
      const villager = this.alive().find((s) => this.role.get(s) === "平民");
      for (const s of [seer, wolf, villager]) if (s !== undefined) await this.dm(s, String(s));
      return;
    }
    const call =
      /^请(?:警长)?(\d+)号(警上发言|警长PK发言|警长场外PK发言|总结发言|发言|放逐PK发言|场外PK发言|遗言)/.exec(t);
    if (call) return this.speech(Number(call[1]), call[2]);
    const vote =
      /^(警长投票|警长PK投票|警长平票重投|警长场外PK投票|放逐投票|放逐PK投票|放逐平票重投|放逐场外PK投票)开始.*?可投([^，]*)，/.exec(
        t,
      );
    if (vote) return this.vote(vote[1], seatsIn(vote[2]), seatsIn(t.split("也可以弃票")[1] ?? ""));
    // 归票 (table, T12): the sheriff points at a wolf he believes in, else recommends nobody.
    const recommend = /^发言结束。请警长(\d+)号在.*归票/.exec(t);
    if (recommend) {
      const wolf = this.isWolf(Number(recommend[1])) ? undefined : this.wolves()[0];
      return this.say(this.contact(Number(recommend[1])), wolf !== undefined ? `归票${wolf}号` : "不归票");
    }
    const order = /^请警长(\d+)号选择发言顺序/.exec(t);
    if (order) return this.say(this.contact(Number(order[1])), "警右");
    const badge = /^请警长(\d+)号移交警徽/.exec(t);
    if (badge) {
      const from = Number(badge[1]);
      const to =
        this.good().find((s) => s !== from && this.role.get(s) === "预言家") ?? this.good().find((s) => s !== from);
      return this.say(this.contact(from), to ? `移交${to}号` : "撕警徽");
    }
  }

  /** Keeps the public facts: deaths, the candidates, the sheriff, a flipped idiot. */
  private track(t: string): void {
    const dawn = /昨晚死亡的是：(.*)。/.exec(t);
    if (dawn) for (const s of seatsIn(dawn[1])) this.dead.add(s);
    const out = /^(\d+)号(被放逐出局|被开枪带走|两次黑麦，淹死出局|被法官判罚出局|自爆！)/.exec(t);
    if (out) this.dead.add(Number(out[1]));
    const list = /^上警名单：(.*)。/.exec(t);
    if (list) this.candidates = seatsIn(list[1]);
    const sheriff = /(\d+)号当选警长|警徽移交给(\d+)号/.exec(t);
    if (sheriff) this.sheriff = Number(sheriff[1] ?? sheriff[2]);
    const idiot = /^(\d+)号翻牌：白痴/.exec(t);
    if (idiot) this.noVote.add(Number(idiot[1]));
  }

  private async speech(seat: number, purpose: string): Promise<void> {
    this.speaking = seat;
    const c = this.contact(seat);
    // Day 1: the first villager called for a day speech does not show up (黑麦, 000 §九4).
    if (
      !this.noShowDone &&
      purpose === "发言" &&
      this.night === 1 &&
      this.role.get(seat) === "平民" &&
      this.sheriff !== seat
    ) {
      this.noShowDone = true;
      return;
    }
    await this.say(c, `${seat}号`);
    // Day 2: a wolf self-destructs during the first day speech (000 §八(七)1).
    if (!this.boomDone && purpose === "发言" && this.night === 2) {
      const wolf = this.wolves().find((w) => w !== seat) ?? this.wolves()[0];
      if (wolf !== undefined) {
        this.boomDone = true;
        await this.say(this.contact(wolf), "爆");
        return;
      }
    }
    await this.say(c, this.speeches.speech(seat, this.night, purpose, this.alive()));
    if (this.speaking === seat) await this.say(c, "过");
  }

  private async vote(round: string, options: number[], muted: number[]): Promise<void> {
    const sheriffRound = round.startsWith("警长");
    const voters = sheriffRound
      ? this.players
          .map((_, i) => i + 1)
          .filter((s) => !this.candidates.includes(s) && !(this.dead.has(s) && this.night > 1))
      : this.alive().filter(
          (s) =>
            !this.noVote.has(s) && !((round === "放逐PK投票" || round === "放逐场外PK投票") && options.includes(s)),
        );
    const ballots = new Map<number, number | null>();
    for (const v of voters) if (muted.includes(v)) ballots.set(v, null);
    const free = voters.filter((v) => !ballots.has(v));
    if (sheriffRound) {
      const seer = options.find((s) => this.role.get(s) === "预言家") ?? options[0];
      for (const v of free) ballots.set(v, seer);
    } else if (round === "放逐投票" && this.exileVotes++ === 0) {
      // Day 1: a tie between a wolf and a villager, so there is a PK (000 §八(六)3).
      const wolf = options.find((s) => this.isWolf(s));
      const villager = options.find((s) => this.role.get(s) === "平民" && s !== this.sheriff);
      if (wolf === undefined || villager === undefined) for (const v of free) ballots.set(v, options[0]);
      else {
        this.tieTarget = wolf;
        const count = new Map([
          [wolf, 0],
          [villager, 0],
        ]);
        const cast = (v: number, target: number | null) => {
          ballots.set(v, target);
          if (target !== null) count.set(target, (count.get(target) ?? 0) + 1);
        };
        if (free.includes(wolf)) cast(wolf, villager);
        if (free.includes(villager)) cast(villager, wolf);
        const others = free.filter((v) => v !== wolf && v !== villager && v !== this.sheriff);
        if (this.sheriff !== null && free.includes(this.sheriff) && !ballots.has(this.sheriff))
          ballots.set(this.sheriff, null);
        for (const v of others) cast(v, (count.get(wolf) ?? 0) <= (count.get(villager) ?? 0) ? wolf : villager);
        const heavy = (count.get(wolf) ?? 0) > (count.get(villager) ?? 0) ? wolf : villager;
        if (count.get(wolf) !== count.get(villager)) {
          const last = [...others].reverse().find((v) => ballots.get(v) === heavy);
          if (last !== undefined) ballots.set(last, null);
        }
      }
    } else {
      const wolfOption = options.find((s) => s === this.tieTarget) ?? options.find((s) => this.isWolf(s));
      for (const v of free) {
        const wolfVoter = this.isWolf(v);
        const target = wolfVoter ? options.find((s) => !this.isWolf(s)) : wolfOption;
        ballots.set(v, target ?? options.find((s) => s !== v) ?? null);
      }
    }
    for (const [v, target] of ballots) await this.dm(v, target === null ? "弃票" : `投${target}号`);
  }
}
