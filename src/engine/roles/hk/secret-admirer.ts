/**
 * 暗恋者 (seed 002 不定; HK128, HK49, HK53, HK131, HK133): 跨越千里 ([强制], 开局) — the crush is the seat
 * farthest from him on the elevator at the start (7 away with 14 seats); with two such seats (an odd
 * count) he picks one in S (`crush`, settled at C₀ after 隐狼/狼弟, HK131; silence: seeded, draw `crush`).
 * He follows the crush's real camp (HK49: `mem.follows`, the flow's `camps.ts`, told as any camp change,
 * HK48). The arcs are the two sets of seats strictly between him and the crush in the start order; while
 * he lives and 情书 is unused, either arc all out is his camp's direct win (HK53 (a), `directWin`).
 * 情书 ([正午]) on day 1 or 2 cancels that win (`mem.letterUsed`); then he and the crush may each send one
 * message a 正午, from that day on. The message is the app's: the act's value, up to 50 characters,
 * delivered to the other one at once (`told` `letter`, `{text, from}`), never published.
 *
 * Readings (the rulings are silent): the crush learns a letter came from his secret admirer, not the seat
 * (暗恋 is secret; he answers through the same 情书, which this card lets him use once it is sent); an arc
 * with no seat in it never wins; a silent pick between two farthest seats is seeded (draw `crush`); 情书
 * may be sent without words (an empty letter cancels the win all the same).
 */
import type { GameState } from "../../types.ts";
import type { HkCardSpec } from "./types.ts";

/** The farthest seats from `seat` on the start elevator (all seats, circular): one, or two with an odd count. */
export function farthestSeats(n: number, seat: number): number[] {
  const d = Math.floor(n / 2);
  const up = ((seat - 1 + d) % n) + 1;
  const down = ((seat - 1 - d + n) % n) + 1;
  return up === down ? [up] : [up, down].sort((a, b) => a - b);
}

/** HK128: the two arcs strictly between `a` and `b` in the start order (circular), each as its seats. */
export function arcsBetween(n: number, a: number, b: number): [number[], number[]] {
  const walk = (from: number, to: number) => {
    const out: number[] = [];
    for (let t = (from % n) + 1; t !== to; t = (t % n) + 1) out.push(t);
    return out;
  };
  return [walk(a, b), walk(b, a)];
}

/** The crush of the admirer at `seat`, or null before C₀. */
function crushOf(s: GameState, seat: number): number | null {
  const c = s.seats[seat - 1].mem.follows;
  return typeof c === "number" ? c : null;
}

/** The admirer of `seat` (the seat whose crush it is), or null. */
function admirerOf(s: GameState, seat: number): number | null {
  return s.seats.find((x) => (x.role as string) === "secret_admirer" && crushOf(s, x.seat) === seat)?.seat ?? null;
}

/** The day number of 正午 now (D<n>), or 0. */
const dayOf = (s: GameState) => (s.phase.kind === "hk" && s.phase.stage === "noon" ? s.phase.day : 0);

export const secretAdmirer: HkCardSpec = {
  id: "secret_admirer",
  texts: {
    "zh-Hans": {
      rules:
        "暗恋者：开局时电梯楼上离你最远的角色成为你的暗恋对象（有两人时你二选一），你加入其阵营并跟随其阵营变动。以开局电梯楼上你和暗恋对象为两端，任意一边的角色全部出局时，只要你还存活且没有用过情书，你所在的阵营直接获胜。情书：前两个正午可以发动，发动后直接获胜的效果失效，你和暗恋对象当天正午可以互相发送一条不超过50字的信息，之后每个正午都可以各发一次。",
      acts: { crush: "跨越千里", letter: "情书" },
      aliases: { crush: ["暗恋"] },
      values: {
        letter: {
          kind: "text",
          hint: " 想说的话（50字以内）",
          example: "情书 今晚想和你一起看月亮",
          bad: "情书后面请写你想说的话",
        },
      },
      told: {
        letter: {
          text: {
            admirer: "有人偷偷给你写了一封情书：「{text}」。今天起每个正午你可以私聊我“情书 ……”回信一次。",
            crush: "你的暗恋对象回信了：「{text}」。",
          },
        },
      },
    },
    en: {
      rules:
        "Secret Admirer: at the start, the character farthest from you in the lift order becomes your crush (if two are, you choose one); you join their camp and follow its changes. Taking you and your crush as the two ends of the lift order at the start, when every character on either side is out, your camp wins at once, as long as you are alive and have not used Love Letter. Love Letter: may be used in the first two noons; once used, that outright win no longer applies, and you and your crush may each send the other one message of at most 50 characters that noon, then one each every noon after.",
      acts: { crush: "Across a Thousand Miles", letter: "Love Letter" },
      aliases: { crush: ["Crush"] },
      values: {
        letter: {
          kind: "text",
          hint: " <your words> (at most 50 characters)",
          example: "Love Letter Shall we watch the moon together tonight?",
          bad: "Write what you want to say after Love Letter.",
        },
      },
      told: {
        letter: {
          text: {
            admirer:
              'Someone has secretly written you a love letter: 「{text}」. From today, every noon you may reply once by sending me "Love Letter …" privately.',
            crush: "Your crush wrote back: 「{text}」.",
          },
        },
      },
    },
  },
  toldVariant: { letter: (v) => ((v as { from?: string } | null)?.from === "crush" ? "crush" : "admirer") },
  scripted: "silent",
  skills: [
    {
      id: "crush",
      acts: { crush: { window: "start", target: "other" } },
      timing: { phase: "start", only: "calendar" },
      tags: ["forced"],
    },
    {
      id: "letter",
      acts: { letter: { window: "noon", target: "none" } },
      timing: { phase: "day", only: "calendar" },
    },
  ],
  grants(s, holder, seat, act) {
    // The crush answers through 情书 once it has been sent.
    return act === "letter" && s.seats[holder - 1].mem.letterUsed === true && crushOf(s, holder) === seat;
  },
  validate(s, seat, act, target, value) {
    if (act === "crush") {
      const far = farthestSeats(s.seats.length, seat);
      if (far.length < 2) return { code: "hk.crush_fixed", seat, act, target: far[0] };
      return typeof target === "number" && far.includes(target)
        ? null
        : { code: "hk.crush_farthest", seat, act, target };
    }
    if (act !== "letter") return null;
    if (value !== undefined && (typeof value !== "string" || value.length > 50))
      return { code: "hk.letter_text", seat, act };
    const me = s.seats[seat - 1];
    const isAdmirer = (me.role as string) === "secret_admirer";
    const admirer = isAdmirer ? seat : admirerOf(s, seat);
    if (admirer === null) return { code: "act.not_yours", seat, act };
    const mem = s.seats[admirer - 1].mem;
    const day = dayOf(s);
    if (isAdmirer && mem.letterUsed !== true && day > 2) return { code: "hk.letter_late", seat, act };
    if (mem[isAdmirer ? "letterDay" : "replyDay"] === day) return { code: "hk.used", seat, act };
    if (crushOf(s, admirer) === null) return { code: "act.not_yours", seat, act };
    return null;
  },
  settle(tx, a) {
    if (a.act === "crush") {
      tx.emit({ type: "mem_set", seat: a.seat, key: "follows", value: a.target as number });
      return;
    }
    const mine = (tx.s.seats[a.seat - 1].role as string) === "secret_admirer";
    const admirer = mine ? a.seat : admirerOf(tx.s, a.seat);
    const crush = admirer === null ? null : crushOf(tx.s, admirer);
    if (admirer === null || crush === null) return;
    const day = dayOf(tx.s);
    if (mine) tx.emit({ type: "mem_set", seat: admirer, key: "letterUsed", value: true });
    tx.emit({ type: "mem_set", seat: admirer, key: mine ? "letterDay" : "replyDay", value: day });
    const text = typeof a.value === "string" ? a.value : "";
    tx.emit({
      type: "told",
      seat: mine ? crush : admirer,
      kind: "letter",
      value: { text, from: mine ? "admirer" : "crush" },
    });
  },
  silentStart(tx, seat) {
    const far = farthestSeats(tx.s.seats.length, seat);
    const crush = far.length === 1 ? far[0] : tx.pick("crush", far);
    if (crush !== null) tx.emit({ type: "mem_set", seat, key: "follows", value: crush });
  },
  directWin(s, holder) {
    const me = s.seats[holder - 1];
    const crush = crushOf(s, holder);
    if (!me.alive || me.mem.letterUsed === true || crush === null) return false;
    const out = (t: number) => !s.seats[t - 1].alive;
    return arcsBetween(s.seats.length, holder, crush).some((arc) => arc.length > 0 && arc.every(out));
  },
};
