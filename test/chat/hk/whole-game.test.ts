/**
 * Issue 27 items 4 and 5 and its leak criterion: HX-3 (the core board; the wolves win at night 3)
 * typed through the chat, by the case of `whole-game-case.ts`.
 */
import { join } from "node:path";
import { SHARED_SCENARIOS } from "../../helpers.ts";
import { wholeGameCase } from "./whole-game-case.ts";

wholeGameCase(join(SHARED_SCENARIOS, "HX-3.json"), "wolves");
