/**
 * Issue 26 items 6, 7 and 10 (the chat's words), over seeded whole games narrated as the outbox
 * sends them: a shot names its shooter and confirms to him (不开枪 and a timed-out shot too); a
 * late 开枪 is told its time is over; a void is announced once, with the cards; the table seer's
 * result comes at once (003 T6), so his confirmation does not promise it 天亮前; table day 1 has
 * two rounds of speeches (003 (7), T13) and says so; the inspector's 状态 is the judge's board.
 */
import { describe, expect, it } from "vitest";
import { lateShot } from "../../src/chat/seat-dms.ts";
import { boardById } from "../../src/engine/boards.ts";
import type { Command, GameEvent, GameState } from "../../src/engine/types.ts";
import { Replay } from "../../src/scenario/runner.ts";
import { candidates, playRandomGame } from "../../src/sim/autoplay.ts";
import { type SaidMessage as Message, narrateText as narrate } from "../../src/voice/narrate.ts";
import { boardText } from "../../src/voice/status.ts";

interface Said {
  e: GameEvent;
  before: GameState;
  after: GameState;
  out: Message[];
  /** The command whose events these are (timer fires are `timeout` commands). */
  cmd: number;
}

const played = new Map<string, ReturnType<typeof play>>();
/** A whole seeded game with every event's messages, and the states after each command (played once). */
function game(board: string, seed: number, ruleset = "ranked-s7") {
  const key = `${ruleset}/${board}/${seed}`;
  if (!played.has(key)) played.set(key, play(board, seed, ruleset));
  return played.get(key) as ReturnType<typeof play>;
}

function play(board: string, seed: number, ruleset: string) {
  const said: Said[] = [];
  const cmds: { cmd: Command; after: GameState }[] = [];
  playRandomGame(
    board,
    seed,
    (before, e, after) =>
      said.push({ e, before, after: structuredClone(after), out: narrate(before, e, after), cmd: cmds.length }),
    undefined,
    (cmd, reject, st) => {
      if (!reject) cmds.push({ cmd, after: structuredClone(st) });
    },
    ruleset,
  );
  return { said, cmds };
}

const SHOT_BOARDS = ["444-idiot", "444-guard-wolfking", "345-wolfking-thief-cupid"];
const SHOT_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe("issue 26 item 6: a shot is told with its shooter, and the shooter is answered", () => {
  it("every shot that kills: 「X号开枪，带走Y号」 in the group and a confirmation to X; 不开枪 and a timed-out shot answered too", () => {
    let fired = 0;
    let declined = 0;
    let timedOut = 0;
    for (const board of SHOT_BOARDS)
      for (const seed of SHOT_SEEDS) {
        const { said, cmds } = game(board, seed);
        for (const s of said) {
          if (s.before.phase.kind !== "shot") continue;
          const shooter = s.before.phase.seat;
          if (s.e.type === "died" && s.e.cause === "shot") {
            fired++;
            expect(s.out).toContainEqual({ to: { kind: "group" }, text: `${shooter}号开枪，带走${s.e.seat}号。` });
            expect(s.out).toContainEqual({
              to: { kind: "seat", seat: shooter },
              text: `已收到：你开枪带走了${s.e.seat}号。`,
            });
            expect(s.out.some((m) => m.text.includes("被开枪带走"))).toBe(false);
          }
          if (s.e.type === "occasion_set") {
            const dms = s.out.filter((m) => m.to.kind === "seat" && m.to.seat === shooter).map((m) => m.text);
            const by = cmds[s.cmd]?.cmd;
            if (by?.type === "act" && by.act === "shoot" && by.target === null) {
              declined++;
              expect(dms).toEqual(["已收到：不开枪。"]);
            } else if (by?.type === "timeout") {
              timedOut++;
              expect(dms).toEqual(["开枪时间已过，视为不开枪。"]);
            }
          }
        }
      }
    expect(fired).toBeGreaterThan(0);
    expect(declined + timedOut).toBeGreaterThan(0);
  }, 300_000);

  it("a shooter who types 不开枪 is answered 「已收到：不开枪。」; one who lets the time run out 「开枪时间已过，视为不开枪。」", () => {
    for (const how of ["decline", "timeout"] as const) {
      let shots = 0;
      for (const seed of SHOT_SEEDS) {
        const out: { to: Message["to"]; text: string }[] = [];
        const cards = boardById("444-idiot")?.cards ?? [];
        // A deal that rotates with the seed: the hunter sits elsewhere each game.
        const deal = Object.fromEntries(cards.map((_, i) => [String(i + 1), cards[(i + seed) % cards.length]]));
        const g = new Replay({ ruleset: "ranked-s7", board: "444-idiot", seed, deal }, (before, e, after) =>
          out.push(...narrate(before, e, after)),
        );
        for (let guard = 0; guard < 5000 && g.state.phase.kind !== "ended"; guard++) {
          const ph = g.state.phase;
          if (ph.kind === "shot") {
            shots++;
            out.length = 0;
            const shooter = ph.seat;
            if (how === "decline") expect(g.run({ type: "act", seat: shooter, act: "shoot", target: null })).toBeNull();
            else
              g.wait(
                (Math.min(...g.state.timers.filter((t) => t.kind === "shot").map((t) => t.dueMs)) - g.nowMs) / 1000,
              );
            // (The 30-second reminder before the deadline aside.)
            const dms = out
              .filter((m) => m.to.kind === "seat" && m.to.seat === shooter && !m.text.startsWith("提醒"))
              .map((m) => m.text);
            expect(dms).toEqual([how === "decline" ? "已收到：不开枪。" : "开枪时间已过，视为不开枪。"]);
            expect(out.filter((m) => m.to.kind === "group").some((m) => m.text.includes("开枪"))).toBe(false);
            continue;
          }
          if (candidates(g.state, seed, guard).some((c) => g.run(c) === null)) continue;
          const next = Math.min(...g.state.timers.map((t) => t.dueMs));
          if (!Number.isFinite(next)) break;
          g.wait((next - g.nowMs) / 1000);
        }
      }
      expect(shots).toBeGreaterThan(0);
    }
  }, 300_000);

  it("a late 开枪 is told its time is over; one whose turn has not come is told to wait; the living get the engine's refusal", () => {
    let late = 0;
    for (const board of SHOT_BOARDS)
      for (const seed of SHOT_SEEDS) {
        const { said } = game(board, seed);
        for (const s of said) {
          // The moment a shot phase is over: its shooter's 开枪 now is late.
          if (s.before.phase.kind === "shot" && s.after.phase.kind !== "shot" && s.e.type === "phase_started") {
            const shooter = s.before.phase.seat;
            late++;
            expect(lateShot(s.after, shooter)).toBe("开枪时间已过，这次开枪不算。");
          }
          if (s.after.phase.kind === "shot") expect(lateShot(s.after, s.after.phase.seat)).toBeNull();
          for (const x of s.after.seats) if (x.alive) expect(lateShot(s.after, x.seat)).toBeNull();
          // Still owed his shot (a death not yet announced, or later in the occasion): not late.
          for (const x of s.after.seats)
            if (!x.alive && (s.after.occasion?.shots.includes(x.seat) ?? false) && s.after.phase.kind !== "shot")
              expect(lateShot(s.after, x.seat)).toBe("还没轮到你开枪：轮到时法官会私聊通知你。");
        }
      }
    expect(late).toBeGreaterThan(0);
  }, 300_000);
});

describe("issue 26 item 10: a void is announced once, with every card", () => {
  it("the judge's 作废 ends the game with one group message showing the cards, and no appeal invitation", () => {
    const out: Message[] = [];
    const cards = boardById("444-idiot")?.cards ?? [];
    const deal = Object.fromEntries(cards.map((r, i) => [String(i + 1), r]));
    const g = new Replay({ ruleset: "ranked-s7", board: "444-idiot", seed: 3, deal }, (before, e, after) =>
      out.push(...narrate(before, e, after)),
    );
    g.wait(30);
    out.length = 0;
    expect(g.run({ type: "judge", ruling: "void" })).toBeNull();
    const group = out.filter((m) => m.to.kind === "group").map((m) => m.text);
    expect(group.filter((t) => t.includes("作废"))).toHaveLength(1);
    const [voided] = group.filter((t) => t.includes("作废"));
    expect(voided.startsWith("法官宣布本局作废：不计胜负，不计积分。身份：")).toBe(true);
    for (const x of g.state.seats) expect(voided).toContain(`${x.seat}号${x.role === "werewolf" ? "狼人" : ""}`);
    expect(voided).toContain("号预言家");
    expect(voided).not.toContain("申诉");
  });
});

describe("issue 26 item 10: the table seer and table day 1 (seed 003)", () => {
  it("the table seer's confirmation does not promise his result before dawn: it follows at once; ranked's does", () => {
    for (const [ruleset, board] of [
      ["table", "table-12"],
      ["ranked-s7", "444-idiot"],
    ] as const) {
      let checks = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const { said } = game(board, seed, ruleset);
        for (const [i, s] of said.entries()) {
          if (s.e.type !== "night_acted" || s.e.act !== "check" || typeof s.e.target !== "number") continue;
          checks++;
          const confirm = s.out.find((m) => m.to.kind === "seat")?.text ?? "";
          expect(confirm).toContain(`查验${s.e.target}号`);
          if (ruleset === "table") {
            expect(confirm).not.toContain("天亮前");
            // The result is told by the same command (his step, T6).
            const told = said.slice(i).find((x) => x.e.type === "told" && x.e.kind === "check");
            expect(told?.cmd).toBe(s.cmd);
          } else expect(confirm).toContain("结果天亮前私聊告知");
        }
      }
      expect(checks).toBeGreaterThan(0);
    }
  }, 300_000);

  it("table day 1 announces its first and second round of speeches; later days and other rulesets do not", () => {
    for (const [ruleset, board] of [
      ["table", "table-12"],
      ["ranked-s7", "444-idiot"],
      ["classic", "444-idiot"],
    ] as const)
      for (let seed = 1; seed <= 3; seed++) {
        const { said } = game(board, seed, ruleset);
        const rounds = said.flatMap((s) =>
          s.out
            .filter((m) => m.to.kind === "group" && /轮发言开始/.test(m.text))
            .map((m) => `${s.after.label} ${m.text}`),
        );
        if (ruleset !== "table") expect(rounds).toEqual([]);
        else {
          const d1 = said.some(
            (s) => s.after.label === "D1" && s.after.phase.kind === "speaking" && s.after.phase.purpose === "day",
          );
          if (!d1) continue;
          expect(rounds).toEqual(["D1 第一轮发言开始（今天共2轮）。", "D1 第二轮发言开始，顺序同上一轮。"]);
        }
      }
  }, 300_000);
});

describe("issue 26 item 7: the inspector reads the judge's board", () => {
  it("at every step of a game: the judge's board and the footer, roles, knife and ballots included; the public board has no role", () => {
    const { cmds } = game("444-idiot", 5);
    let steps = 0;
    for (const { after } of cmds) {
      const names = {};
      const judge = boardText(after, { viewer: "judge", names, nowMs: after.nowMs });
      const insp = boardText(after, { viewer: "inspector", names, nowMs: after.nowMs });
      expect(insp).toBe(`${judge}\n（督察长只读：法官指令只由本局法官使用。）`);
      expect(boardText(after, { viewer: "public", names, nowMs: after.nowMs })).not.toMatch(/预言家|女巫|刀口/);
      steps++;
    }
    expect(steps).toBeGreaterThan(50);
  }, 300_000);
});
