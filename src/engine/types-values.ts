/**
 * The shapes of structured act values (issue 22 goal 3): the value an act carries and the rule
 * it is checked against (`act-values.ts` holds the rules and the check).
 */

/** An act's value as a command, a scenario step and an event carry it (JSON data). */
export type ActValue = number | string | boolean | null | ActValue[] | { [key: string]: ActValue };

/**
 * What an act's value must be:
 * - `int`: an integer in [min, max];
 * - `oneOf`: one of the listed strings (a damage type, a gift);
 * - `id`: a lower-case id (`[a-z][a-z0-9_]*`, a card id or an act id; the act checks it names one);
 * - `time`: a label and a clock time, `"N2 21:40"`;
 * - `seats`: a list of `min`..`max` distinct seat numbers of the game;
 * - `bySeat`: an object from seat numbers (as keys) of the game to values of `of`;
 * - `bool`: true or false (a disguise's 表面带刀, HK45);
 * - `fields`: an object with these fields (those marked `optional` may be left out) and no other;
 * - `text`: free words of at most `max` characters (暗恋者's 情书, the app's message, HK128).
 */
export type ValueRule =
  | { kind: "int"; min: number; max: number }
  | { kind: "oneOf"; of: readonly string[] }
  | { kind: "id" }
  | { kind: "time" }
  /** Free text of 1 to `max` characters (code points, after trimming): 天师's question, 摄魂师's words (HK118, HK120). */
  | { kind: "text"; max: number }
  | { kind: "seats"; min: number; max: number }
  | { kind: "bySeat"; of: ValueRule }
  | { kind: "bool" }
  | { kind: "fields"; fields: Readonly<Record<string, ValueRule & { optional?: boolean }>> }
  | { kind: "text"; max: number };
