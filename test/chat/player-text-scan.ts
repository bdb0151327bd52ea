/**
 * Issue 26 item 6: what players (and judges) read in the chat is Chinese players' words. The
 * scanner shared by the player-text tests: a bot text may carry no ruling number of our own
 * rulings files (R24, C2, T22, F4, HK3 — players cannot look them up) and no English id (a board,
 * role, camp, ruleset or season id, an event or reject code).
 *
 * Nor a seed's file number (「002 判罚制度」: players know the rules, not our files), nor a forum
 * rule post's floor (「6L 潜水」): the forum texts say the rule itself (issue 23, 6 December 2026).
 *
 * Allowed, because players can read or type them:
 * - the handbook's own clauses (「手册§八(二)9」, 「经典规则§三4(4)」): the handbook players are given,
 *   never an `R`/`C`/`T`/`F`/`HK` number;
 * - `PK` (players' own word), `boom` (a command a player may type for 自爆) and the placeholder
 *   `X` of a command example (「投X号」);
 * - what a user typed, quoted back in 「…」 (not the bot's words; the tests type no Latin);
 * - the console link (a URL), contact ids the caller passes (how a judge names a contact to the
 *   admin desk) and the 8-character 对局编号 / 申诉编号 (short hex codes players type back in
 *   `申诉 ab12cd34 理由`).
 */
import type { MockNetwork } from "../../src/chat/mock-network.ts";
import { BOARDS, FORUM_BOARDS, TABLE_BOARDS } from "../../src/engine/boards.ts";
import { allRoles } from "../../src/engine/roles/index.ts";
import { RULESETS } from "../../src/engine/rulesets/index.ts";

/** A ruling number of our rulings files. */
export const RULING = /(?<![A-Za-z0-9])(?:R|C|T|F|HK)\d+/;

/** A forum rule post's floor (「6L 潜水」, 「7L 9」) or a seed's file number (「（002 遗言）」). */
export const CLAUSE_REF = /(?<![A-Za-z0-9])\d{1,2}L(?![A-Za-z])|[（(]00\d[ ）)]/;

/** Latin words players use or type. */
const ALLOWED_WORDS = new Set(["PK", "boom", "X"]);

/** Every id a text must not show: boards, roles, camps, rulesets. */
export const KNOWN_IDS = new Set<string>([
  ...[...BOARDS, ...TABLE_BOARDS, ...FORUM_BOARDS].map((b) => b.id),
  ...allRoles().map((r) => r.id),
  "wolves",
  "villagers",
  "lovers",
  "piper",
  "wolf",
  "village",
  "third",
  ...Object.keys(RULESETS),
]);

/** The bot's own words of `text`: user quotes, URLs and the given contact ids removed. */
export function ownWords(text: string, contactIds: readonly string[] = []): string {
  let t = text.replace(/「[^」]*」/g, "");
  // A link is a link: a full URL, or the site's own path when PUBLIC_BASE_URL is unset (the 复盘 link).
  t = t.replace(/https?:\/\/\S+/g, "").replace(/\/replay\/[0-9a-f-]{36}/g, "");
  t = t.replace(/(?<![A-Za-z0-9])[0-9a-f]{8}(?![A-Za-z0-9])/g, "");
  for (const id of [...contactIds].sort((a, b) => b.length - a.length)) t = t.replaceAll(id, "");
  return t;
}

/** What is wrong with a text players read: ruling numbers and Latin words (ids) found, or []. */
export function problems(text: string, contactIds: readonly string[] = []): string[] {
  const t = ownWords(text, contactIds);
  const out: string[] = [];
  const ruling = RULING.exec(t);
  if (ruling) out.push(`ruling number ${ruling[0]}`);
  const clause = CLAUSE_REF.exec(t);
  if (clause) out.push(`rule post floor or seed number ${clause[0]}`);
  for (const m of t.matchAll(/(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9_-]*/g)) {
    const w = m[0];
    // A number glued to an allowed word is fine (「PK3分钟」).
    if (ALLOWED_WORDS.has(w.replace(/\d+$/, ""))) continue;
    out.push(KNOWN_IDS.has(w) ? `id ${w}` : `Latin word ${w}`);
  }
  return out;
}

/** Problems in every bot message of `net` (contact ids and the console link are not the bot's words). */
export function scanWire(net: MockNetwork, ids: string[]): string[] {
  const found = new Set<string>();
  for (const m of net.wire)
    if (m.from === net.botUser.id && m.text)
      for (const p of problems(m.text, ids)) found.add(`${p} in 「${m.text.slice(0, 160)}」`);
  return [...found];
}
