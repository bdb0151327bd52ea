/**
 * A status question a player may ask by DM (issue 13 item 2): `状态`, `轮到谁`, `还剩多久` and their
 * variants, read from the typed text. The answers are the voice's (src/voice/status.ts).
 */
import { canonicalChars } from "./canonical.ts";
import { dropTrailing } from "./grammar.ts";

/** Trailing marks a status question may carry. */
const STATUS_TRAILING = new Set(["?", "？", "。", "!", "！", " ", "\t", "\n"]);

/** A status question a player may ask by DM, or null. */
export type StatusQuery = "board" | "turn" | "time";

/** `状态` / `局势` → board, `轮到谁` / `谁发言` → turn, `还剩多久` / `还有多久` / `剩多少时间` → time. */
export function statusQuery(text: string): StatusQuery | null {
  // A status question is a few words: a long message is none (and is not scanned).
  if (text.length > 40) return null;
  const t = dropTrailing(canonicalChars(text).trim(), STATUS_TRAILING);
  if (/^(?:状态|局势|当前状态|查看状态)$/.test(t)) return "board";
  if (/^(?:轮到谁了?|现在轮到谁了?|谁发言|现在谁发言|该谁了|到谁了)$/.test(t)) return "turn";
  if (/^(?:还剩多久|还有多久|还剩多少时间|剩多少时间|还剩几秒|还有多长时间)$/.test(t)) return "time";
  return null;
}
