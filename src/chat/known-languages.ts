/**
 * The language each chat was last delivered in (issue 23), kept in memory by the transport from
 * its successful address reads: the direct sends that run without the database (the wait notice
 * while it is down, the replies whose outbox write failed) render in it. A chat never delivered
 * to since the start is unknown: those sends stay 简体. Bounded: the least recently noted chat goes first.
 */
import { LRUCache } from "lru-cache";
import type { Lang } from "../vocab/index.ts";

/** Chats remembered at most (a chat is a room or a contact id; a few hundred bytes each). */
const MAX_CHATS = 20_000;

/** See the module comment. */
export class KnownLanguages {
  private readonly langs: LRUCache<string, Lang>;

  constructor(max = MAX_CHATS) {
    this.langs = new LRUCache({ max });
  }

  /** `chatId` was just delivered in `lang` (nothing for an empty id). */
  note(chatId: string | null | undefined, lang: Lang): void {
    if (chatId) this.langs.set(chatId, lang);
  }

  /** The language `chatId` was last delivered in, or undefined (never since the start). */
  of(chatId: string): Lang | undefined {
    // `peek`: a read does not keep a chat; only a delivery does.
    return this.langs.peek(chatId);
  }
}
