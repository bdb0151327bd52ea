/**
 * The languages chats speak in (issue 23 goal 3): `ChatLanguage` rows keyed by a room id (a match
 * group, set by its judge) or a contact id (a person's DMs, set by him). No row: 简体, the default
 * (a DM of a contact with no row, game or lobby: unknown, see {@link ChatLanguages.ofDm}).
 */
import type { Lang } from "../engine/roles/index.ts";
import { DEFAULT_LANG, LANGS } from "../vocab/index.ts";
import type { Db } from "./db.ts";

const isLang = (v: string): v is Lang => (LANGS as readonly string[]).includes(v);

/** The language rows' statements over one database. */
export class ChatLanguages {
  constructor(private readonly db: Db) {}

  /** The languages set for `chatIds` (one statement); an id without a row is absent from the map. */
  async of(chatIds: readonly string[]): Promise<Map<string, Lang>> {
    const ids = [...new Set(chatIds.filter((x) => x))];
    if (ids.length === 0) return new Map();
    const rows = await this.db.chatLanguage.findMany({
      where: { chatId: { in: ids } },
      select: { chatId: true, lang: true },
    });
    return new Map(rows.flatMap((r) => (isLang(r.lang) ? [[r.chatId, r.lang] as const] : [])));
  }

  /**
   * The language of contact `contactId`'s DMs, in one statement: his own choice; else the match
   * group's of the running game he sits in, judges or directs (the newest); else the match group's
   * of the room he is signed up in before its deal (its lobby, `ActivePlayer`); else the match
   * group's of his newest game (ended: a DM after the game is answered as the game spoke); a group
   * without a row speaks 简体. Undefined when none of these is known (no choice, no game, no lobby):
   * then the caller may answer in the language he wrote in.
   */
  async ofDm(contactId: string): Promise<Lang | undefined> {
    const rows = await this.db.$queryRaw<
      {
        own: string | null;
        game: string | null;
        gameLang: string | null;
        lobby: string | null;
        lobbyLang: string | null;
        last: string | null;
        lastLang: string | null;
      }[]
    >`SELECT (SELECT lang FROM "ChatLanguage" WHERE "chatId" = ${contactId}) AS own,
        g."matchGroupId" AS game, (SELECT lang FROM "ChatLanguage" WHERE "chatId" = g."matchGroupId") AS "gameLang",
        r."matchGroupId" AS lobby, (SELECT lang FROM "ChatLanguage" WHERE "chatId" = r."matchGroupId") AS "lobbyLang",
        g.last, (SELECT lang FROM "ChatLanguage" WHERE "chatId" = g.last) AS "lastLang"
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (
        SELECT CASE WHEN status = 'running' THEN "matchGroupId" END AS "matchGroupId", "matchGroupId" AS last
        FROM "Game"
        WHERE id IN (
          SELECT id FROM "Game" WHERE "judgeId" = ${contactId}
          UNION SELECT id FROM "Game" WHERE directors @> ARRAY[${contactId}]::text[]
          UNION SELECT "gameId" FROM "Seat" WHERE "playerId" = ${contactId})
        ORDER BY (status = 'running') DESC, "createdAt" DESC LIMIT 1
      ) AS g ON true
      LEFT JOIN LATERAL (
        SELECT rm."matchGroupId" FROM "ActivePlayer" a JOIN "Room" rm ON rm.id = a."roomId"
        WHERE a."contactId" = ${contactId} AND rm.status IN ('open', 'starting')
      ) AS r ON true`;
    const x = rows[0];
    const lang = (v: string | null | undefined) => (v && isLang(v) ? v : undefined);
    if (!x) return undefined;
    return (
      lang(x.own) ??
      (x.game
        ? (lang(x.gameLang) ?? DEFAULT_LANG)
        : x.lobby
          ? (lang(x.lobbyLang) ?? DEFAULT_LANG)
          : x.last
            ? (lang(x.lastLang) ?? DEFAULT_LANG)
            : undefined)
    );
  }

  /**
   * Sets `chatId`'s language to `lang` (by contact `by`). 简体 is kept as a row too: a person's DMs
   * set to 简体 stay 简体 in a group that speaks another language.
   */
  async set(chatId: string, lang: Lang, by: string): Promise<void> {
    await this.db.chatLanguage.upsert({
      where: { chatId },
      create: { chatId, lang, setBy: by },
      update: { lang, setBy: by, at: new Date() },
    });
  }
}
