/**
 * Bad input is refused with a specific reason and changes nothing (decide returns no events and
 * leaves its input untouched).
 */
import { describe, expect, it } from "vitest";
import type { Command } from "../../src/engine/types.ts";
import type { Replay } from "../../src/scenario/runner.ts";
import { rejectText } from "../../src/voice/texts.ts";
import { GUARD_DEAL, newGame, play, tryCmd } from "../helpers.ts";

function refused(g: Replay, cmd: Command, code: string) {
  const { reject, before } = tryCmd(g.state, cmd, g.nowMs);
  expect(reject?.code).toBe(code);
  expect(JSON.stringify(g.state)).toBe(before);
  expect(rejectText(reject ?? { code: "" })).not.toMatch(/^无法执行/);
  return reject;
}

/** Night 1 of the 444-idiot shared deal, knife on `target`, witch passes, seer checks 3. */
function nightOne(g: Replay, target: number) {
  play(g, [3, "kill", target], [6, "kill", target], [10, "kill", target], [12, "kill", target]);
}

/** Runs day 1 with 2 and 9 running, 2 elected; then the N1 last words are skipped by `end_speeches`. */
function electTwo(g: Replay) {
  play(g, [2, "run"], [9, "run"]);
  g.wait(90);
  play(g, [2, "end_speech"], [9, "end_speech"]);
  g.wait(30);
  for (const v of [1, 3, 4, 5, 6, 7, 8, 10, 11, 12]) play(g, [v, "vote", v <= 7 ? 2 : 9]);
  expect(g.state.sheriff).toBe(2);
}

describe("rejected inputs leave the state unchanged", () => {
  it("000 §八(二)9: the witch cannot save herself", () => {
    const g = newGame();
    nightOne(g, 4);
    const r = refused(g, { type: "act", seat: 4, act: "save" }, "witch.self_save");
    expect(rejectText(r ?? { code: "" })).toContain("女巫不可以自救");
  });

  it("R27: the antidote is refused before the knife is settled", () => {
    const g = newGame();
    play(g, [3, "kill", 5]);
    refused(g, { type: "act", seat: 4, act: "save" }, "witch.knife_not_settled");
  });

  it("000 §八(二)9: one potion a night — poison after a save is refused", () => {
    const g = newGame();
    nightOne(g, 5);
    play(g, [4, "save"]);
    refused(g, { type: "act", seat: 4, act: "poison", target: 3 }, "night.already_acted");
  });

  it("000 §八(二)13 / R26: the guard cannot protect the same seat two nights running", () => {
    const g = newGame("444-guard-wolfking", GUARD_DEAL);
    play(
      g,
      [6, "guard", 5],
      [3, "kill", 1],
      [7, "kill", 1],
      [10, "kill", 1],
      [12, "kill", 1],
      [4, "pass"],
      [2, "check", 3],
    );
    play(g, [2, "run"]);
    g.wait(90);
    play(g, [2, "end_speech"]); // sole candidate: elected without a vote (R6)
    g.wait(30);
    play(g, [1, "end_speech"], [2, "order", "up"]);
    for (let i = 0; i < 12 && g.state.phase.kind === "speaking"; i++) {
      const ph = g.state.phase;
      play(g, [ph.queue[ph.idx], "end_speech"]);
    }
    for (const v of [2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 3]) play(g, [v, "vote", v === 3 ? null : 3]);
    play(g, [3, "end_speech"]);
    expect(g.state.phase.kind).toBe("night");
    const r = refused(g, { type: "act", seat: 6, act: "guard", target: 5 }, "guard.same_target_twice");
    expect(r?.target).toBe(5);
  });

  it("a dead player cannot act: the knifed seer's check on night 2 after an announced death", () => {
    const g = newGame();
    nightOne(g, 1);
    play(g, [4, "pass"], [2, "check", 3]);
    electTwo(g);
    expect(g.state.seats[0].alive).toBe(false);
    refused(g, { type: "act", seat: 1, act: "vote", target: 3 }, "vote.not_open");
    play(g, [1, "end_speech"], [2, "order", "up"]);
    refused(g, { type: "act", seat: 1, act: "self_destruct" }, "seat.dead");
  });

  it("R9: in an exile PK, votes go only to PK players and PK players do not vote", () => {
    const g = newGame();
    nightOne(g, 1);
    play(g, [4, "pass"], [2, "check", 3]);
    electTwo(g);
    play(g, [1, "end_speech"], [2, "order", "up"]);
    for (let i = 0; i < 12 && g.state.phase.kind === "speaking"; i++) {
      const ph = g.state.phase;
      play(g, [ph.queue[ph.idx], "end_speech"]);
    }
    // 3 and 8 tie 4–4 (the sheriff abstains): PK.
    for (const [v, target] of [
      [2, null],
      [4, 3],
      [5, 3],
      [7, 3],
      [9, 3],
      [3, 8],
      [6, 8],
      [10, 8],
      [12, 8],
      [8, null],
      [11, null],
    ] as const)
      play(g, [v, "vote", target]);
    expect(g.state.record.votes.at(-1)?.tally).toEqual({ "3": 4, "8": 4 });
    play(g, [3, "end_speech"], [8, "end_speech"]);
    expect(g.state.phase.kind === "vote" && g.state.phase.round).toBe("exile_pk");
    refused(g, { type: "act", seat: 8, act: "vote", target: 3 }, "vote.pk_player_cannot_vote");
    const r = refused(g, { type: "act", seat: 2, act: "vote", target: 5 }, "vote.not_in_pk");
    expect(rejectText(r ?? { code: "" })).toContain("3号、8号");
  });
});

describe("more specific refusals", () => {
  it("a stale timer fire is refused (the phase moved on)", () => {
    const g = newGame();
    const knifeTimer = g.state.timers.find((t) => t.kind === "knife")?.id ?? "";
    nightOne(g, 5);
    refused(g, { type: "timeout", timerId: knifeTimer }, "timer.stale");
  });

  it("an unknown act and an unknown seat are refused", () => {
    const g = newGame();
    refused(g, { type: "act", seat: 3, act: "fly", target: 1 }, "act.unknown");
    refused(g, { type: "act", seat: 13, act: "kill", target: 1 }, "seat.unknown");
  });

  it("000 §八(三)2: a non-wolf cannot knife; a wolf cannot knife a seat that does not exist", () => {
    const g = newGame();
    refused(g, { type: "act", seat: 5, act: "kill", target: 1 }, "knife.not_a_wolf");
    refused(g, { type: "act", seat: 3, act: "kill", target: 14 }, "target.not_a_seat");
  });

  it("000 §八(四)1: sign-up is closed after 60 s", () => {
    const g = newGame();
    nightOne(g, 5);
    play(g, [4, "pass"], [2, "check", 3], [9, "run"]);
    g.wait(60);
    refused(g, { type: "act", seat: 1, act: "run" }, "election.signup_closed");
  });
});
