/**
 * Issue 23 "Done when", the calendar family: a whole forum-25 and forum-hk game in 繁體 and in
 * English (each beside its 简体 twin) through the mocked network (test/chat/langs/whole-game.ts).
 */
import { wholeGamesInLanguages } from "./langs/whole-game.ts";

wholeGamesInLanguages(["forum-25", "forum-hk"]);
