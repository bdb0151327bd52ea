/**
 * Issue 28's leak criterion on a game dealt from the full pools (钟, 隐狼 among its cards): the whole
 * game typed through the chat — 钟's 时光倒流 by DM in the 晨曦 window, the night played again — ends as
 * the scenario runner's does, and nothing leaks (the case of `whole-game-case.ts`).
 */
import { join } from "node:path";
import { ROOT } from "../../helpers.ts";
import { wholeGameCase } from "./whole-game-case.ts";

wholeGameCase(
  join(
    ROOT,
    "test/scenarios/hk/HK100-HK144-HK146-full-pools-pending-win-rewound-at-dawn-night-played-again-won-again.json",
  ),
  "wolves",
);
