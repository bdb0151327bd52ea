/**
 * Reads one normalized message into an {@link Intent}: the fixed words, a bare seat, `开房`/`开赛`,
 * the acts with several seats or a word (cupid, fortune teller, thief), the judge's `延时` and
 * `更正`, then the verbs around a seat — a bad seat answered by DM, read as speech in the group.
 */
import { RANKED_S7, RULESETS } from "../engine/rulesets/index.ts";
import { say } from "../vocab/msg.ts";
import { BOARDISH, boardsMsg, openArgs, openExample, rulesetsMsg } from "./grammar-boards.ts";
import { type ActIntent, act, bad, type Channel, type Intent, judge, typed } from "./grammar-intents.ts";
import { FIXED, LEADS, RULES } from "./grammar-verbs.ts";
import { clip, NUM, seatLike, seatOf, toInt } from "./grammar-words.ts";

/** `延时30秒`, `延时 60`, `加时1分钟`, `延时三十秒`: 1..600 s, 60 when not given. */
function extend(rest: string): Intent | null {
  if (rest === "") return judge("extend", { seconds: 60 });
  const m = new RegExp(`^(${NUM}+)(秒钟|秒|sec|s|分钟|分|min|m)?$`).exec(rest);
  const n = m ? toInt(m[1]) : null;
  if (m && n !== null) {
    const seconds = /^(分钟|分|min|m)$/.test(m[2] ?? "") ? n * 60 : n;
    if (seconds >= 1 && seconds <= 600) return judge("extend", { seconds });
  }
  return new RegExp(NUM).test(rest)
    ? bad("seconds", say("grammar.seconds", { a: typed("延时30秒"), b: typed("延时1分钟") }))
    : null;
}

/** The example of `更正`: seat `n`'s vote, which English writes `vote 3`. */
const correctExample = (n: number) => typed(`更正${n}号 投3`, `更正${n}号 vote 3`);

/** `更正5号 投3`: the judge corrects seat 5's act to the act that follows (read as a DM, so bad seats are answered). */
function correct(rest: string): Intent {
  const m = new RegExp(`^(${NUM}+)(号)?[:,]?(.*)$`).exec(rest);
  if (!m) return bad("seat_missing", say("grammar.correct_missing", { cmd: correctExample(5) }));
  const seat = seatOf(m[1]);
  if (seat === null)
    return bad(
      "seat_invalid",
      say("grammar.correct_unreadable", { value: { msg: clip(m[1], 12) }, cmd: correctExample(5) }),
    );
  // One correction corrects an act, not another correction ("更正1更正1…" does not recurse).
  const then = m[3] === "" || m[3].startsWith("更正") ? null : core(m[3], "dm");
  if (then?.kind === "act") return judge("correct", { seat, correction: then });
  if (then?.kind === "bad") return then;
  return bad("correction", say("grammar.correct_what", { seat: { seat }, cmd: correctExample(seat) }));
}

/** A regex group of the cards' lead verbs of `act`, in the order declared (`(?:连情侣|连)`); none: never matches. */
const lead = (act: string) => (LEADS.get(act)?.length ? `(?:${LEADS.get(act)?.join("|")})` : "(?!)");
const LINK = lead("link");
const FORETELL = lead("foretell");
const PICK = lead("pick");
const LINK_WORDS = new Set(LEADS.get("link"));
const PICK_HALF = new RegExp(`^${PICK}(?:底牌)?(.+)$`);
const PICK_BOTTOM = new RegExp(`^${PICK}底牌`);
const LINK_HALF = new RegExp(`^${LINK}(.+)$`);
const FORETELL_START = new RegExp(`^${FORETELL}`);

const DEATHS: Record<string, number> = { 平安夜: 0, 平安: 0, 单死: 1, 双死: 2, 三死: 3 };
const PICKABLE: Record<string, string> = {
  狼人: "werewolf",
  狼王: "wolf_king",
  预言家: "seer",
  女巫: "witch",
  猎人: "hunter",
  白痴: "idiot",
  平民: "villager",
  村民: "villager",
  丘比特: "cupid",
  盗贼: "thief",
};

const LINK_TWO = say("grammar.link_two", { cmd: typed("连3号和5号") });
/** The fortune teller's example: English writes the deaths as a number (`卜命3 2`). */
const FORETELL_EXAMPLE = typed("卜命3号双死", "卜命3 2");

/**
 * Acts with more than one seat or a word: cupid's `连3号和5号` / `连3、5` (000 §八(二)12), the
 * fortune teller's `卜命3号双死` / `卜命3 2` (a seat and 0–3 deaths, 000 §八(二)16), the
 * thief's `选预言家` (a bottom card by its Chinese name, 000 §八(十)).
 */
function roleActs(t: string): Intent | null {
  const link = new RegExp(`^${LINK}(${NUM}+)号?(?:和|与|跟|,|、|\\+)(${NUM}+)号?$`).exec(t);
  if (link) {
    const a = seatOf(link[1]);
    const b = seatOf(link[2]);
    return a !== null && b !== null ? act("link", [a, b]) : bad("seat_invalid", LINK_TWO);
  }
  if (LINK_WORDS.has(t)) return bad("seat_missing", LINK_TWO);
  const half = LINK_HALF.exec(t);
  if (half && seatLike(half[1]))
    return bad("seat_invalid", say("grammar.link_cupid", { card: { card: "cupid" }, cmd: typed("连3号和5号") }));
  const tell = new RegExp(`^${FORETELL}(${NUM}+)号?(?:,)?(平安夜|平安|单死|双死|三死|[0-3])(?:人)?$`).exec(t);
  if (tell) {
    const seat = seatOf(tell[1]);
    const deaths = DEATHS[tell[2]] ?? Number(tell[2]);
    return seat !== null
      ? ({ kind: "act", act: "foretell", target: seat, value: deaths } as ActIntent)
      : bad("seat_invalid", say("grammar.foretell_like", { cmd: FORETELL_EXAMPLE }));
  }
  if (FORETELL_START.test(t))
    return bad(
      "seat_missing",
      say("grammar.foretell_missing", {
        cmd: FORETELL_EXAMPLE,
        deaths: { msg: say("grammar.foretell_deaths") },
        none: typed("不卜命"),
      }),
    );
  const pick = PICK_HALF.exec(t);
  if (pick && Object.hasOwn(PICKABLE, pick[1])) return act("pick", PICKABLE[pick[1]]);
  if (pick && PICK_BOTTOM.test(t) && seatLike(pick[1]))
    return bad("seat_invalid", say("grammar.pick_card", { a: typed("选狼人"), b: typed("选预言家") }));
  return null;
}

/** The grammar on a normalized message. */
export function core(t: string, channel: Channel): Intent | null {
  const hit = FIXED.get(t);
  if (hit) return hit;
  const seat = seatOf(t);
  if (seat !== null) return { kind: "seat", seat };
  if (t.startsWith("开房") || t.startsWith("开赛")) {
    const match = t.startsWith("开赛");
    const rest = t.slice(2);
    const fallback = match ? (RULESETS.table ?? RANKED_S7) : RANKED_S7;
    if (rest === "")
      return bad(
        "board",
        match
          ? say("grammar.open_match_bare", {
              cmd: openExample("开赛", fallback, fallback),
              ruleset: { ruleset: fallback.id },
              boards: { msg: boardsMsg(fallback) },
            })
          : say("grammar.open_bare", {
              a: typed("开房 444预女猎白", "开房 444-idiot"),
              b: typed("开房 经典 444预女猎白", "开房 classic 444-idiot"),
              c: typed("开房 桌游 12人", "开房 table 12"),
              lists: { msg: rulesetsMsg() },
            }),
      );
    if (!BOARDISH.test(rest)) return null;
    const got = openArgs(rest, fallback, match ? "开赛" : "开房");
    if ("kind" in got) return got;
    return { kind: "open_room", ruleset: got.r.id, board: got.board, ...(match ? { match: true as const } : {}) };
  }
  const special = roleActs(t);
  if (special) return special;
  const ext = /^(延时|加时|延长)(.*)$/.exec(t);
  if (ext) return extend(ext[2]);
  if (t.startsWith("更正")) return correct(t.slice(2));
  for (const r of RULES) {
    if (!t.startsWith(r.pre) || !t.endsWith(r.post) || t.length < r.pre.length + r.post.length) continue;
    const inner = t.slice(r.pre.length, t.length - r.post.length);
    const n = seatOf(inner);
    if (n !== null) return r.make(n);
    const speech = channel === "group" && !r.inGroup;
    if (inner === "" && r.pre !== "")
      return speech ? null : bad("seat_missing", say("grammar.seat_missing", { example: r.example }));
    if (inner !== "" && seatLike(inner))
      return speech
        ? null
        : bad("seat_invalid", say("grammar.seat_unreadable", { value: { msg: clip(inner, 12) }, example: r.example }));
  }
  return null;
}
