/**
 * forum-hk's vote posts in the thread (seed 002 投票; HK59): `投票 5号`, `投5`, `投票对象：5号` (forum-25's
 * form, the reason line optional here), `弃权`, `改票 6号` / `改票对象：6号`; a vote line that cannot be read
 * is a {@link BadBallot} saying what to write. Other lines of the post are its reason. Pure, linear in the
 * text (anchored patterns, line by line). The DMs and the directors' commands are `grammar.ts`'s.
 */

import { type Msg, render, say } from "../../../vocab/msg.ts";
import { canonicalChars } from "../../canonical.ts";
import { excerpt, toInt } from "../../grammar-words.ts";
import { type BadBallot, type BallotPost, MAX_POST_CHARS } from "../forum-25/grammar.ts";

/** How a forum-hk vote post is written, as the replies show it (the typed words as arguments). */
export const HK_VOTE_FORMAT_MSG: Msg = say("hk_votes.format", {
  vote: { msg: "投票 5号" },
  short: { msg: "投5" },
  long: { msg: "投票对象：5号" },
  pass: { msg: "弃权" },
  change: { msg: "改票 6号" },
});

/** {@link HK_VOTE_FORMAT_MSG} in 简体. */
export const HK_VOTE_FORMAT = render(HK_VOTE_FORMAT_MSG);

/** A vote line: `投票[对象][：] X`, `改票[对象][：] X`, `投[给] X`, `改投 X`, `弃权`/`弃票`. */
const VOTE_LINE = /^(投票(?:对象)?|改票(?:对象)?|改投(?:给)?|投给|投)\s*[:：]?\s*(.*)$/s;

/** The seat a vote line names: a seat, `null` for 弃权, or what is wrong. */
function voteTarget(value: string, seats: number): number | null | { why: "empty" | "range" | "unreadable" | "two" } {
  const trimmed = value.replace(/[\s。.!！~，,]+$/g, "");
  // HK59: one ballot names one seat (`投票 3号 4号`).
  const parts = trimmed.split(/[\s,，、和]+/).filter(Boolean);
  if (parts.length > 1 && parts.every((p) => toInt(p.replace(/号(?:玩家|位)?$/, "")) !== null)) return { why: "two" };
  const v = trimmed.replace(/\s+/g, "");
  if (v === "") return { why: "empty" };
  if (v === "弃权" || v === "弃票") return null;
  const n = toInt(v.replace(/号(?:玩家|位)?$/, ""));
  if (n === null) return { why: "unreadable" };
  if (n < 1 || n > seats) return { why: "range" };
  return n;
}

function badVote(line: number, why: Msg): BadBallot {
  const msg = say("hk_votes.not_counted", { why: { msg: why }, format: { msg: HK_VOTE_FORMAT_MSG } });
  return { kind: "bad_ballot", line, text: msg };
}

/**
 * One line as a vote: null when it is none (an ordinary line: `投票前再想想`, `投狼`), else the
 * ballot or what is wrong with it. A line is a vote attempt when its verb is followed by a colon,
 * a space, `对象`, a seat-like word or 弃权.
 */
function voteOfLine(raw: string, line: number, seats: number): Omit<BallotPost, "reason"> | BadBallot | null {
  // Read in 简体 (a 繁體 post: 投票對象：3號, 棄權): the line's seat and verb only, the reason lines stay as typed.
  const t = canonicalChars(raw).trim();
  if (t === "弃权" || t === "弃票" || t === "我弃权") return { kind: "ballot", change: false, target: null };
  const m = VOTE_LINE.exec(t);
  if (!m) return null;
  const verb = m[1];
  const rest = m[2];
  const change = verb.startsWith("改");
  // A line that is only the verb (`投票`, `改票`) is a vote without its seat.
  const marked =
    /对象$/.test(verb) || /^(投票|改票)(对象)?\s*[:：]/.test(t) || /^(投票|改票)\s/.test(t) || /^(投票|改票)$/.test(t);
  const target = voteTarget(rest, seats);
  if (target === null || typeof target === "number") return { kind: "ballot", change, target };
  // Not a vote unless it was clearly meant as one ("投票前再想想", "投狼", "改投别的思路").
  const seatish = /^[0-9零〇一二两三四五六七八九十百]+号?/.test(rest.trim());
  if (!marked && !seatish) return null;
  const typed = excerpt(rest.trim(), 12);
  if (target.why === "empty")
    return badVote(
      line,
      say(change ? "hk_votes.empty_change" : "hk_votes.empty_vote", { line, pass: { msg: "弃权" } }),
    );
  if (target.why === "two") return badVote(line, say("hk_votes.two_seats", { line }));
  if (target.why === "range")
    return badVote(line, say(change ? "hk_votes.range_change" : "hk_votes.range_vote", { line, typed, max: seats }));
  return badVote(
    line,
    say(change ? "hk_votes.unreadable_change" : "hk_votes.unreadable_vote", {
      line,
      typed,
      pass: { msg: "弃权" },
      eg: { msg: "5号" },
    }),
  );
}

/**
 * A thread post read for a ballot (HK59): null when no line of it is a vote (an ordinary post);
 * a {@link BallotPost} when exactly one line is (the other lines are its reason); else a
 * {@link BadBallot}: an unreadable vote line, or two vote lines in one post. `seats` bounds the seat.
 */
export function parseHkVotePost(text: string, seats: number): BallotPost | BadBallot | null {
  const lines = text.slice(0, MAX_POST_CHARS).split(/\r?\n/);
  let found: { line: number; vote: Omit<BallotPost, "reason"> } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const v = voteOfLine(lines[i], i + 1, seats);
    if (!v) continue;
    if (v.kind === "bad_ballot") return v;
    if (found) return badVote(i + 1, say("hk_votes.one_per_post", { first: found.line, line: i + 1 }));
    found = { line: i + 1, vote: v };
  }
  if (!found) return null;
  const at = found.line - 1;
  const reason = lines
    .filter((_, i) => i !== at)
    .join("\n")
    .replace(/^(?:投票|改票)理由\s*[:：]?/m, "")
    .trim();
  return { ...found.vote, reason };
}
