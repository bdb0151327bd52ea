/**
 * A card's skills as data (issue 22 goals 1 and 3): each skill names the acts it takes, when it
 * is used, how many times, its tags, and the words players type for it. Every list of acts — the
 * night's acts, forum-25's night acts, the acts that go by DM, the grammar's verbs, the act ids —
 * is derived from these declarations (`registry.ts`, `chat/grammar-verbs.ts`,
 * `chat/forum-grammar.ts`). What a skill does stays in the card's hooks (`night`, `day`, …); a
 * contract test (test/engine/cards-contract.test.ts) keeps the two in step.
 *
 * Data, plus one pure function per skill: the scripted player's choice (`scripted`), which
 * draws only through the seeded {@link ScriptDraws} it is handed. No import but types.
 */
import type { ActId, Command, GameState, Target } from "../types.ts";

/** The two kinds of ruleset a skill may be restricted to: timed (ranked-s7, classic, table) or calendar (forum-25). */
export type RulesetKind = "timed" | "calendar";

/**
 * When a skill is used.
 * - `start`: before the first night (forum-25's phase S: cupid's link, the servant's master; F12);
 * - `night`: at night; `sub` is the timed night's sub-phase: `nightfall` (prompted at nightfall),
 *   `knife` (prompted once the knife is settled, R27), `wolves` (in the wolves' room); `stage` is
 *   forum-25's night stage: `acts` (until close + 30 min) or `witch` (close + 30 to + 60 min);
 *   `nights`: `first` = night 1 only, `from_second` = not on night 1;
 * - `day`: by day, in `window` (`before_exile_vote`, `after_exile_vote`; `any`: whenever allowed);
 * - `death`: when the card's holder goes out (the hunter's shot);
 * - `always`: a standing trait, never typed (the idiot's immunity, the elder's two lives).
 */
export interface SkillTiming {
  phase: "start" | "night" | "day" | "death" | "always";
  sub?: "nightfall" | "knife" | "wolves";
  stage?: "acts" | "witch";
  nights?: "first" | "from_second";
  window?: "before_exile_vote" | "after_exile_vote" | "any";
  /** Only under these rulesets (absent: every ruleset that deals the card). */
  only?: RulesetKind;
}

/**
 * A skill's tags (002's <强制>, <限定>): `forced` (used for the player when he stays silent),
 * `limited` (`uses` times a game), `passive` (never typed: told or applied), `optional` (the night
 * does not wait for it), `knife` (the wolves' shared knife), `public` (used in the open, not by DM),
 * `decline` (the act that declines the card's other skills), `standing` (may be sent again; the
 * last counts).
 */
export type SkillTag = "forced" | "limited" | "passive" | "optional" | "knife" | "public" | "decline" | "standing";

/**
 * The words players type for one act (000 §八), as the timed grammar reads them: a verb around a
 * seat (`seat`: [before, after], e.g. ["杀", ""] for 杀3号, ["", "确定"] for 3号确定), whole
 * messages for nobody (`none`: 空刀, target null), whole messages with no target (`bare`: 救),
 * whole messages naming a card (`named`: [words, role id], 选狼人), and the example a bad seat is
 * answered with. `answerInGroup`: a bad seat is answered in the group too (day skills). `lead`:
 * the verbs before an argument of several parts (cupid's 连3号和5号, the fortune teller's
 * 卜命3号双死, the thief's 选预言家), tried in the order given; the grammar reads the parts.
 */
export interface SkillWords {
  lead?: readonly string[];
  seat?: readonly (readonly [string, string])[];
  none?: readonly string[];
  bare?: readonly string[];
  named?: readonly (readonly [string, string])[];
  example?: string;
  answerInGroup?: boolean;
}

/**
 * The words of one act in forum-25's DMs (3L): verbs before a seat (`刀 12`), whole messages for
 * nobody (`空刀`), the example, and the act's `value` these words carry (`二刀 12`: 2, F11).
 */
export interface ForumWords {
  verbs: readonly string[];
  none?: readonly string[];
  example: string;
  value?: number;
}

/**
 * What a scripted player's choice is handed (src/sim/autoplay.ts): the living seats, whether the
 * knife is settled, and seeded draws. A draw depends only on its label (the phase's prefix +
 * `key`), never on the order of draws; the same key gives the same draw within a phase.
 */
export interface ScriptDraws {
  /** Living seats, ascending. */
  readonly alive: readonly number[];
  /** The night's knife is settled (R27: the witch's potions wait for it). */
  readonly knifeSettled: boolean;
  /** A seeded draw in [0, n) for `key`. */
  draw(key: string, n: number): number;
  /** A seeded pick from `from` for `key`, or null when it is empty. */
  pick(key: string, from: readonly number[]): number | null;
  /** Living seats but `seat`, ascending (most skills' targets). */
  others(seat: number): number[];
}

/**
 * The scripted player's candidate commands for one skill of `seat` now (random games, golden logs,
 * chaos and load benches): in order, the first legal one is taken, so a rejected one falls through
 * to the next. Pure: seeded draws only through `d`.
 */
export type ScriptedChoice = (s: GameState, seat: number, d: ScriptDraws) => Command[];

/** The languages of player texts (issue 23): 简体 now; 繁體 and English are written later. */
export type Lang = "zh-Hans" | "zh-Hant" | "en";
/** Texts per language: 简体 always (the default), the others where written; the chat falls back to 简体. */
export type ByLang<T> = { readonly "zh-Hans": T } & { readonly [L in Exclude<Lang, "zh-Hans">]?: T };

/** A skill's player texts in one language (issue 22 goal 1: a card's texts live with the card). */
export interface SkillText<A extends string = ActId> {
  /** Each act's name as players say it (`check`: 查验), e.g. when a refusal names the act. */
  acts: Partial<Record<A, string>>;
  /** Its line in a timed game's DM help (`验3号`), for a skill players type by DM. */
  help?: string;
  /** The DM sent when its turn opens at nightfall in a timed game (000 §八(二)). */
  prompt?: string;
  /** forum-25's DM at nightfall for this skill (004 3L, F11). */
  forumPrompt?: string;
}

/** A card's own player texts in one language: its name, its card text, its forum-25 commands line. */
export interface CardText {
  /** The card's name as players say it (预言家). */
  name: string;
  /** The card as the judge explains it. */
  rules: string;
  /** Its commands by DM, told at a forum-25 start (F12, F20); absent for a card forum-25 never deals. */
  forumHelp?: string;
}

/** One skill of a card; `A` are its acts as literals (the `ActId` union is derived from them). */
export interface Skill<A extends string = ActId> {
  /** Unique within the card (per ruleset kind): `save`, `poison`, `duel`, `two_lives`. */
  id: string;
  /** The act ids it takes (empty for a passive skill). */
  acts: readonly A[];
  timing: SkillTiming;
  /** Uses per game (002's [X]); absent = no limit. */
  uses?: number;
  /** The seat memory flag the engine sets once the uses are spent (witch `antidoteUsed`, knight `duelUsed`). */
  spentFlag?: string;
  tags?: readonly SkillTag[];
  /** Words per act (timed rulesets' grammar). */
  words?: Partial<Record<A, SkillWords>>;
  /** Words per act in forum-25's DMs. */
  forumWords?: Partial<Record<A, readonly ForumWords[]>>;
  /**
   * The scripted player's choice (night skills when the seat is among the night's actors, day
   * skills in their window, the shot in its phase); absent on passive skills and the knife (the
   * wolves' consensus is the table's, in autoplay).
   */
  scripted?: ScriptedChoice;
  /**
   * What players read about this skill, per language (issue 22 goal 1, issue 23): each act's name,
   * its DM help line, its prompts. Data the chat renders at delivery; the engine never reads it.
   * Absent on a passive skill (no act).
   */
  texts?: ByLang<SkillText<A>>;
  /**
   * Position of the skill's line in a timed game's DM help (lower first; 000 §八: the order
   * players read the skills in). Skills whose lines read the same share one line (the witch's three).
   */
  helpOrder?: number;
}

/** A command `act` of `seat` (the shape a scripted choice returns); `value` only when given. */
export function actCommand(seat: number, act: ActId, target: Target = null, value?: number): Command {
  return value !== undefined ? { type: "act", seat, act, target, value } : { type: "act", seat, act, target };
}

/** A table act (`TABLE_ACTS`): its id, and whether a timed game takes it by DM only (R24). */
export interface TableAct {
  act: string;
  private?: boolean;
  night?: boolean;
}

/**
 * Acts that belong to no card: the table's own (sign-up, speech, votes, sheriff, self-destruct,
 * forum-25's ballot change and surrender). Their words stay in the chat's grammar.
 * `private`: sent by DM only in a timed game (R24).
 */
const TABLE_ACT_LIST = [
  { act: "run", private: true },
  { act: "withdraw" },
  { act: "vote", private: true },
  { act: "order" },
  { act: "start_speech" },
  { act: "end_speech" },
  { act: "self_destruct" },
  { act: "badge" },
  { act: "recommend" },
  { act: "change_vote" },
  { act: "surrender" },
] as const satisfies readonly TableAct[];
/** The table's act ids (part of the derived `ActId`, types-vocab.ts). */
export type TableActId = (typeof TABLE_ACT_LIST)[number]["act"];
/** The table's acts (see `TABLE_ACT_LIST`). */
export const TABLE_ACTS: readonly (TableAct & { act: TableActId })[] = TABLE_ACT_LIST;

/** The wolves' shared knife (000 §八(三)2; forum-25 F11), on every card that carries it. */
export const KNIFE_SKILL: Skill<"kill"> = {
  id: "kill",
  acts: ["kill"],
  texts: { "zh-Hans": { acts: { kill: "刀人" } }, en: { acts: { kill: "kill" } } },
  timing: { phase: "night", sub: "wolves", stage: "acts" },
  tags: ["knife"],
  words: {
    kill: {
      seat: [
        ["杀", ""],
        ["刀", ""],
        ["确定", ""],
        ["", "确定"],
        ["杀", "确定"],
        ["刀", "确定"],
        // English (issue 23 goal 3): `kill 3`, `no kill`.
        ["kill", ""],
      ],
      none: ["空刀", "确定空刀", "空刀确定", "nokill"],
      example: "杀3号（或 3号确定 / 空刀）",
    },
  },
  forumWords: { kill: [{ verbs: ["刀", "杀"], none: ["空刀"], example: "刀 12（或 空刀）" }] },
};

/** The shot on death (hunter 000 §八(二)10, wolf king §八(二)2; forum-25's standing shot F16). */
export const SHOT_SKILL: Skill<"shoot"> = {
  id: "shoot",
  acts: ["shoot"],
  timing: { phase: "death" },
  words: {
    shoot: {
      seat: [
        ["开枪", ""],
        ["带走", ""],
        ["开枪带走", ""],
        // English (issue 23 goal 3): `shoot 3`, `no shot`.
        ["shoot", ""],
      ],
      none: ["不开枪", "noshot", "noshoot"],
      example: "开枪3号（或 不开枪）",
    },
  },
  forumWords: { shoot: [{ verbs: ["开枪"], none: ["不开枪"], example: "开枪 12（或 不开枪）" }] },
  texts: {
    "zh-Hans": {
      acts: { shoot: "开枪" },
      help: "开枪3号 / 不开枪",
      forumPrompt: "天黑了：猎人可以在21:30前私聊“开枪 12”设定最后一枪（“不开枪”取消）。",
    },
    en: {
      acts: { shoot: "shoot" },
      help: "shoot 3 / no shot",
      forumPrompt:
        'Night falls: Hunter, you may DM "开枪 12" (shoot #12) before 21:30 to set your last shot ("不开枪" cancels it).',
    },
  },
  helpOrder: 40,
  scripted: (_s, seat, d) => [actCommand(seat, "shoot", d.draw("noshot", 5) === 0 ? null : d.pick("shot", d.alive))],
};

/** Every act a card's skills take. */
export function skillActs(skills: readonly Skill[]): ActId[] {
  return skills.flatMap((k) => k.acts);
}
