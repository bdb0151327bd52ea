/**
 * How the players of a whole game in a language type (issue 23 goal 3: "players may type the
 * Traditional forms of every command, and the English words for the basic ones"): the scripted
 * crowds write 简体; {@link typeIn} makes each person of the table type what a player of that
 * language would — 繁體 players everything in 繁體 (commands, speeches, the directors' cards), English
 * players the basic commands in English (timed rulesets: the forum grammars read English words for
 * their skills, not the table's basics) and the rest as the crowd wrote it. The game must then play
 * exactly as in the other language (whole-game.ts compares them), so a misread command shows.
 */
import type { mock } from "wechaty-puppet-mock";
import type { Lang } from "../../../src/engine/roles/index.ts";
import { toHant } from "../../../src/vocab/hant.ts";

/** A crowd's 简体 command → the English a player types for it (`$1`: the seat). */
const ENGLISH: [RegExp, string][] = [
  [/^坐(\d+)号$/, "sit $1"],
  [/^开始$/, "start"],
  [/^过$/, "pass"],
  [/^弃票$/, "abstain"],
  [/^投(\d+)号$/, "vote $1"],
  [/^验(\d+)号$/, "check $1"],
  [/^不用药$/, "no potion"],
  [/^空守$/, "no guard"],
  [/^不开枪$/, "no shot"],
  [/^杀(\d+)号$/, "kill $1"],
  [/^撕警徽$/, "tear badge"],
  [/^移交(\d+)号$/, "badge $1"],
];

/** What a player of `lang` types for the crowd's 简体 `text` (see the module comment). */
export function typedIn(lang: Lang, timed: boolean, text: string): string {
  if (lang === "zh-Hant") return toHant(text);
  if (lang !== "en" || !timed) return text;
  for (const [re, en] of ENGLISH) if (re.test(text)) return text.replace(re, en);
  return text;
}

/** Makes each of `people` type in `lang` ({@link typedIn}) whatever the crowd has him say. */
export function typeIn(people: readonly mock.ContactMock[], lang: Lang, timed: boolean): void {
  for (const c of people) {
    const say = c.say.bind(c);
    c.say = ((text, ...rest) =>
      say(typeof text === "string" ? typedIn(lang, timed, text) : text, ...rest)) as typeof c.say;
  }
}
