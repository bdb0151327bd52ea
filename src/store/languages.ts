/**
 * The languages chats speak in (issue 23 goal 3): `ChatLanguage` rows keyed by a room id (a match
 * group, set by its judge) or a contact id (a person's DMs, set by him). No row: 简体, the default.
 */
import type { Lang } from "../engine/roles/index.ts";
import { LANGS } from "../vocab/index.ts";
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
   * The language of contact `contactId`'s DMs: his own choice, else the match group's of a running
   * game he sits in, judges or directs (the newest), else none (简体). One or two statements.
   */
  async ofDm(contactId: string): Promise<Lang | undefined> {
    const own = (await this.of([contactId])).get(contactId);
    if (own) return own;
    const game = await this.db.game.findFirst({
      where: {
        status: "running",
        OR: [{ judgeId: contactId }, { directors: { has: contactId } }, { seats: { some: { playerId: contactId } } }],
      },
      orderBy: { createdAt: "desc" },
      select: { matchGroupId: true },
    });
    return game ? (await this.of([game.matchGroupId])).get(game.matchGroupId) : undefined;
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
