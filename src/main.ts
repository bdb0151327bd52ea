/**
 * The main job (until the chat bot lands): plays one seeded random game through the engine
 * and prints what the judge says, phase by phase, in Chinese — to the match group, the wolves'
 * room and each player by DM.
 *
 *   npm start -- [--seed N] [--board ID] [--group-only]
 */
import { parseArgs } from "node:util";
import { BOARDS, boardById } from "./engine/boards.ts";
import { roleSpec } from "./engine/roles/index.ts";
import { gamePoints } from "./ranked/points.ts";
import { outcomeOf } from "./scenario/runner.ts";
import { playRandomGame } from "./sim/autoplay.ts";
import { winnerWords } from "./vocab/index.ts";
import { narrateText, type SaidMessage } from "./voice/narrate.ts";

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

function audience(m: SaidMessage): string {
  if (m.to.kind === "group") return "";
  if (m.to.kind === "wolves") return "[狼人群] ";
  if (m.to.kind === "lovers") return "[情侣群] ";
  if (m.to.kind === "sisters") return "[姐妹群] ";
  return `[私聊${m.to.seat}号] `;
}

const USAGE = `用法：npm start -- [--seed N] [--board ID] [--group-only]
  --seed N       随机种子，0 到 2147483647 的整数（默认 7）：同一个种子总是同一局
  --board ID     板子（默认 444-guard-wolfking），可选：${playableBoards().join("、")}
  --group-only   只显示比赛群里的消息（不显示私聊和狼人群）
`;

/** Boards whose every card is implemented. */
function playableBoards(): string[] {
  return BOARDS.filter((b) => b.cards.every((c) => roleSpec(c).implemented)).map((b) => b.id);
}

function main(): number {
  let values: { seed: string; board: string; "group-only": boolean; help: boolean };
  try {
    values = parseArgs({
      options: {
        seed: { type: "string", default: "7" },
        board: { type: "string", default: "444-guard-wolfking" },
        "group-only": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values as typeof values;
  } catch (e) {
    process.stderr.write(`${(e as Error).message.split("\n")[0]}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const seed = Number(values.seed);
  if (!/^\d+$/.test(values.seed) || !Number.isSafeInteger(seed) || seed > 2147483647) {
    process.stderr.write(`--seed 需要 0 到 2147483647 的整数，收到“${values.seed}”。\n`);
    return 2;
  }
  if (!boardById(values.board)) {
    process.stderr.write(`未知的板子“${values.board}”。可选：${playableBoards().join("、")}\n`);
    return 2;
  }
  if (!playableBoards().includes(values.board)) {
    process.stderr.write(`板子“${values.board}”用到的身份尚未实现。可选：${playableBoards().join("、")}\n`);
    return 2;
  }
  process.stdout.write(`演示对局：板子 ${values.board}，种子 ${seed}\n`);
  let label = "";
  const g = playRandomGame(values.board, seed, (before, e, after) => {
    if (after.label !== label && after.label !== "N0") {
      label = after.label;
      process.stdout.write(`\n=== ${label.startsWith("N") ? `第${label.slice(1)}夜` : `第${label.slice(1)}天`} ===\n`);
    }
    for (const m of narrateText(before, e, after)) {
      if (values["group-only"] && m.to.kind !== "group") continue;
      process.stdout.write(`${clock(e.atMs)} ${audience(m)}${m.text}\n`);
    }
  });
  const out = outcomeOf(g.state);
  const points = Object.entries(gamePoints(g.state))
    .map(([seat, p]) => `${seat}号${p > 0 ? "+" : ""}${p}`)
    .join("，");
  process.stdout.write(
    `\n结果：${winnerWords(out.winner)}，结束于${out.ended ?? "-"}；排位积分：${points || "无"}；` +
      `共 ${g.events.length} 个事件、${g.commands} 条指令。\n`,
  );
  return 0;
}

process.exitCode = main();
