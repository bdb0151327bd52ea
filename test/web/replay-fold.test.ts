/**
 * Issue 26 review item 5: the narrate fold is one function (`foldNarration`) that both the
 * replay's transcript (`replayPhases`) and its step-by-step view (`replaySteps`) read. Over every
 * classic and day scenario: the bot lines of the judge's and the group's transcript are exactly
 * the steps' lines, in order; the wolves' room of a line is the room when it was said.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listCases } from "../../src/scenario/files.ts";
import { runScenario } from "../../src/scenario/runner.ts";
import { parseScenario } from "../../src/scenario/schema.ts";
import { foldNarration } from "../../src/voice/narrate-fold.ts";
import { replayPhases, viewerOf } from "../../src/voice/replay-view.ts";
import { replaySteps } from "../../src/web/replay.ts";

const ROOT = `${import.meta.dirname}/../scenarios`;
const games = ["classic", "day"].flatMap((d) =>
  listCases(`${ROOT}/${d}`).files.map((f) => {
    const { replay } = runScenario(parseScenario(JSON.parse(readFileSync(f, "utf8"))));
    return { f: f.slice(ROOT.length + 1), events: replay.events, seats: replay.state.seats.length };
  }),
);

describe("the narrate fold is shared by the replay's transcript and its steps (issue 26 review item 5)", () => {
  it("reads some games with a wolves' room", () => {
    expect(games.length).toBeGreaterThan(20);
    const withRoom = games.filter((g) => {
      let room = false;
      foldNarration(g.events, (s) => {
        room ||= s.wolves.size > 0;
      });
      return room;
    });
    expect(withRoom.length).toBeGreaterThan(10);
  });

  it("the judge's and the group's bot lines are the steps' lines, in order", () => {
    for (const g of games) {
      const { steps } = replaySteps({ id: "g", board: "b", status: "ended" }, g.events, (n) => `${n}号`);
      const fromSteps = steps.flatMap((s) => s.lines.map((l) => `${l.to} ${l.text}`));
      const bot = (as: string) =>
        replayPhases(g.events, [], [], viewerOf(as, g.seats) ?? { kind: "group" })
          .flatMap((p) => p.entries)
          .filter((e) => e.k === "line")
          .map((e) => (e.k === "line" ? `${e.room === "dm" ? e.seat : e.room} ${e.text}` : ""));
      expect(bot("judge"), g.f).toEqual(fromSteps);
      expect(bot("group"), g.f).toEqual(fromSteps.filter((l) => l.startsWith("group ")));
    }
  });

  it("a wolves' line is seen by the wolves in the room when it was said, and by nobody else", () => {
    let checked = 0;
    for (const g of games) {
      const said: { text: string; members: number[] }[] = [];
      foldNarration(g.events, (s) => {
        for (const l of s.lines) if (l.to === "wolves") said.push({ text: l.text, members: [...l.wolves] });
      });
      if (said.length === 0) continue;
      for (let seat = 1; seat <= g.seats; seat++) {
        const seen = replayPhases(g.events, [], [], { kind: "seat", seat })
          .flatMap((p) => p.entries)
          .filter((e) => e.k === "line" && e.room === "wolves")
          .map((e) => e.text);
        expect(seen, `${g.f} ${seat}号`).toEqual(said.filter((x) => x.members.includes(seat)).map((x) => x.text));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
