/**
 * Issue 15 item 7: the public view (`GET /games/:id`) shows only what the match group was told.
 * Many seeded random games on every board (`src/sim/autoplay.ts`) are narrated as the bot
 * narrates them (`src/voice/narrate.ts`); after every command the public view is compared with the
 * group's messages so far:
 * - it changes only at a command that sent the group a message (a shot window or a day skill's
 *   window, told by DM only, leaves it as it was);
 * - everything it shows was said in the group: the phase called last, its speaker and its open
 *   vote, every death and its cause, the sheriff, the candidates and withdrawals, the vote count,
 *   the label, the end.
 */
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../src/engine/boards.ts";
import { isPublicPhase } from "../../src/engine/shown.ts";
import type { PhaseKind, RoleId } from "../../src/engine/types.ts";
import { type PublicView, publicView } from "../../src/engine/view.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { narrateText as narrate } from "../../src/voice/narrate.ts";

const seatsOf = (list: string) => [...list.matchAll(/(\d+)号/g)].map((m) => Number(m[1]));

/** What the group was told, read from the bot's group messages in order. */
class Told {
  phase: string | null = null;
  night = 0;
  /** An announcement of night deaths came after the last call. */
  dawn = false;
  speaker: number | null = null;
  vote: { options: number[]; open: boolean } | null = null;
  /** Seat → the cause the group was told ("other" when no public cause is named). */
  dead = new Map<number, string>();
  sheriff: number | null = null;
  candidates: number[] | null = null;
  withdrawn = new Set<number>();
  votes = 0;
  ended = false;
  /** Seat → the card it flipped in public (the idiot, 000 §八(二)11; the bard, the knight). */
  flipped = new Map<number, string>();

  /** The group was called to a new phase (`then` records what the call said). */
  private call(kind: string, then?: () => void) {
    this.phase = kind;
    this.dawn = false;
    this.speaker = null;
    this.vote = null;
    then?.();
  }

  read(t: string): void {
    const calls: [RegExp, (m: RegExpExecArray) => void][] = [
      [/^天黑请闭眼.*（第(\d+)夜）/, (m) => this.call("night", () => (this.night = Number(m[1])))],
      [/下面开始警长竞选/, () => this.call("signup")],
      [/^上警名单：(.*)。有30秒纠错时间/, (m) => this.call("correction", () => (this.candidates = seatsOf(m[1])))],
      [/^竞选发言结束，30秒退水时间/, () => this.call("withdraw")],
      [/^请警长\d+号移交警徽/, () => this.call("badge")],
      [/^请警长\d+号选择发言顺序/, () => this.call("order")],
      [/^请(?:警长)?(\d+)号.*?(?:发言|遗言)/, (m) => this.call("speaking", () => (this.speaker = Number(m[1])))],
      [
        /^(?:警长|警长PK|放逐|放逐PK)投票开始.*?可投(.*?)，也可以弃票/,
        (m) => this.call("vote", () => (this.vote = { options: seatsOf(m[1]), open: true })),
      ],
      [
        /^(?:警长|警长PK|放逐|放逐PK)投票结果：/,
        () => {
          this.votes++;
          if (this.vote) this.vote.open = false;
        },
      ],
      [/^游戏结束|^法官宣布本局作废/, () => this.call("ended", () => (this.ended = true))],
    ];
    for (const [re, then] of calls) {
      const m = re.exec(t);
      if (m) {
        then(m);
        break;
      }
    }
    const facts: [RegExp, (m: RegExpExecArray) => void][] = [
      [
        /^(?:天亮了，)?昨晚(?:是平安夜|死亡的是：(.*?)。)/,
        (m) => {
          this.dawn = true;
          for (const n of seatsOf(m[1] ?? "")) this.dead.set(n, "other");
        },
      ],
      [/^(\d+)号当选警长|^警徽移交给(\d+)号/, (m) => (this.sheriff = Number(m[1] ?? m[2]))],
      [/警徽流失|本局没有警长/, () => (this.sheriff = null)],
      [/^(\d+)号退水。/, (m) => this.withdrawn.add(Number(m[1]))],
      [/^(\d+)号(?:自爆，判定淹死)?翻牌：([^，。]+)/, (m) => this.flipped.set(Number(m[1]), m[2])],
    ];
    for (const [re, then] of facts) {
      const m = re.exec(t);
      if (m) then(m);
    }
    const death: [RegExp, string][] = [
      [/^(\d+)号被放逐出局/, "exile"],
      // Issue 26 item 6: a shot names its shooter (「5号开枪，带走9号」; a white wolf king's boom 「5号自爆，带走9号」).
      [/^\d+号(?:开枪|自爆)，带走(\d+)号/, "shot"],
      [/^(\d+)号被开枪带走/, "shot"],
      [/^(\d+)号(?:两次黑麦，淹死出局|自爆，判定淹死翻牌)/, "drowned"],
      [/^(\d+)号被法官判自爆出局/, "self_destruct"],
      [/^(\d+)号被法官判罚出局/, "penalty"],
      [/^(\d+)号自爆(?!无效|，判定淹死|，带走)/, "self_destruct"],
      [/^(\d+)号(?:殉情出局|被魅惑，随之出局|出局)/, "other"],
      [/(\d+)号是狼人，出局/, "other"],
      [/^(\d+)号翻牌：骑士.*骑士以死谢罪/, "other"],
    ];
    for (const [re, cause] of death) {
      const d = re.exec(t);
      if (d) {
        this.dead.set(Number(d[1]), cause);
        break;
      }
    }
  }

  /** Differences between the view and what was told (empty when it shows only what was told). */
  check(v: PublicView): string[] {
    const out: string[] = [];
    const ended = v.phase === "ended";
    if (ended !== this.ended) out.push(`ended ${ended} / told ${this.ended}`);
    if (v.phase === "dawn") {
      if (!this.dawn) out.push("dawn without an announcement");
    } else if (v.phase !== this.phase) out.push(`phase ${v.phase} / told ${this.phase}`);
    if (!isPublicPhase(v.phase as PhaseKind)) out.push(`private phase ${v.phase}`);
    if (v.speaker && (this.phase !== "speaking" || this.speaker !== v.speaker.seat))
      out.push(`speaker ${v.speaker.seat} / told ${this.speaker}`);
    if (v.vote && !(this.vote?.open && this.vote.options.join() === v.vote.options.join()))
      out.push(`open vote ${v.vote.options} / told ${JSON.stringify(this.vote)}`);
    if (!ended) {
      const label = `${this.phase === "night" && !this.dawn ? "N" : "D"}${this.night}`;
      if (v.label !== label) out.push(`label ${v.label} / told ${label}`);
    }
    for (const x of v.seats) {
      const told = this.dead.get(x.seat);
      if (!x.alive && told === undefined) out.push(`seat ${x.seat} shown dead, never told`);
      if (!ended && x.cause && told !== x.cause) out.push(`seat ${x.seat} cause ${x.cause} / told ${told}`);
      if (!ended && x.alive && told !== undefined) out.push(`seat ${x.seat} told dead, shown alive`);
      if (!ended && x.role && this.flipped.get(x.seat) !== x.roleZh)
        out.push(`seat ${x.seat} role ${x.roleZh} shown before the end, told ${this.flipped.get(x.seat)}`);
    }
    if (v.sheriff !== this.sheriff) out.push(`sheriff ${v.sheriff} / told ${this.sheriff}`);
    if (v.candidates.length > 0 && v.candidates.join() !== this.candidates?.join())
      out.push(`candidates ${v.candidates} / told ${this.candidates}`);
    for (const n of v.withdrawn) if (!this.withdrawn.has(n)) out.push(`withdrawal of ${n} never told`);
    if (v.votes.length !== this.votes) out.push(`votes ${v.votes.length} / told ${this.votes}`);
    if (v.winner && !this.ended) out.push("winner before the end was told");
    return out;
  }
}

interface Figures {
  games: number;
  steps: number;
  privateSteps: number;
  /** Steps in a day skill's window (the bard's shift, the knight's duel). */
  windowSteps: number;
  problems: string[];
}

/** Custom boards (any cards, `board: "custom"`) with the day skills no ranked board deals. */
const CUSTOM = [
  "werewolf werewolf werewolf wolf_king seer witch hunter knight villager villager villager villager",
  "werewolf werewolf werewolf white_wolf_king seer witch knight bard villager villager villager villager",
].map((cards) => cards.split(" ") as RoleId[]);

/** Plays one game and checks the view after every accepted command. */
function checkGame(board: string, seed: number, f: Figures, cards?: RoleId[]): void {
  const told = new Told();
  let pending: string[] = [];
  let prev: string | null = null;
  let step = 0;
  const seen = new Set<string>();
  playRandomGame(
    board,
    seed,
    (before, e, after) => {
      for (const m of narrate(before, e, after)) if (m.to.kind === "group" && m.text) pending.push(m.text);
    },
    cards,
    (cmd, reject, state) => {
      if (reject) return;
      step++;
      f.steps++;
      if (!isPublicPhase(state.phase.kind)) f.privateSteps++;
      if (state.phase.kind === "window") f.windowSteps++;
      const v = publicView(state);
      const json = JSON.stringify(v);
      for (const t of pending) told.read(t);
      const where = `${board} seed ${seed} step ${step} (${state.label} ${state.phase.kind}, ${JSON.stringify(cmd)})`;
      const found = told.check(v);
      if (prev !== null && json !== prev && pending.length === 0) found.push("view changed silently");
      // One line per kind of problem and game (the first step it shows at).
      for (const p of found) if (!seen.has(p.replace(/\d+/g, "#"))) f.problems.push(`${where}: ${p}`);
      for (const p of found) seen.add(p.replace(/\d+/g, "#"));
      pending = [];
      prev = json;
    },
  );
  f.games++;
}

describe("issue 15 item 7: the public view is a projection of what the match group was told", () => {
  it("at every step of many random games on every board", () => {
    const f: Figures = { games: 0, steps: 0, privateSteps: 0, windowSteps: 0, problems: [] };
    for (const b of BOARDS) for (let seed = 1; seed <= 8; seed++) checkGame(b.id, seed, f);
    for (const cards of CUSTOM) for (let seed = 1; seed <= 10; seed++) checkGame("custom", seed, f, cards);
    expect(f.problems.slice(0, 20)).toEqual([]);
    expect(f.games).toBe(BOARDS.length * 8 + CUSTOM.length * 10);
    // The games did reach the windows that used to show: shot and skill windows.
    expect(f.privateSteps).toBeGreaterThan(20);
    expect(f.windowSteps).toBeGreaterThan(0);
  }, 120_000);
});
