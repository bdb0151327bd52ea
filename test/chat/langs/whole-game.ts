/**
 * Issue 23 "Done when": a whole game of each ruleset played in 繁體 and in English through the
 * mocked network (`playLangGame`, test/chat/langs/lang-games.ts). Every message any person of the
 * table saw after the language was set (the group or thread, the wolves' room and side rooms, DMs)
 * is read as his screen shows it: English holds Chinese only where `check.ts` allows it (names,
 * players' own words, quoted Chinese commands), 繁體 is its own OpenCC 繁體; sentences of
 * `KNOWN_UNCONVERTED` (still written in 简体, being converted) pass. The two games end alike (winner,
 * each seat's role and death; forum rulesets: winner and roles): the language changes no move, since
 * the scripted players read the bot's 简体 whatever their screens show (`heard`). No 简体 twin is
 * played (it served only that comparison; 简体 whole games of every ruleset run in `npm test`:
 * rulesets, player-text-forum, hk/whole-game), so a change of play both languages shared would not
 * show here: two games a ruleset instead of three.
 *
 * `LANGS_ONLY=en` (or `zh-Hant`, or `zh-Hans,en` …) plays only those languages (the outcomes of
 * those played are compared), `LANGS_RULESETS=forum-25,table` only those rulesets,
 * `LANGS_REPORT=<file>` writes every offending sentence (known ones too), counted and grouped by
 * source, `LANGS_TRANSCRIPTS=<dir>` each game's transcript (transcript.ts).
 */
import { appendFileSync } from "node:fs";
import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { startRuntime } from "../../../src/boot/runtime.ts";
import { heard } from "../../../src/chat/mock-network.ts";
import type { Lang } from "../../../src/engine/roles/index.ts";
import { PlayClock } from "../../../src/web/play-pace.ts";
import { pgliteCopy } from "../../pglite-template.ts";
import { enAllowed, isKnown, offendingEn, offendingHant, report } from "./check.ts";
import { type LangGame, type LangRuleset, namesOf, playLangGame, screens, typed } from "./lang-games.ts";
import { writeTranscript } from "./transcript.ts";

/** The languages played: 繁體 and English, or those `LANGS_ONLY` names (`en`, `zh-Hant,en`, `zh-Hans,en` …). */
const ONLY = (process.env.LANGS_ONLY ?? "").split(",").filter(Boolean) as Lang[];
const LANGS: Lang[] = ONLY.length > 0 ? ONLY : ["zh-Hant", "en"];
/** The languages whose screens are read (简体 is the phrasebooks' own: nothing to check). */
const READ = LANGS.filter((l) => l !== "zh-Hans");

/** The offending sentences of game `g`'s screens (all: known ones too). */
export function offences(g: LangGame): string[] {
  const allowed = enAllowed(namesOf(g), typed(g));
  return screens(g).flatMap((m) => (g.lang === "en" ? offendingEn(m.text, allowed) : offendingHant(m.text, allowed)));
}

/** Plays `rulesets` in every language at once (a runtime each) and checks them (see the module comment). */
export function wholeGamesInLanguages(rulesets: readonly LangRuleset[]): void {
  // Collected only with `LANGS_WHOLE_GAMES=1` (vitest.config.ts, `npm run test:languages`): more than the suite's budget.
  // `LANGS_RULESETS=forum-25,table` plays only those of `rulesets` (a report on one ruleset).
  const only = process.env.LANGS_RULESETS?.split(",");
  describe(`in ${LANGS.join(" and ")}`, () => playAndCheck(only ? rulesets.filter((r) => only.includes(r)) : rulesets));
}

function playAndCheck(rulesets: readonly LangRuleset[]): void {
  const games = new Map<string, LangGame>();
  const key = (r: LangRuleset, l: Lang) => `${r}/${l}`;
  beforeAll(async () => {
    // Two games at a time: each is a runtime of its own (PGlite, timers, outbox) on a shared machine.
    const todo = rulesets.flatMap((ruleset) => LANGS.map((lang) => ({ ruleset, lang })));
    const worker = async () => {
      for (let next = todo.shift(); next; next = todo.shift()) {
        const { ruleset, lang } = next;
        const g = await playLangGame({
          ruleset,
          lang,
          clock: (speed, start) => new PlayClock(speed, start),
          start: async (net, clock, seed) =>
            startRuntime({
              log: pino({ level: "silent" }),
              dataDir: await pgliteCopy(),
              speed: clock.speed,
              anchor: clock.anchor(),
              bot: { bot: net.bot, network: net },
              seed: () => seed,
              channel: `langs-${ruleset}-${lang}-${process.pid}`,
              outboxPollMs: 100,
            }),
        });
        games.set(key(ruleset, lang), g);
        // What each game cost (the run's log): the wall time it took and the rule-clock jumps made.
        console.log(
          `${ruleset} ${lang}: ${g.ended ? `${g.outcome?.winner} won` : "NOT ended"}, ${(g.wallMs / 1000).toFixed(1)} s (start ${(g.setupMs / 1000).toFixed(1)} s), ${g.jumps} jumps, ${g.net.wire.length} messages`,
        );
      }
    };
    await Promise.all([worker(), worker()]);
    const file = process.env.LANGS_REPORT;
    const dir = process.env.LANGS_TRANSCRIPTS;
    for (const g of games.values()) {
      if (file && g.lang !== "zh-Hans") appendFileSync(file, `\n== ${g.ruleset} ${g.lang}\n${report(offences(g))}\n`);
      if (dir) console.log(`transcript: ${writeTranscript(dir, g)}`);
    }
  }, 1_200_000);

  describe.each(rulesets)("a whole %s game", (ruleset) => {
    const title =
      LANGS.length > 1
        ? `ends alike in ${LANGS.join(" and ")} (the same winner, roles and deaths)`
        : "ends with a winner";
    it(title, () => {
      const played = LANGS.map((lang) => ({ lang, g: games.get(key(ruleset, lang)) }));
      for (const { lang, g } of played) {
        expect(g?.ended, lang).toBe(true);
        expect(g?.outcome?.winner, lang).toBeTruthy();
        if (lang !== "zh-Hans") expect(g?.since, lang).toBeGreaterThan(0);
      }
      // Each against the first: the winner and the deal; the deaths too but in the forum rulesets,
      // whose games on a busy machine differ run to run in any language (forum-25: a quota's red card
      // more or less; forum-hk: the night a kill lands), the winner the same.
      const [first, ...others] = played;
      const roles = (o: LangGame["outcome"] | undefined) => o?.seats.map((x) => x.split(":").slice(0, 2).join(":"));
      for (const { lang, g } of others) {
        const vs = `${lang} vs ${first.lang}`;
        expect(g?.outcome?.winner, vs).toBe(first.g?.outcome?.winner);
        expect(roles(g?.outcome), vs).toEqual(roles(first.g?.outcome));
        if (!ruleset.startsWith("forum")) expect(g?.outcome, vs).toEqual(first.g?.outcome);
      }
    });

    it.each(READ)("every screen reads in %s (but the known unconverted sentences)", (lang) => {
      const g = games.get(key(ruleset, lang)) as LangGame;
      const seen = screens(g);
      expect(seen.length).toBeGreaterThan(50);
      // The players read the 简体 of what their screens show in another language: nearly every message was rendered.
      expect(seen.filter((m) => m.msg !== undefined && m.text !== heard(m)).length).toBeGreaterThan(seen.length * 0.8);
      const left = offences(g).filter((s) => !isKnown(s));
      expect(left, report(left)).toEqual([]);
    });
  });
}
