/**
 * What scripted players say in a speech (issue 26 item 10: "scripted speeches repeat verbatim").
 * A speech is put together from a few parts — an opening, a read of another seat, a plan — each
 * drawn by a seeded draw labelled with the seat, the day and the purpose, so two speeches of one
 * game rarely match while a seed still replays the same game. The texts are what players type in
 * a match group; none of them is a command the bot reads (no bare seat number, no "过", no
 * 投/验/杀 at the start of a message).
 */
import { drawInt } from "../engine/random.ts";

const OPEN = [
  "我是好人，",
  "我这张牌是好人牌，",
  "先表个态，我是民，",
  "我身份干净，",
  "我是一张平民牌，",
  "我这里没什么信息，",
  "我听了一圈，",
  "说几句，",
];

const READ = [
  "我觉得{s}号的发言有点划水",
  "{s}号刚才的状态不太对",
  "{s}号站边有点急",
  "{s}号的逻辑我听不太懂",
  "我比较认{s}号，像好人",
  "{s}号的发言像是在找狼，先放一放",
  "{s}号这轮没给出什么信息",
  "我对{s}号有点怀疑",
];

const PLAN = [
  "，先听后置位怎么说。",
  "，今天跟着警徽走，别分票。",
  "，出我的要想清楚。",
  "，投票的时候大家集中一点。",
  "，狼坑应该就在前面几个人里。",
  "，晚上神职自己保护好。",
  "，我这轮先不点人，听完再定。",
  "，希望预言家能多给点信息。",
];

const LAST_A = [
  "我是好人，",
  "走了，我这张是好人牌，",
  "出我亏了，我是民，",
  "我是平民，",
  "没什么好说的，我是好人，",
  "我身份是好的，",
];

const LAST_B = [
  "大家好好找狼。",
  "后面的好人加油。",
  "盘一下今天的票型。",
  "记住今天谁推的我。",
  "狼就在推我的人里。",
  "警徽流大家听清楚再投。",
];

/**
 * One speech (draw number `index`, default 0) for `seat` (1-based) of a game seeded `seed`: `purpose` is what the bot called
 * (`警上发言`, `发言`, `遗言`…: one ending in 遗言 gets last words); `day` is the game day (or night count) and `alive` the seats
 * the speaker may mention (never himself). Deterministic for its arguments. Without `badge` (a ruleset with no sheriff,
 * forum-hk), no line mentions the badge.
 */
export function speechFor(
  seed: number,
  seat: number,
  day: number,
  purpose: string,
  alive: readonly number[],
  index = 0,
  badge = true,
): string {
  const key = `speech:${seat}:${day}:${purpose}`;
  const pick = <T>(list: readonly T[], part: string): T => list[drawInt(seed, key + part, index, 0, list.length - 1)];
  const plan = badge ? PLAN : PLAN.filter((l) => !l.includes("警徽"));
  const lastB = badge ? LAST_B : LAST_B.filter((l) => !l.includes("警徽"));
  if (purpose.endsWith("遗言")) return `${pick(LAST_A, "la")}${pick(lastB, "lb")}`;
  const others = alive.filter((s) => s !== seat);
  const read = others.length > 0 ? pick(READ, "r").replace("{s}", String(pick(others, "s"))) : "这把大家都很谨慎";
  return `${pick(OPEN, "o")}${read}${pick(plan, "p")}`;
}

/**
 * A game's speeches: {@link speechFor}, drawn again (next index) while the text was already said
 * in this game, so no speech is repeated verbatim (up to 20 draws; the parts make thousands).
 */
export class SpeechBook {
  private readonly said = new Set<string>();

  /** `badge`: whether the ruleset has a sheriff's badge to talk about (forum-hk has none). */
  constructor(
    private readonly seed: number,
    private readonly badge = true,
  ) {}

  /** The next speech of `seat` (see {@link speechFor}); never one this book already gave, if avoidable. */
  speech(seat: number, day: number, purpose: string, alive: readonly number[]): string {
    let text = speechFor(this.seed, seat, day, purpose, alive, 0, this.badge);
    for (let i = 1; i < 20 && this.said.has(text); i++)
      text = speechFor(this.seed, seat, day, purpose, alive, i, this.badge);
    this.said.add(text);
    return text;
  }
}
