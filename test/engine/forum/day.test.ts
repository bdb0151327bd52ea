/** forum-25 days (F1–F7, F13, F16, F18, F19, F23): votes as posts, the close, cards, the badge. */
import { describe, expect, it } from "vitest";
import { validateSetup } from "../../../src/engine/engine.ts";
import { settleDayExits } from "../../../src/engine/families/forum-25/day.ts";
import { forumAct } from "../../../src/engine/families/forum-25/flow.ts";
import { defineRuleset, FORUM_25 } from "../../../src/engine/rulesets/index.ts";
import { Tx } from "../../../src/engine/tx.ts";
import type { Replay } from "../../../src/scenario/runner.ts";
import { at, FORUM_DEAL, forumGame, judge, no, ok } from "./kit.ts";

/** Every living seat votes: `votes[seat]` or, by default, `null` (the sisters 6 and 19 for `sisters`). */
function voteAll(g: Replay, votes: Record<number, number | null>, sisters = 1): void {
  for (const x of g.state.seats) {
    const ph = g.state.phase;
    if (!x.alive || x.mem.revealed === true || (ph.kind === "forum_day" && String(x.seat) in ph.ballots)) continue;
    const t = x.seat in votes ? votes[x.seat] : x.role === "sister" ? sisters : null;
    ok(g, x.seat, "vote", t);
  }
}

/** Day 1 with 17 elected sheriff (everyone votes, nobody carded). */
function withSheriff17(): Replay {
  const g = forumGame();
  at(g, "S 21:00");
  ok(g, 16, "link", [8, 24]);
  at(g, "D1 10:00");
  voteAll(g, { 1: 17, 3: 17 });
  at(g, "D2 09:00");
  return g;
}

describe("forum-25 phase S and the opening (F1, F20)", () => {
  it("S runs until day 1 opens at 09:00; a silent cupid is linked at random then, told at S", () => {
    const g = forumGame();
    expect([g.state.label, g.state.phase.kind]).toEqual(["S", "forum_start"]);
    at(g, "D1 08:59");
    expect(g.state.label).toBe("S");
    at(g, "D1 09:00");
    expect([g.state.label, g.state.phase.kind]).toEqual(["D1", "forum_day"]);
    const lovers = g.state.record.told.filter((t) => t.kind === "lover");
    expect(lovers.map((t) => t.at)).toEqual(["S", "S"]);
    expect(lovers[0].value).toBe(lovers[1].seat);
  });

  it("votes wait for the day; link and serve only in S", () => {
    const g = forumGame();
    expect(no(g, 1, "vote", 2)).toBe("vote.not_open");
    at(g, "D1 09:30");
    expect(no(g, 16, "link", [1, 2])).toBe("phase.not_start");
  });
});

describe("forum-25 ballots (F3, F13, F18)", () => {
  it("one ballot a day, one change, refused from an hour before the close; a first ballot until the close; nothing closes early", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    ok(g, 1, "vote", 2);
    expect(no(g, 1, "vote", 3)).toBe("vote.already");
    expect(no(g, 2, "change_vote", 3)).toBe("vote.no_ballot");
    ok(g, 1, "change_vote", 3);
    expect(no(g, 1, "change_vote", 4)).toBe("vote.changed");
    ok(g, 4, "vote", 2);
    at(g, "D1 20:00");
    expect(no(g, 4, "change_vote", 3)).toBe("vote.change_too_late");
    at(g, "D1 20:59");
    voteAll(g, { 1: 3, 4: 2 });
    expect(g.state.phase.kind).toBe("forum_day");
    at(g, "D1 21:00");
    expect(g.state.label).toBe("N1");
    expect(g.state.record.votes[0]).toMatchObject({ at: "D1", round: "sheriff", tally: { "1": 2, "2": 1, "3": 1 } });
  });

  it("F3: a ballot for an out player or a revealed idiot is refused; a revealed idiot cannot vote", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    voteAll(g, { 1: 20, 2: 20, 3: 20 });
    at(g, "D2 09:00");
    // D2: the idiot 20 gets the top count and reveals (no sheriff on day 1? 20 was elected: 3 ballots).
    expect(g.state.sheriff).toBe(20);
    voteAll(g, { 1: 20, 2: 20 }, 20);
    at(g, "D3 09:00");
    expect(g.state.seats[19].alive).toBe(true);
    expect(g.state.seats[19].mem.revealed).toBe(true);
    expect(g.state.record.deaths).toEqual([]);
    expect(no(g, 1, "vote", 20)).toBe("vote.idiot_not_votable");
    expect(no(g, 20, "vote", 1)).toBe("vote.idiot_cannot_vote");
    expect(no(g, 1, "vote", 99)).toBe("target.not_a_seat");
  });

  it("7L 9: a proxy ballot is refused in the last 30 minutes, a proxy change in the last hour or after a change", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    expect(judge(g, "proxy_vote", { seat: 1, target: 2 })).toBeNull();
    expect(judge(g, "proxy_vote", { seat: 1, target: 3 })).toBeNull();
    expect(judge(g, "proxy_vote", { seat: 1, target: 4 })).toBe("vote.changed");
    ok(g, 2, "vote", 1);
    at(g, "D1 20:10");
    expect(judge(g, "proxy_vote", { seat: 2, target: 3 })).toBe("vote.change_too_late");
    expect(judge(g, "proxy_vote", { seat: 4, target: 3 })).toBeNull();
    at(g, "D1 20:31");
    expect(judge(g, "proxy_vote", { seat: 5, target: 3 })).toBe("vote.proxy_too_late");
    ok(g, 5, "vote", 3);
  });
});

describe("forum-25 closes (F4, F5, F2)", () => {
  it("F4: nobody named on day 1 → no sheriff for the game; silent sisters get both yellows (6L 潜水(2), (3))", () => {
    const h = forumGame();
    at(h, "D1 10:00");
    for (const x of h.state.seats) if (x.role !== "sister") ok(h, x.seat, "vote", null);
    at(h, "D2 09:00");
    expect(h.state.sheriff).toBeNull();
    expect(h.state.badgeGone).toBe(true);
    expect(h.state.record.sheriffs).toEqual([]);
    expect(h.state.forum?.cards).toEqual({ "6": ["yellow", "yellow"], "19": ["yellow", "yellow"] });
  });

  it("F5: from day 2 the top player is out by exile; the sheriff counts 1.5; a tie puts nobody out", () => {
    const g = withSheriff17();
    expect(g.state.sheriff).toBe(17);
    // 17 (1.5) and 1 vote 4; 2 and 3 vote 11: 2.5 to 2.
    voteAll(g, { 17: 4, 1: 4, 2: 11, 3: 11 });
    at(g, "D2 21:00");
    expect(g.state.record.votes[1]).toMatchObject({ at: "D2", round: "exile", tally: { "4": 2.5, "11": 2, "1": 2 } });
    expect(g.state.record.deaths).toEqual([{ seat: 4, at: "D2", cause: "exile", lastWords: true }]);
    expect(g.state.seats[3].announced).toBe(true);
    at(g, "D3 10:00");
    voteAll(g, { 1: 12, 2: 12 }, 11);
    at(g, "D3 21:00");
    expect(g.state.record.deaths).toHaveLength(1);
  });

  it("F2: a living voter without a ballot gets a yellow card at a close not sped up; three make a red", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    voteAll(g, { 25: 1 });
    expect(judge(g, "card", { seat: 25, value: "yellow" })).toBeNull();
    expect(judge(g, "card", { seat: 25, value: "yellow" })).toBeNull();
    expect(g.state.seats[24].alive).toBe(true);
    at(g, "D2 10:00");
    voteAll(g, {});
    at(g, "D2 10:01");
    for (const x of g.state.seats)
      if (x.seat !== 24 && !(String(x.seat) in ((g.state.phase as { ballots?: object }).ballots ?? {}))) void x;
    expect(g.state.forum?.cards["24"]).toBeUndefined();
  });

  it("F2: three blue add a yellow; three yellow add a red, which puts him out (F6)", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    for (let i = 0; i < 3; i++) expect(judge(g, "card", { seat: 25, value: "blue" })).toBeNull();
    expect(g.state.forum?.cards["25"]).toEqual(["blue", "blue", "blue", "yellow"]);
    judge(g, "card", { seat: 25, value: "yellow" });
    judge(g, "card", { seat: 25, value: "yellow" });
    expect(g.state.forum?.cards["25"]).toEqual(["blue", "blue", "blue", "yellow", "yellow", "yellow", "red"]);
    expect(g.state.record.deaths).toEqual([{ seat: 25, at: "D1", cause: "red_card", lastWords: false }]);
    // 6L: an out player may be carded (a red card too); it is recorded and changes nothing.
    expect(judge(g, "card", { seat: 25, value: "red" })).toBeNull();
    expect(g.state.forum?.cards["25"]?.at(-1)).toBe("red");
    expect(g.state.record.deaths).toHaveLength(1);
    expect(judge(g, "card", { seat: 24, value: "green" })).toBe("card.colour");
  });
});

describe("forum-25 red card (F6) and camp_loses", () => {
  it("by day: out at once, no last words; his lover dies; his ballot void, ballots naming him abstentions", () => {
    const g = forumGame();
    at(g, "S 21:00");
    ok(g, 16, "link", [8, 24]);
    at(g, "D1 10:00");
    voteAll(g, { 1: 24, 2: 24, 3: 24, 24: 1, 8: 1, 4: 2 });
    at(g, "D1 12:00");
    expect(judge(g, "card", { seat: 24, value: "red" })).toBeNull();
    expect(g.state.record.deaths).toEqual([
      { seat: 24, at: "D1", cause: "red_card", lastWords: false },
      { seat: 8, at: "D1", cause: "lover", lastWords: true },
    ]);
    at(g, "D1 21:00");
    const v = g.state.record.votes[0];
    // 1 was named by 8 (out) and the sisters: 2; 24's and 8's ballots void; 1, 2, 3 abstain now.
    expect(v.tally).toEqual({ "1": 2, "2": 1 });
    expect(v.abstain).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(g.state.sheriff).toBe(1);
    expect(g.state.forum?.cards).toEqual({ "24": ["red"] });
  });

  it("a red-carded sheriff's badge goes to a seeded random living successor at once, never a revealed idiot", () => {
    const g = withSheriff17();
    at(g, "D2 10:00");
    expect(judge(g, "card", { seat: 17, value: "red" })).toBeNull();
    expect(g.state.sheriff).not.toBe(17);
    expect(g.state.sheriff).not.toBeNull();
    expect(g.state.record.sheriffs.at(-1)).toEqual({ at: "D2", seat: g.state.sheriff });
  });

  it("F19: a sheriff red-carded at night has a random successor who takes the badge at the next opening", () => {
    const g = withSheriff17();
    at(g, "D2 10:00");
    voteAll(g, {});
    at(g, "N2 23:00");
    expect(judge(g, "card", { seat: 17, value: "red" })).toBeNull();
    expect(g.state.sheriff).toBe(17);
    expect(g.state.forum?.badge?.pending).not.toBeNull();
    const heir = g.state.forum?.badge?.pending;
    at(g, "D3 09:00");
    expect(g.state.sheriff).toBe(heir);
    expect(g.state.record.sheriffs.at(-1)).toEqual({ at: "D3", seat: heir });
    expect(g.state.record.announcements.at(-1)).toEqual({ at: "D3", deaths: [] });
  });

  it("a red card in phase S: out at once, his lover too, both public; the lover's last words published at day 1's opening", () => {
    const g = forumGame();
    at(g, "S 21:00");
    ok(g, 16, "link", [8, 24]);
    expect(judge(g, "card", { seat: 24, value: "red" })).toBeNull();
    expect(g.state.record.deaths).toEqual([
      { seat: 24, at: "S", cause: "red_card", lastWords: false },
      { seat: 8, at: "S", cause: "lover", lastWords: true },
    ]);
    expect(g.state.seats[7].announced).toBe(true);
    at(g, "D1 09:00");
    expect(g.events.filter((e) => e.type === "last_words_published").at(-1)).toMatchObject({ seats: [8] });
  });

  it("camp_loses: the other camp wins at once", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    expect(judge(g, "camp_loses", { value: "elves" })).toBe("camp.unknown");
    expect(judge(g, "camp_loses", { value: "wolves" })).toBeNull();
    expect([g.state.winner, g.state.endedAt]).toEqual(["villagers", "D1"]);
  });
});

describe("forum-25 speed-up (F1)", () => {
  it("moves today's close; the no-change hour follows it; a missing ballot earns no yellow card", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    ok(g, 1, "vote", 2);
    expect(judge(g, "speed_up", { value: "09:30" })).toBe("speed_up.time");
    expect(judge(g, "speed_up", { value: "21:30" })).toBe("speed_up.time");
    expect(judge(g, "speed_up", { value: "18:00" })).toBeNull();
    at(g, "D1 17:01");
    expect(no(g, 1, "change_vote", 3)).toBe("vote.change_too_late");
    at(g, "D1 18:00");
    expect(g.state.label).toBe("N1");
    expect(g.state.forum?.cards).toEqual({ "6": ["yellow"], "19": ["yellow"] });
    // The night's deadlines follow the close: settle 18:30, resolve 19:00.
    const due = g.state.timers.filter((t) => t.kind !== "forum_open").map((t) => t.dueMs - (g.nowMs ?? 0));
    expect(due.sort((a, b) => a - b)).toEqual([30 * 60_000, 60 * 60_000]);
  });

  it("a delay moves today's close later (issue 11 item 1): the night's deadlines and the no-change hour follow; a missing ballot still earns a yellow card", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    ok(g, 1, "vote", 2);
    ok(g, 5, "vote", 2);
    expect(judge(g, "delay", { value: "20:30" })).toBe("delay.time");
    expect(judge(g, "delay", { value: "23:30" })).toBe("delay.time");
    expect(judge(g, "delay", { value: "22:00" })).toBeNull();
    at(g, "D1 20:30");
    ok(g, 1, "change_vote", 3);
    at(g, "D1 21:01");
    expect(no(g, 5, "change_vote", 4)).toBe("vote.change_too_late");
    at(g, "D1 21:59");
    expect(g.state.label).toBe("D1");
    at(g, "D1 22:00");
    expect(g.state.label).toBe("N1");
    // Not a sped-up day: everyone without a ballot has a yellow card.
    expect(Object.keys(g.state.forum?.cards ?? {}).length).toBeGreaterThan(20);
    // The night's deadlines follow the close: settle 22:30, resolve 23:00.
    const due = g.state.timers.filter((t) => t.kind !== "forum_open").map((t) => t.dueMs - (g.nowMs ?? 0));
    expect(due.sort((a, b) => a - b)).toEqual([30 * 60_000, 60 * 60_000]);
    expect(judge(g, "delay", { value: "22:30" })).toBe("delay.not_day");
  });

  it("the vote reminder comes 2 h before the close (7L 11)", () => {
    const g = forumGame();
    const seen: number[] = [];
    at(g, "D1 18:59");
    expect(g.events.some((e) => e.type === "vote_reminded")).toBe(false);
    at(g, "D1 19:00");
    for (const e of g.events) if (e.type === "vote_reminded") seen.push(e.n);
    expect(seen).toEqual([1]);
  });
});

describe("forum-25 badge and day shot (F16, F19)", () => {
  it("an exiled sheriff must pass the badge within 30 minutes of the close; null refused", () => {
    const g = withSheriff17();
    voteAll(g, { 1: 17, 2: 17 }, 17);
    at(g, "D2 21:00");
    expect(g.state.seats[16].alive).toBe(false);
    at(g, "N2 21:10");
    expect(no(g, 17, "badge", null)).toBe("badge.must_pass");
    expect(no(g, 1, "badge", 2)).toBe("badge.none_owed");
    ok(g, 17, "badge", 3);
    expect(g.state.sheriff).toBe(3);
    expect(g.state.record.sheriffs.at(-1)).toEqual({ at: "D2", seat: 3 });
  });

  it("the badge's rule is the shared one, read from the ruleset (sheriff.mayTear, badgeSilence)", () => {
    const g = withSheriff17();
    voteAll(g, { 1: 17, 2: 17 }, 17);
    at(g, "N2 21:10");
    const diff = { id: "forum-25" as const, seed: "004" };
    // A calendar ruleset that lets the sheriff tear the badge takes his `null`.
    const tearing = defineRuleset(FORUM_25, { ...diff, sheriff: { mayTear: true } });
    const tx = new Tx(structuredClone(g.state), g.nowMs, () => {}, tearing);
    expect(forumAct(tx, 17, "badge", null)).toBeNull();
    expect(tx.s.sheriff).toBeNull();
    // One whose silent sheriff's badge is torn draws no heir at close + 30 min.
    const torn = defineRuleset(FORUM_25, { ...diff, sheriff: { badgeSilence: "torn" } });
    const due = g.state.forum?.badge?.dueMs ?? 0;
    const late = new Tx(structuredClone(g.state), due, () => {}, torn);
    settleDayExits(late);
    expect(late.s.sheriff).toBeNull();
    expect(late.events.some((e) => e.type === "sheriff_changed" && e.gone)).toBe(true);
  });

  it("silence: a seeded random living successor at close + 30 min", () => {
    const g = withSheriff17();
    voteAll(g, { 1: 17, 2: 17 }, 17);
    at(g, "N2 21:29");
    expect(g.state.sheriff).toBe(17);
    at(g, "N2 21:30");
    expect(g.state.sheriff).not.toBe(17);
    expect(g.state.seats[(g.state.sheriff ?? 1) - 1].alive).toBe(true);
    expect(no(g, 17, "badge", 3)).toBe("badge.none_owed");
  });

  it("F16: an exiled hunter shoots within 30 minutes of the close; his target is out as a day death", () => {
    const g = withSheriff17();
    voteAll(g, { 1: 14, 2: 14 }, 14);
    at(g, "N2 21:05");
    expect(no(g, 14, "shoot", 14)).toBe("shoot.target");
    ok(g, 14, "shoot", 2);
    expect(g.state.record.deaths).toEqual([
      { seat: 14, at: "D2", cause: "exile", lastWords: true },
      { seat: 2, at: "D2", cause: "shot", lastWords: true },
    ]);
    expect(g.state.seats[1].announced).toBe(true);
    at(g, "D3 09:00");
    const pub = g.events.filter((e) => e.type === "last_words_published");
    expect(pub.at(-1)).toMatchObject({ seats: [14, 2] });
  });
});

describe("forum-25 last words (F7)", () => {
  it("six for the game, to the first six deaths other than red cards", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    judge(g, "card", { seat: 25, value: "red" });
    for (let d = 2; d <= 8; d++) {
      at(g, `D${d} 10:00`);
      const target = [1, 3, 4, 7, 8, 11, 12][d - 2];
      voteAll(g, { 2: target, 5: target, 9: target }, target);
      at(g, `D${d} 21:00`);
      if (g.state.phase.kind === "ended") break;
    }
    const words = g.state.record.deaths.map((d) => [d.seat, d.lastWords]);
    expect(words.slice(0, 8)).toEqual([
      [25, false],
      [1, true],
      [3, true],
      [4, true],
      [7, true],
      [8, true],
      [11, true],
      [12, false],
    ]);
  });
});

describe("forum-25 surrender (F23, F24)", () => {
  it("every member of the wolf group, out ones included, says yes → the village wins at once", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    expect(no(g, 1, "surrender", "yes")).toBe("surrender.not_group");
    judge(g, "card", { seat: 2, value: "red" });
    for (const w of [2, 5, 9, 13, 18]) ok(g, w, "surrender", "yes");
    expect(g.state.winner).toBeNull();
    ok(g, 23, "surrender", "yes");
    expect([g.state.winner, g.state.endedAt]).toEqual(["villagers", "D1"]);
  });

  it("a no drops the request; so does the phase ending first; it may be tried again", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    expect(no(g, 2, "surrender", "no")).toBe("surrender.none_open");
    ok(g, 2, "surrender", "yes");
    expect(no(g, 2, "surrender", "yes")).toBe("surrender.answered");
    ok(g, 5, "surrender", "no");
    expect(g.state.forum?.surrender).toBeNull();
    ok(g, 5, "surrender", "yes");
    at(g, "D1 21:00");
    expect(g.state.forum?.surrender).toBeNull();
    expect(g.state.winner).toBeNull();
  });
});

describe("forum-25 outage (F1)", () => {
  it("the bot's absence moves no deadline: a close that fell due during it fires late, at once", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    const close = g.state.timers.find((t) => t.kind === "forum_close");
    g.nowMs += 12 * 3600_000;
    expect(judge(g, "outage", { seconds: 12 * 3600 })).toBeNull();
    expect(g.state.timers.find((t) => t.kind === "forum_close")).toEqual(close);
    g.wait(0);
    expect(g.state.label).toBe("N1");
  });
});

describe("forum-25 rejects and setup (F22, F25; scenario-format.md)", () => {
  it("seed-000 acts and rulings forum-25 lacks are refused; forum rulings are refused elsewhere", () => {
    const g = forumGame();
    at(g, "D1 10:00");
    for (const a of ["run", "withdraw", "order", "start_speech", "end_speech", "self_destruct"])
      expect(no(g, 2, a)).toBe("act.not_in_ruleset");
    for (const r of ["warn", "rule_self_destruct", "eject"])
      expect(judge(g, r, { seat: 2 })).toBe("judge.not_in_ruleset");
  });

  it("startAt is required under forum-25 and refused elsewhere; custom boards up to 30 seats, no lone sister", () => {
    const base = { ruleset: "forum-25", board: "forum-25", deal: FORUM_DEAL, seed: 1 };
    expect(validateSetup(base as never)?.code).toBe("setup.start_at");
    expect(validateSetup({ ...base, startAt: "2024-13-01T10:00" } as never)?.code).toBe("setup.start_at");
    expect(validateSetup({ ...base, startAt: "2024-06-01T10:00" } as never)).toBeNull();
    const custom = (roles: string[]) =>
      validateSetup({
        ...base,
        board: "custom",
        startAt: "2024-06-01T10:00",
        deal: Object.fromEntries(roles.map((r, i) => [String(i + 1), r])),
      } as never)?.code ?? null;
    const v = (n: number) => Array.from({ length: n }, () => "villager");
    expect(custom(["werewolf", ...v(29)])).toBeNull();
    expect(custom(["werewolf", ...v(30)])).toBe("setup.custom_seats");
    expect(custom(["werewolf", "sister", ...v(5)])).toBe("setup.custom_sisters");
    expect(custom(["werewolf", "wolf_king", ...v(5)])).toBe("setup.role");
    expect(
      validateSetup({ ruleset: "ranked-s7", board: "custom", startAt: "2024-06-01T10:00", deal: {}, seed: 1 } as never)
        ?.code,
    ).toBe("setup.field");
  });
});
