/**
 * Issue 23 "Done when", the timed family: a whole ranked-s7, classic and table game in 繁體 and in
 * English (each beside its 简体 twin) through the mocked network (test/chat/langs/whole-game.ts).
 */
import { wholeGamesInLanguages } from "./langs/whole-game.ts";

wholeGamesInLanguages(["ranked-s7", "classic", "table"]);
