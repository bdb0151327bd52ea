/**
 * 简体 ⇄ 繁體 by OpenCC (opencc-js, the dictionaries bundled: no I/O), issue 23 goal 3.
 *
 * - {@link toHant}: a 简体 phrase as a Taiwan reader writes it (`cn` → `twp`: characters and Taiwan
 *   phrases), used to derive every 繁體 phrase from its 简体 one (the phrasebook is written once
 *   in 简体 and English; 繁體 is its conversion, with the field's own words overriding it where a
 *   book says so).
 * - {@link toHans}: what a player typed in 繁體 (`開房`, `驗3`, `開槍3`) as the 简体 the grammar
 *   reads. A 简体 text passes unchanged but for characters OpenCC reads as Traditional only.
 */
import * as OpenCC from "opencc-js";

const s2t = OpenCC.Converter({ from: "cn", to: "twp" });
const t2s = OpenCC.Converter({ from: "twp", to: "cn" });

/** Words OpenCC's Taiwan phrases change that players of the field keep as they are (key: the converted form). */
const KEEP_HANT: ReadonlyArray<readonly [string, string]> = [
  // Taiwan's phrase table turns 信息 into 資訊; the judge's "私聊信息" stays a message.
  ["資訊", "訊息"],
];

/** `text` (简体) in 繁體 as written in Taiwan; text without Chinese passes unchanged. */
export function toHant(text: string): string {
  if (!/[\u3400-\u9fff]/.test(text)) return text;
  let out = s2t(text);
  for (const [from, to] of KEEP_HANT) out = out.split(from).join(to);
  return out;
}

/** `text` as 简体 (a player's 繁體 command read by the grammar); text without Chinese passes unchanged. */
export function toHans(text: string): string {
  if (!/[\u3400-\u9fff]/.test(text)) return text;
  return t2s(text);
}
