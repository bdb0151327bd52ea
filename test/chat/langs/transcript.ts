/**
 * Transcripts of the whole games in languages, for a reviewer who reads the language (issue 23
 * "Done when"): `LANGS_TRANSCRIPTS=<dir>` makes `npm run test:languages` write
 * `<dir>/<ruleset>.<lang>.md` per game played (docs/transcripts/ holds them). Each is markdown: the
 * outcome, then what the table saw, by screen — the match group (or forum thread) in full, the
 * wolves' room and any other room in full, and the DMs of the judge, inspector or directors and of
 * the first seat of each role. The other seats of a role read the same sentences about other seats
 * (a forum-25 game has 25 seats, most of them villagers), so one each keeps a file readable and
 * still shows every role's texts. The bot's words are as the screen showed them; the players'
 * words as they typed them (the scripted players type in the game's language: typing.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { WireMessage } from "../../../src/chat/mock-network.ts";
import type { LangGame } from "./lang-games.ts";

/** Each language's name in the transcript's title. */
const LANG_NAME: Record<LangGame["lang"], string> = { "zh-Hans": "简体中文", "zh-Hant": "繁體中文", en: "English" };

/** A message's text as one markdown line: markdown's marks escaped, its lines joined by `<br>`. */
export function mdLine(text: string): string {
  return text
    .replace(/[\\`*_[\]~]/g, (c) => `\\${c}`)
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .split("\n")
    .join("<br>");
}

/** `g`'s transcript as markdown (see the module comment). */
export function transcript(g: LangGame): string {
  const bot = g.net.botUser.id;
  const names = new Map<string, string>(g.people.map((c) => [c.id, c.payload.name]));
  names.set(bot, g.net.botUser.payload.name);
  const seatOf = new Map(g.seated.flatMap((s) => (s.playerId ? [[s.playerId, s.seat] as const] : [])));
  const fate = new Map(
    (g.outcome?.seats ?? []).map((x) => {
      const [seat, role, ...death] = x.split(":");
      return [Number(seat), { role, death: death.join(":") }] as const;
    }),
  );
  const who = (id: string) => names.get(id) ?? id;
  const line = (m: WireMessage) =>
    `- **${mdLine(who(m.from))}**: ${mdLine(m.text)}${m.seq === g.since ? " *(the language is set)*" : ""}`;
  const forum = g.ruleset.startsWith("forum");
  const out: string[] = [
    `# ${g.ruleset} in ${LANG_NAME[g.lang]}: a whole game through the mocked network`,
    "",
    `Written by \`npm run transcripts:languages\` (test/chat/langs/): the scripted players type ${
      g.lang === "zh-Hant"
        ? "繁體"
        : forum
          ? "Chinese commands (the forum's skills have Chinese words) and English nowhere else"
          : "the basic commands in English, the others in Chinese"
    }; ` +
      `the ${forum ? "directors set" : "judge sets"} the ${forum ? "thread" : "group"}'s language right after opening the room, ` +
      `so the bot's first lines are 简体. ${g.ended ? `Ended: **${g.outcome?.winner ?? "?"}** won` : "**Not ended** before the time-out"}, ` +
      `${g.jumps} rule-clock jumps.`,
    "",
    "| seat | player | role | fate |",
    "|---|---|---|---|",
    ...g.seated.map((s) => {
      const f = fate.get(s.seat);
      return `| ${s.seat} | ${mdLine(s.playerId ? who(s.playerId) : "—")} | ${f?.role ?? "?"} | ${f?.death ?? "?"} |`;
    }),
    "",
  ];
  const section = (title: string, msgs: WireMessage[]) => {
    if (msgs.length === 0) return;
    out.push(`## ${title} (${msgs.length} messages)`, "", ...msgs.map(line), "");
  };
  section(
    forum ? "The thread" : "The match group",
    g.net.wire.filter((m) => m.room === g.groupId),
  );
  const rooms = [...new Set(g.net.wire.flatMap((m) => (m.room && m.room !== g.groupId ? [m.room] : [])))];
  for (const r of rooms.sort((a, b) => Number(b === g.wolfRoom) - Number(a === g.wolfRoom)))
    section(
      r === g.wolfRoom ? "The wolves' room" : `Room “${g.net.mocker.cacheRoomPayload.get(r)?.topic ?? r}”`,
      g.net.wire.filter((m) => m.room === r),
    );
  // The staff, then the first seat of each role (by seat).
  const firstOfRole = new Set<string>();
  const shown: { id: string; title: string }[] = [];
  for (const c of g.people) {
    const seat = seatOf.get(c.id);
    if (seat === undefined) shown.push({ id: c.id, title: `${c.payload.name} (${forum ? "director" : "staff"})` });
  }
  for (const s of g.seated) {
    const role = fate.get(s.seat)?.role ?? "?";
    if (!s.playerId || firstOfRole.has(role)) continue;
    firstOfRole.add(role);
    shown.push({ id: s.playerId, title: `${who(s.playerId)} (seat ${s.seat}, ${role})` });
  }
  out.push(
    "## DMs",
    "",
    `Between the bot and each of: the ${forum ? "directors" : "judge and inspector"}, and the first seat of each role ` +
      `(${shown.length} people of ${g.people.length}; the other seats of a role are told the same sentences).`,
    "",
  );
  for (const { id, title } of shown) {
    const dms = g.net.wire.filter(
      (m) => !m.room && ((m.from === id && m.to === bot) || (m.from === bot && m.to === id)),
    );
    out.push(`### ${mdLine(title)} (${dms.length} messages)`, "", ...dms.map(line), "");
  }
  return `${out.join("\n").trimEnd()}\n`;
}

/** Writes `g`'s transcript to `<dir>/<ruleset>.<lang>.md`; returns the file's path. */
export function writeTranscript(dir: string, g: LangGame): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${g.ruleset}.${g.lang}.md`);
  writeFileSync(file, transcript(g));
  return file;
}
