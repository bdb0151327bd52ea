/**
 * `npm run transcripts:languages` (issue 23 "Done when"): plays a whole timed game (ranked-s7) and a
 * whole forum-hk game in English and in 繁體 through the mocked network (`playLangGame`, the same
 * games test/chat/whole-game-langs-*.test.ts plays) and writes what every screen showed to
 * docs/transcripts/<ruleset>.<lang>.txt, for a reviewer who reads the language: one line per message,
 * where it was said (the group or thread, the wolves' room, a DM), who said it, and its text as
 * rendered. Players type 简体 commands (the scripted players); the bot's words are the chat's language.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pino } from "pino";
import { startRuntime } from "../src/boot/runtime.ts";
import type { Lang } from "../src/engine/roles/index.ts";
import { PlayClock } from "../src/web/play-pace.ts";
import { type LangGame, type LangRuleset, playLangGame } from "../test/chat/langs/lang-games.ts";

const OUT = join(import.meta.dirname, "..", "docs", "transcripts");
const GAMES: [LangRuleset, Lang][] = [
  ["ranked-s7", "en"],
  ["ranked-s7", "zh-Hant"],
  ["forum-hk", "en"],
  ["forum-hk", "zh-Hant"],
];

/** The game's wire as text lines: `[where] who: text` (continuation lines indented). */
function transcript(g: LangGame): string {
  const names = new Map(g.people.map((c) => [c.id, c.payload.name]));
  const bot = g.net.botUser.id;
  names.set(bot, g.net.botUser.payload.name);
  const rooms = new Map<string, string>();
  const ids = new Set(g.people.map((c) => c.id));
  const out: string[] = [
    `# ${g.ruleset} in ${g.lang}: a whole game through the mocked network (${g.ended ? "ended" : "NOT ended"})`,
    "",
  ];
  for (const m of g.net.wire) {
    if (!(m.seenBy.some((id) => ids.has(id)) || ids.has(m.from))) continue;
    let where: string;
    if (m.room === g.groupId) where = g.ruleset.startsWith("forum") ? "thread" : "group";
    else if (m.room) {
      if (!rooms.has(m.room)) rooms.set(m.room, rooms.size === 0 ? "wolves' room" : `side room ${rooms.size}`);
      where = rooms.get(m.room) as string;
    } else where = `DM ${names.get(m.from) ?? m.from} → ${names.get(m.to ?? "") ?? m.to}`;
    const who = m.room ? `${names.get(m.from) ?? m.from}: ` : "";
    out.push(`[${where}] ${who}${m.text.replace(/\n/g, "\n    ")}`);
  }
  return `${out.join("\n")}\n`;
}

mkdirSync(OUT, { recursive: true });
for (const [ruleset, lang] of GAMES) {
  const g = await playLangGame({
    ruleset,
    lang,
    clock: (speed, start) => new PlayClock(speed, start),
    start: (net, clock, seed) =>
      startRuntime({
        log: pino({ level: "silent" }),
        dataDir: "memory://",
        speed: clock.speed,
        anchor: clock.anchor(),
        bot: { bot: net.bot, network: net },
        seed: () => seed,
        channel: `transcripts-${ruleset}-${lang}-${process.pid}`,
        outboxPollMs: 100,
      }),
  });
  const file = join(OUT, `${ruleset}.${lang}.txt`);
  writeFileSync(file, transcript(g));
  console.log(`${file}: ${g.ended ? `ended, ${g.outcome?.winner} won` : "NOT ended"}`);
}
process.exit(0);
