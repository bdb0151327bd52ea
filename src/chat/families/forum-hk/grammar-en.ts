/**
 * forum-hk's DM grammar in English (issue 23 goal 3): the commands an English player is told to type —
 * each card's act by its English name or alias (`texts.en` of the card: `Antidote #3`, `No Potion`,
 * `Sophistry #3 Seer`, `Love Letter …`), `help`, `status`, `pass` — read as their 简体 twins, so that
 * `grammar.ts` reads them with the same argument shapes as the Chinese command (its `actOf`). Pure, no I/O.
 *
 * - A verb is matched case-insensitively, as whole words (`Poisonous` is no `Poison`), longest first.
 * - Seats: `3`, `#3`, `seat 3`, `seat #3`, lists `#3 #5`, `3, 5`, `#3 and #5` (as `3号`, `3号 和 5号`).
 * - An act's value in English becomes its 简体 word: a card's name (`Wolf King` → 狼王), one of the act's
 *   choices (`Strong God` → 强神), a skill's name (`Prophecy` → 预言), a disguise's camp and knife
 *   (`villagers` → 村民阵营, `no knife` → 不带刀); free words (a letter, a question) stay as typed.
 * - `pass` / `none` / `nobody` after an act is its nobody (`Last Shot pass` = `最后一枪 不发动`); `no <act>` the
 *   same (`no kill` = 空刀, `no shot`); `pass` / `decline` alone or before an act's name is declining (`不发动`).
 */
import { HK_ACTS } from "../../../engine/families/forum-hk/acts.ts";
import { HK_CARDS } from "../../../engine/roles/hk/pools.ts";
import { HK_IMPLEMENTED } from "../../../engine/roles/index.ts";
import { render } from "../../../vocab/msg.ts";
import { hkCardText, hkHasEn, hkValueText } from "../../../voice/families/forum-hk/card-texts.ts";
import { HK_ACT_ZH, hkActMsg, hkActName, hkCardMsg } from "../../../voice/families/forum-hk/texts.ts";

/** One English verb tried on a DM: the act, its value (the second kill: 2), and the rest in 简体 form. */
export interface HkEnglishTry {
  act: string;
  value?: number;
  rest: string;
}

/**
 * What an English DM reads as: a fixed command as its 简体 text (`帮助`, `状态`, `投票 3号`, `不发动最后一枪`),
 * or the verbs it may start with (longest first; the first the grammar reads wins), or null: no English command.
 */
export type HkEnglish = { kind: "zh"; text: string } | { kind: "verbs"; tries: HkEnglishTry[] };

/** An English verb: its words (lower case, one space), the act, the value it sends. */
interface EnVerb {
  words: string;
  act: string;
  value?: number;
  re: RegExp;
}

/** The group's kill in English besides its name (`Kill`): the table's words (`knife`, the second kill). */
const TABLE_EN: readonly { words: string; act: string; value?: number }[] = [
  { words: "knife", act: "kill" },
  { words: "second kill", act: "kill", value: 2 },
  { words: "shot", act: "shoot" },
];

/** Nobody after an act's name (HK70 空刀, HK138: a death skill not used), as the grammar's `不发动`. */
const NOBODY_EN = /^(?:pass|none|nobody|no one|no-one|skip|decline|not used|no)$/i;
/** Declining (`不发动`, `放弃`), alone or before an act's name. */
const DECLINE_EN = /^(?:pass|decline|skip|do not use|don't use|not using)(?:\s+(.+))?$/i;

/** Letters that continue an English word (a verb ends before anything else: a space, `#`, a digit, `:`). */
const WORD = "A-Za-z'\\-";

/** `words` as a case-insensitive pattern of whole words, any spaces between them. */
function wordsPattern(words: string): string {
  return words
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("\\s+");
}

/** Curly apostrophes as `'` (`Cupid’s Arrow`), one for one: positions in the text stay the same. */
const straight = (t: string) => t.replace(/[\u2018\u2019\u02bc]/g, "'");

let verbs: EnVerb[] | null = null;

/** Every act's English name and aliases (the built cards' `texts.en`; the table's acts by `hk_act`), longest first. */
function enVerbs(): EnVerb[] {
  if (verbs) return verbs;
  const rows: { words: string; act: string; value?: number }[] = [];
  for (const id of HK_IMPLEMENTED) {
    if (!hkHasEn(id)) continue;
    const en = hkCardText(id, "en");
    for (const [act, name] of Object.entries(en?.acts ?? {})) rows.push({ words: name, act });
    for (const [act, names] of Object.entries(en?.aliases ?? {})) for (const n of names) rows.push({ words: n, act });
  }
  // The acts no card names (the group's kill): the vocabulary's English name.
  for (const act of new Set([...Object.keys(HK_ACTS), ...Object.keys(HK_ACT_ZH)])) {
    if (act === "vote" || act === "change_vote" || rows.some((r) => r.act === act)) continue;
    const name = render(hkActMsg(act), "en");
    if (name !== act && !/[^\x20-\x7e]/.test(name)) rows.push({ words: name, act });
  }
  rows.push(...TABLE_EN);
  const seen = new Set<string>();
  verbs = rows
    .map((r) => ({ ...r, words: straight(r.words).toLowerCase().replace(/\s+/g, " ").trim() }))
    .filter((r) => !seen.has(`${r.words}:${r.act}:${r.value}`) && seen.add(`${r.words}:${r.act}:${r.value}`))
    .map((r) => ({ ...r, re: new RegExp(`^${wordsPattern(r.words)}(?![${WORD}])`, "i") }))
    .sort((x, y) => y.words.length - x.words.length);
  return verbs;
}

/** The English verb `t` is exactly (`Last Shot`, `no potion`), or undefined. */
function verbNamed(t: string): EnVerb | undefined {
  const w = straight(t).toLowerCase().replace(/\s+/g, " ").trim();
  return enVerbs().find((v) => v.words === w && v.value === undefined);
}

/** A table of English words → 简体 words, applied as whole words, longest first, case-insensitively. */
interface WordTable {
  re: RegExp;
  zh: Map<string, string>;
}

function wordTable(pairs: readonly (readonly [string, string])[]): WordTable | null {
  const zh = new Map<string, string>();
  for (const [en, z] of pairs) {
    const k = straight(en).toLowerCase().replace(/\s+/g, " ").trim();
    if (k && !zh.has(k)) zh.set(k, z);
  }
  if (zh.size === 0) return null;
  const alts = [...zh.keys()].sort((a, b) => b.length - a.length).map(wordsPattern);
  return { re: new RegExp(`(?<![${WORD}])(?:${alts.join("|")})(?![${WORD}])`, "gi"), zh };
}

/** `t` with the table's English words as their 简体 words (spaced, so `#3 Seer` stays two pieces). */
function applyTable(t: string, table: WordTable | null): string {
  if (!table) return t;
  return t.replace(table.re, (m) => ` ${table.zh.get(m.toLowerCase().replace(/\s+/g, " ")) ?? m} `);
}

/** Every forum-hk card's English name → its 名 (`Wolf King` → 狼王). */
function cardPairs(): [string, string][] {
  return HK_CARDS.map((c) => [render(hkCardMsg(c.id), "en"), c.name] as [string, string]).filter(
    ([en, zh]) => en !== zh,
  );
}

/** Each of `words` paired with the 简体 word `zh`. */
const to = (words: readonly string[], zh: string): [string, string][] => words.map((w) => [w, zh]);

/** HK45, HK87: a disguise's camps and knife in English (the apparent camp may be a third camp: its card's 名). */
function disguisePairs(): [string, string][] {
  const village = ["village camp", "villagers camp", "villager camp", "villagers", "villager", "village", "good camp"];
  const wolves = ["werewolf camp", "werewolves camp", "wolf camp", "wolves camp", "werewolves", "werewolf", "wolves"];
  const knife = ["no knife", "without knife", "without a knife", "knifeless", "not armed", "unarmed"];
  const armed = ["with knife", "with a knife", "has knife", "has a knife", "knife", "armed"];
  const third = cardPairs().flatMap(([en, zh]) => to([`${en}'s camp`, `${en} camp`], zh));
  return [
    ...to(village, "村民阵营"),
    ...to(wolves, "狼人阵营"),
    ...to(knife, "不带刀"),
    ...to(armed, "带刀"),
    ...third,
    ...cardPairs(),
  ];
}

/** One act's value words in English → 简体, by the kind of value the act takes (cached per act). */
const tables = new Map<string, WordTable | null>();

function valueTable(act: string): WordTable | null {
  if (tables.has(act)) return tables.get(act) ?? null;
  const zh = hkValueText(act);
  const en = hkValueText(act, "en");
  let pairs: [string, string][] = [];
  if (zh && (zh.kind === undefined || zh.kind === "card" || zh.kind === "cards_by_seat")) pairs = cardPairs();
  else if (zh?.kind === "disguise") pairs = disguisePairs();
  else if (zh?.kind === "choice")
    pairs = Object.entries(en?.choices ?? {}).flatMap(([value, words]) =>
      words.map((w) => [w, zh.choices?.[value]?.[0] ?? value] as [string, string]),
    );
  else if (zh?.kind === "skill") pairs = enVerbs().map((v) => [v.words, hkActName(v.act)] as [string, string]);
  const table = wordTable(pairs);
  tables.set(act, table);
  return table;
}

/** Seats in English as the grammar writes them: `#3`, `seat 3`, `seat #3`, `player 3` → `3号`. */
function seatsZh(t: string): string {
  return t
    .replace(/(?<![A-Za-z])(?:seats?|players?)\s*(?:no\.?\s*)?#?\s*(\d{1,3})(?!\d)/gi, " $1号 ")
    .replace(/#\s*(\d{1,3})(?!\d)/g, " $1号 ");
}

/** An act's rest in English as the 简体 rest its Chinese command has (`#3 Seer` → `3号 预言家`). */
function restZh(act: string, rest: string): string {
  if (NOBODY_EN.test(rest.trim())) return "不发动";
  const kind = hkValueText(act)?.kind;
  // Free words stay as typed; only the seat of 摄魂 3号 <内容> before them is a seat.
  if (kind === "text" && HK_ACTS[act]?.target === "none") return rest;
  if (kind === "text")
    return rest.replace(/^(?:(?:seat|player)\s*)?#?\s*(\d{1,3})(?![\d:])\s*/i, (_, n: string) => `${n}号 `).trim();
  if (kind === "time") return rest.replace(/^at\s+/i, "");
  let t = seatsZh(applyTable(rest, valueTable(act)));
  // `and` joins seats (`#3 and #5`) and a torrent's pieces; a disguise's pieces are only spaced.
  t = t.replace(/(?<![A-Za-z])(?:and|&)(?![A-Za-z])/gi, kind === "disguise" ? " " : " 和 ");
  return t.replace(/\s+/g, " ").trim();
}

/**
 * An English DM (`t`: canonical characters, trimmed, no leading mention or trailing punctuation) as
 * what the forum-hk grammar reads, or null when it starts with no English command word.
 */
export function readHkEnglish(t: string): HkEnglish | null {
  const s = straight(t);
  if (!/^[A-Za-z]/.test(s)) return null;
  const low = s.toLowerCase().replace(/\s+/g, " ");
  if (/^(?:help|commands|my skills)$/.test(low)) return { kind: "zh", text: "帮助" };
  if (/^(?:status|state)$/.test(low)) return { kind: "zh", text: "状态" };
  // Ballots are posts in the thread (HK59): a ballot by DM is told so.
  if (/^(?:(?:change (?:my )?)?vote(?: for)?(?: #| seat)? ?\d+|vote|abstain|no vote)$/.test(low))
    return { kind: "zh", text: "投票" };
  const decline = DECLINE_EN.exec(s);
  if (decline) {
    if (!decline[1]) return { kind: "zh", text: "不发动" };
    const v = verbNamed(decline[1]);
    if (v) return { kind: "zh", text: `不发动${hkActName(v.act)}` };
  }
  const tries: HkEnglishTry[] = [];
  for (const v of enVerbs()) {
    const m = v.re.exec(s);
    if (!m) continue;
    const rest = s
      .slice(m[0].length)
      .replace(/^\s*[:：]\s*/, "")
      .trim();
    tries.push({ act: v.act, ...(v.value !== undefined ? { value: v.value } : {}), rest: restZh(v.act, rest) });
  }
  // `no <act>` (`no kill`, `no shot`, `no revenge`): the act naming nobody.
  const no = /^no\s+(.+)$/i.exec(s);
  const named = no ? verbNamed(no[1]) : undefined;
  if (named) tries.push({ act: named.act, rest: "不发动" });
  return tries.length ? { kind: "verbs", tries } : null;
}
