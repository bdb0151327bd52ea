/**
 * The `werewolf-scenario/1` file format (../shared/scenario-format.md), validated with zod.
 * Unknown extra keys (`id`, `clauses`, `notes`, `x-…`) are allowed.
 */
import { z } from "zod";
import { JUDGE_RULINGS } from "../engine/types.ts";

const seat = z.number().int().positive();
const target = z.union([seat, z.null(), z.array(seat), z.string()]);

/**
 * forum-25 (F1): a local clock time on a phase's date, `D2 20:15` (scenario-format.md, Steps);
 * forum-hk also `S+1 HH:mm` and (step 3) `D<n>+k HH:mm` (`calendar-hk.ts` reads and refuses them).
 */
const at = z.string().regex(/^(S(\+1)?|[DN][1-9][0-9]*(\+[1-9])?) \d{2}:\d{2}$/, 'a label and a time, e.g. "D2 20:15"');

export const stepSchema = z.union([
  z.object({ wait: z.number().nonnegative() }).loose(),
  // forum-25: a step that only moves the clock (`act` never: it is no act).
  z.object({ at, act: z.never().optional() }).strict(),
  z.object({ restart: z.literal(true) }).loose(),
  // The contract's rulings on a seat (warn, rule_self_destruct, eject); our extension: the
  // judge's controls (pause, resume, extend + seconds, skip, correct + act/target, void, wolf_talk).
  z
    .object({
      judge: z.enum(JUDGE_RULINGS),
      seat: seat.optional(),
      seconds: z.number().int().optional(),
      act: z.string().optional(),
      target: target.optional(),
      // forum-25: a card's colour, a camp, a close time (F1, F2, F6); the clock time of the step.
      value: z.string().optional(),
      at: at.optional(),
      reject: z.boolean().optional(),
    })
    .loose(),
  z.object({ act: z.literal("end_speeches"), reject: z.boolean().optional() }).loose(),
  z
    .object({
      seat,
      act: z.string().min(1),
      target: target.optional(),
      // A number (the contract's); our extension (issue 22 goal 3, forum-hk): a string, a list or
      // an object, checked per act by the engine (src/engine/act-values.ts), not here.
      value: z.union([z.number(), z.json()]).optional(),
      at: at.optional(),
      reject: z.boolean().optional(),
    })
    .loose(),
]);
export type Step = z.infer<typeof stepSchema>;

const deathExpect = z.object({
  seat,
  at: z.string(),
  cause: z.string().optional(),
  lastWords: z.boolean().optional(),
  // forum-hk: when and by what damage (HK8, HK32).
  stage: z.string().optional(),
  damage: z.string().optional(),
  // [3] forum-hk: an out undone by 钟's rewind (HK145).
  rewound: z.literal(true).optional(),
});
/** What `--check` compares (../shared/scenario-format.md, Outcome); other keys are ignored. */
const expectSchema = z
  .object({
    // forum-hk adds its camps' ids (HK56): old_believer, astrologer, mirror, gambler, ash_fern.
    winner: z
      .enum(["wolves", "villagers", "lovers", "piper", "old_believer", "astrologer", "mirror", "gambler", "ash_fern"])
      .nullable()
      .optional(),
    ended: z.string().nullable().optional(),
    void: z.boolean().optional(),
    deaths: z.array(deathExpect).optional(),
    // forum-hk's dusk lists carry `exiled` and `other` instead of `deaths` (HK66).
    announcements: z
      .array(
        z
          .object({
            at: z.string(),
            deaths: z.array(seat).optional(),
            stage: z.string().optional(),
            exiled: z.array(seat).optional(),
            other: z.array(seat).optional(),
          })
          .strict(),
      )
      .optional(),
    sheriffs: z.array(z.object({ at: z.string(), seat: seat.nullable() })).optional(),
    rejected: z
      .array(z.union([z.number().int().nonnegative(), z.object({ step: z.number().int().nonnegative() }).loose()]))
      .optional(),
    points: z.record(z.string(), z.number()).optional(),
    told: z.array(z.object({}).loose()).optional(),
    votes: z.array(z.object({}).loose()).optional(),
    noShows: z.record(z.string(), z.number()).optional(),
    sheet: z.record(z.string(), z.object({}).loose()).optional(),
    charmed: z.array(seat).optional(),
    cards: z.record(z.string(), z.array(z.enum(["blue", "yellow", "red"]))).optional(),
  })
  .loose();

export const scenarioSchema = z
  .object({
    format: z.literal("werewolf-scenario/1"),
    name: z.string().optional(),
    ruleset: z.string().default("ranked-s7"),
    board: z.string(),
    // forum-hk: also `"draw"` on board `forum-hk` (HK2, HK3).
    deal: z.union([z.record(z.string().regex(/^[1-9][0-9]*$/, "seat numbers as keys"), z.string()), z.literal("draw")]),
    bottom: z.array(z.string()).optional(),
    dice: z.array(z.number().int().min(1).max(6)).optional(),
    /** forum-hk (HK133): queued random choices by purpose, taken before the seed decides (`Tx.pick`). */
    draws: z.record(z.string(), z.array(z.unknown())).optional(),
    seed: z.number().int().optional(),
    rankedGamesToday: z.record(z.string(), z.number().int().nonnegative()).optional(),
    /** 黄金内裤 (table, T20); a ruleset without it makes the file malformed (validateSetup). */
    protectedSeat: seat.optional(),
    /** forum-25 (F1): the local start `YYYY-MM-DDTHH:mm` and its zone; elsewhere a malformed file (validateSetup). */
    startAt: z.string().optional(),
    tz: z.string().optional(),
    steps: z.array(stepSchema),
    expect: expectSchema.optional(),
  })
  .loose();
export type Scenario = z.infer<typeof scenarioSchema>;

/** A malformed file: `field` is the dotted path of the offending value. */
export class ScenarioError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** Parses a scenario; throws ScenarioError naming the first bad field. */
export function parseScenario(raw: unknown): Scenario {
  const r = scenarioSchema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join(".") : "(file)";
  const msg =
    issue.code !== "invalid_union"
      ? issue.message
      : issue.path[0] === "steps"
        ? "not a valid step (see scenario-format.md, Steps)"
        : "not a valid value (see scenario-format.md, Outcome)";
  throw new ScenarioError(field, msg);
}
