/**
 * The main job (until the chat bot lands): plays one seeded random game through the engine
 * and prints what the judge says, phase by phase, in Chinese — to the match group, the wolves'
 * room and each player by DM.
 *
 *   npm start -- [--seed N] [--board ID] [--group-only]
 */
import { parseArgs } from "node:util";
import { type Message, narrate } from "./chat/narrate.ts";
import { boardById } from "./engine/boards.ts";
import { gamePoints } from "./ranked/points.ts";
import { outcomeOf } from "./scenario/runner.ts";
import { playRandomGame } from "./sim/autoplay.ts";

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

function audience(m: Message): string {
  if (m.to.kind === "group") return "";
  if (m.to.kind === "wolves") return "[狼人群] ";
  return `[私聊${m.to.seat}号] `;
}

function main(): number {
  const { values } = parseArgs({
    options: {
      seed: { type: "string", default: "7" },
      board: { type: "string", default: "444-guard-wolfking" },
      "group-only": { type: "boolean", default: false },
    },
  });
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) {
    process.stderr.write(`--seed 需要一个整数，收到“${values.seed}”。\n`);
    return 2;
  }
  if (!boardById(values.board)) {
    process.stderr.write(`未知的板子“${values.board}”。\n`);
    return 2;
  }
  let label = "";
  const g = playRandomGame(values.board, seed, (before, e, after) => {
    if (after.label !== label && after.label !== "N0") {
      label = after.label;
      process.stdout.write(`\n=== ${label.startsWith("N") ? `第${label.slice(1)}夜` : `第${label.slice(1)}天`} ===\n`);
    }
    for (const m of narrate(before, e, after)) {
      if (values["group-only"] && m.to.kind !== "group") continue;
      process.stdout.write(`${clock(e.atMs)} ${audience(m)}${m.text}\n`);
    }
  });
  const out = outcomeOf(g.state);
  process.stdout.write(
    `\n结果：${out.winner ?? "未结束"}，结束于 ${out.ended ?? "-"}；积分 ${JSON.stringify(gamePoints(g.state))}；` +
      `共 ${g.events.length} 个事件、${g.commands} 条指令。\n`,
  );
  return 0;
}

process.exitCode = main();
