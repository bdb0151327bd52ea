/**
 * forum-hk's day count and ballot checker (src/engine/families/forum-hk/vote.ts): HK57–HK59, HK64, HK109, HK140,
 * with the counts of the shared examples HX-2 and HX-3 as data.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BallotInput,
  type BallotPost,
  checkBallot,
  closeNotice,
  countDay,
  finalBallots,
  hk58Weight,
  LAST_HOUR_MS,
  votesEntry,
} from "../../../src/engine/families/forum-hk/vote.ts";
import { SHARED_SCENARIOS } from "../../helpers.ts";
import { ballotInput, CLOSE, OPEN } from "./fixtures.ts";

const one = () => 1;
const ballots = (o: Record<number, number | null>) => new Map(Object.entries(o).map(([k, v]) => [Number(k), v]));

interface Step {
  at: string;
  seat?: number;
  act?: string;
  target?: unknown;
}
const file = (id: string) => JSON.parse(readFileSync(join(SHARED_SCENARIOS, `${id}.json`), "utf8"));
/** The ballot posts of day `label` (`D1`) in a scenario, in order. */
function postsOf(id: string, label: string): BallotPost[] {
  return (file(id).steps as Step[])
    .filter((s) => s.at.startsWith(`${label} `) && (s.act === "vote" || s.act === "change_vote"))
    .map((s) => ({ seat: s.seat as number, target: s.target as number | null }));
}
const expectedVote = (id: string, label: string) =>
  (file(id).expect.votes as { at: string }[]).find((v) => v.at === label) as Record<string, unknown>;

describe("countDay on the shared examples (HK57, HK58, HK109)", () => {
  it("HK58/HK109/HK140 (HX-2 D1): slander adds 1 to the fan's count; the top holds 不死 → 平安日, nobody exiled", () => {
    const c = countDay({
      ballots: finalBallots(postsOf("HX-2", "D1")),
      out: new Set(),
      weight: one,
      slander: new Map([[5, 1]]),
      peaceful: (s) => s === 5, // the fan's [不死] (HK129)
    });
    expect(votesEntry("D1", c)).toMatchObject(expectedVote("HX-2", "D1"));
    expect(closeNotice("D1", c)).toEqual({ at: "D1", stage: "close", kind: "peaceful_day" });
    expect(c.exile).toBeNull();
  });

  it("HK58/HK60 (HX-2 D2): the old believer weighs 2 with one heretic out; a red-carded seat's ballot stands and his count counts", () => {
    const c = countDay({
      ballots: finalBallots(postsOf("HX-2", "D2")),
      out: new Set([1]),
      weight: (v) => hk58Weight({ hereticOuts: v === 9 ? 1 : 0 }),
      slander: new Map([[11, 1]]),
      peaceful: () => false,
    });
    expect(votesEntry("D2", c)).toMatchObject(expectedVote("HX-2", "D2"));
    expect(closeNotice("D2", c)).toEqual({ at: "D2", stage: "close", kind: "top", seat: 6 });
    expect(c.exile).toBe(6);
    // [3] seam: on 太阳's day the entries and notices carry their round (HK149)
    expect(votesEntry("D2", c, "exile_2").round).toBe("exile_2");
    expect(closeNotice("D2", c, "exile")).toMatchObject({ kind: "top", round: "exile" });
  });

  it("HK57/HK60 (HX-3 D1, D2): counts with outs before the close and a noon red card", () => {
    const d1 = countDay({
      ballots: finalBallots(postsOf("HX-3", "D1")),
      out: new Set([9, 6]),
      weight: one,
      slander: new Map([[8, 1]]),
    });
    expect(votesEntry("D1", d1)).toMatchObject(expectedVote("HX-3", "D1"));
    const d2 = countDay({ ballots: finalBallots(postsOf("HX-3", "D2")), out: new Set([9, 6, 14, 3]), weight: one });
    expect(votesEntry("D2", d2)).toMatchObject(expectedVote("HX-3", "D2"));
    expect(d2.exile).toBe(2);
  });
});

describe("countDay rules (HK57–HK59, HK64, HK109)", () => {
  it("HK59: the final ballot is the last post (a change or a proxy replaces it)", () => {
    const f = finalBallots([
      { seat: 1, target: 2 },
      { seat: 3, target: 2 },
      { seat: 1, target: 4 },
      { seat: 3, target: null },
    ]);
    expect([...f]).toEqual([
      [1, 4],
      [3, null],
    ]);
  });

  it("HK57: equal highest counts → tie, nobody out", () => {
    const c = countDay({ ballots: ballots({ 1: 2, 2: 1, 3: 4 }), out: new Set(), weight: one });
    expect(c).toMatchObject({ top: "tie", notice: "tie", exile: null });
    expect(c.tally).toEqual({ "1": 1, "2": 1, "4": 1 });
  });

  it("HK57: every ballot 弃权 → no_top; no ballot at all → no_top with an empty tally", () => {
    const a = countDay({ ballots: ballots({ 1: null, 2: null }), out: new Set(), weight: one });
    expect(a).toMatchObject({ top: null, notice: "no_top", tally: {}, abstain: [1, 2] });
    expect(countDay({ ballots: new Map(), out: new Set(), weight: one })).toMatchObject({
      top: null,
      notice: "no_top",
    });
  });

  it("HK58/HK57: a [迷魂] ballot weighs 0 whatever its bonuses; the seat it names is in the tally with 0 and no top", () => {
    expect(hk58Weight({ dazed: true, scholarOuts: 2, hereticOuts: 3 })).toBe(0);
    expect(hk58Weight({ scholarOuts: 2, hereticOuts: 1 })).toBe(4);
    const c = countDay({ ballots: ballots({ 1: 5 }), out: new Set(), weight: () => hk58Weight({ dazed: true }) });
    expect(c).toMatchObject({ tally: { "5": 0 }, top: null, notice: "no_top" });
  });

  it("HK58 [2] 齐心: the weight function may read both brothers' final ballots", () => {
    const b = ballots({ 1: 7, 2: 7, 3: 8, 4: 8, 5: 8 });
    const weight = (v: number, all: ReadonlyMap<number, number | null>) =>
      hk58Weight({ brothersAgree: (v === 1 || v === 2) && all.get(1) === all.get(2) });
    expect(countDay({ ballots: b, out: new Set(), weight })).toMatchObject({ tally: { "7": 4, "8": 3 }, top: 7 });
  });

  it("HK59: a ballot naming a seat out since counts as 弃权; that seat has no entry", () => {
    const c = countDay({ ballots: ballots({ 1: 4, 2: 4, 3: 5 }), out: new Set([4]), weight: one });
    expect(c).toMatchObject({ tally: { "5": 1 }, abstain: [1, 2], top: 5, exile: 5 });
  });

  it("HK59 (reading): a voter out before the close has no ballot — neither counted nor abstaining", () => {
    const c = countDay({ ballots: ballots({ 1: 5, 2: null, 3: 6 }), out: new Set([1, 2]), weight: one });
    expect(c).toMatchObject({ tally: { "6": 1 }, abstain: [], top: 6 });
  });

  it("HK109: 诽谤 alone makes a count (and can make the top); on a seat out before the close it is dropped", () => {
    const c = countDay({
      ballots: new Map(),
      out: new Set([3]),
      weight: one,
      slander: new Map([
        [2, 1],
        [3, 2],
      ]),
    });
    expect(c).toMatchObject({ tally: { "2": 1 }, top: 2 });
    const tie = countDay({ ballots: ballots({ 1: 4 }), out: new Set(), weight: one, slander: new Map([[2, 1]]) });
    expect(tie).toMatchObject({ tally: { "2": 1, "4": 1 }, top: "tie" });
  });

  it("HK64: a cancelled vote counts nothing and publishes nothing", () => {
    const c = countDay({ ballots: ballots({ 1: 2, 3: 2 }), out: new Set(), weight: one, cancelled: true });
    expect(votesEntry("D3", c)).toEqual({
      at: "D3",
      round: "exile",
      tally: {},
      abstain: [],
      top: null,
      cancelled: true,
    });
    expect(closeNotice("D3", c)).toBeNull();
    expect(c.exile).toBeNull();
  });

  it("HK140: only a top holding [不死]/[霸道] makes 平安日; otherwise he is the exile (HK34 checks come after)", () => {
    const b = ballots({ 1: 2, 3: 2, 4: 5 });
    expect(countDay({ ballots: b, out: new Set(), weight: one, peaceful: (s) => s === 5 })).toMatchObject({
      top: 2,
      notice: "top",
      exile: 2,
    });
  });
});

const codeOf = (over: Partial<BallotInput>) => {
  const r = checkBallot(ballotInput(over));
  return r.ok ? r.change : r.reject.code;
};

describe("checkBallot (HK59, HK60, HK64, HK15)", () => {
  it("HK59: a ballot from 09:00 to the close (exclusive), a seat or 弃权", () => {
    expect(codeOf({})).toBeNull();
    expect(codeOf({ target: null })).toBeNull();
    expect(codeOf({ nowMs: OPEN - 1 })).toBe("vote.not_open");
    expect(codeOf({ nowMs: OPEN })).toBeNull();
    expect(codeOf({ nowMs: CLOSE - 1 })).toBeNull();
    expect(codeOf({ nowMs: CLOSE })).toBe("vote.not_open");
    expect(codeOf({ target: 15 })).toBe("vote.target");
    expect(codeOf({ target: "5" })).toBe("vote.target");
  });

  it("HK59: one ballot a day; a change needs a ballot", () => {
    expect(codeOf({ current: { target: 5, changed: false } })).toBe("vote.already");
    expect(codeOf({ act: "change_vote" })).toBe("vote.no_ballot");
  });

  it("HK59: a ballot naming an announced-out seat is refused; one out but not yet announced is taken", () => {
    expect(codeOf({ announcedOut: (s) => s === 5 })).toBe("vote.target_out");
    expect(codeOf({ target: 6, announcedOut: (s) => s === 5 })).toBeNull();
  });

  it("HK59: one change, until one hour before the close", () => {
    const cur = { target: 5, changed: false };
    expect(codeOf({ act: "change_vote", target: 6, current: cur })).toBe("normal");
    expect(codeOf({ act: "change_vote", target: 6, current: { ...cur, changed: true } })).toBe("vote.changed");
    expect(codeOf({ act: "change_vote", target: 6, current: cur, nowMs: CLOSE - LAST_HOUR_MS - 1 })).toBe("normal");
    expect(codeOf({ act: "change_vote", target: 6, current: cur, nowMs: CLOSE - LAST_HOUR_MS })).toBe(
      "vote.change_too_late",
    );
  });

  it("HK15/HK59: after a speed-up no change, but a first ballot is still taken until the new close", () => {
    expect(codeOf({ act: "change_vote", target: 6, current: { target: 5, changed: false }, spedUp: true })).toBe(
      "vote.sped_up",
    );
    expect(
      codeOf({ spedUp: true, closeMs: CLOSE - 3 * LAST_HOUR_MS, nowMs: CLOSE - 4 * LAST_HOUR_MS + 10 }),
    ).toBeNull();
  });

  it("HK59: once the ballot's seat went out during 正午, one more change even after the change, the speed-up or in the last hour", () => {
    const outNoon = (s: number) => s === 5;
    const cur = { target: 5, changed: true };
    expect(codeOf({ act: "change_vote", target: 6, current: cur, outAtNoon: outNoon })).toBe("extra");
    expect(codeOf({ act: "change_vote", target: 6, current: cur, outAtNoon: outNoon, spedUp: true })).toBe("extra");
    expect(codeOf({ act: "change_vote", target: 6, current: cur, outAtNoon: outNoon, nowMs: CLOSE - 60_000 })).toBe(
      "extra",
    );
    // the extra change is owed for that ballot only: once it names a living seat the ordinary rules apply again
    expect(codeOf({ act: "change_vote", target: 7, current: { target: 6, changed: true }, outAtNoon: outNoon })).toBe(
      "vote.changed",
    );
    // used first, the extra one leaves the ordinary change unspent
    expect(codeOf({ act: "change_vote", target: 6, current: { target: 5, changed: false }, outAtNoon: outNoon })).toBe(
      "extra",
    );
  });

  it("HK59/HK137: a proxy is a ballot or a change, refused from one hour before the close", () => {
    expect(codeOf({ act: "proxy_vote" })).toBeNull();
    expect(codeOf({ act: "proxy_vote", current: { target: 5, changed: false } })).toBe("normal");
    expect(codeOf({ act: "proxy_vote", current: { target: 5, changed: true } })).toBe("vote.changed");
    expect(codeOf({ act: "proxy_vote", nowMs: CLOSE - LAST_HOUR_MS })).toBe("vote.proxy_too_late");
  });

  it("HK60: a voter red-carded today cannot vote or change; HK64: after the duel nobody can", () => {
    expect(codeOf({ voterRedCarded: true })).toBe("vote.red_card");
    expect(codeOf({ act: "change_vote", current: { target: 5, changed: false }, voterRedCarded: true })).toBe(
      "vote.red_card",
    );
    expect(codeOf({ cancelled: true })).toBe("vote.cancelled");
    expect(codeOf({ voterOut: true })).toBe("vote.out");
  });

  it("every refusal is a distinct code with its facts and no words (the chat renders them)", () => {
    const cases: Partial<BallotInput>[] = [
      { nowMs: CLOSE },
      { cancelled: true },
      { voterOut: true },
      { voterRedCarded: true },
      { target: 99 },
      { announcedOut: () => true },
      { current: { target: 5, changed: false } },
      { act: "change_vote" },
      { act: "change_vote", current: { target: 5, changed: true } },
      { act: "change_vote", current: { target: 5, changed: false }, spedUp: true },
      { act: "change_vote", current: { target: 5, changed: false }, nowMs: CLOSE - 1000 },
      { act: "proxy_vote", nowMs: CLOSE - 1000 },
    ];
    const codes = new Set<string>();
    for (const c of cases) {
      const r = checkBallot(ballotInput(c));
      if (r.ok) throw new Error(JSON.stringify(c));
      codes.add(r.reject.code);
      expect(r.reject).toMatchObject({ seat: 3, ruleset: "forum-hk" });
      expect(r.reject).not.toHaveProperty("text");
    }
    expect(codes.size).toBe(cases.length);
    const facts = (c: Partial<BallotInput>) => {
      const r = checkBallot(ballotInput(c));
      return r.ok ? null : r.reject;
    };
    expect(facts({ target: 99 })).toMatchObject({ code: "vote.target", seats: 14 });
    expect(facts({ announcedOut: () => true })).toMatchObject({ code: "vote.target_out", target: 5 });
    expect(facts({ act: "proxy_vote", nowMs: CLOSE - 1000 })).toMatchObject({ limitMs: LAST_HOUR_MS });
    expect(facts({ act: "change_vote", current: { target: 5, changed: false }, nowMs: CLOSE - 1000 })).toMatchObject({
      code: "vote.change_too_late",
      limitMs: LAST_HOUR_MS,
    });
  });
});
