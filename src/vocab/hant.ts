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

/**
 * What OpenCC writes → what the game writes, applied after each conversion, longest first. OpenCC's
 * Taiwan phrases read some game words as computing or other words, and its segmentation can split a
 * phrase wrongly (`结束发言` → `結束髮言`: 束髮 "tie the hair"). The vocabulary adds its own words
 * here ({@link keepHantWords}), so a card named in a sentence reads as the card's 繁體 name.
 */
const FIXES: [string, string][] = [
  ["髮言", "發言"],
  // Taiwan's phrase table makes 信息 資訊 (data), 对象 物件 (an object), 窗口 視窗 (a computer window):
  // the judge's message, a skill's target and a skill's window stay what they are.
  ["資訊", "訊息"],
  ["物件", "對象"],
  ["視窗", "窗口"],
  // More computing words of the phrase table where the game means the plain sense: 发布 (publish),
  // 权限 (a director's powers), 程序 (a procedure); and 长发送 read as 長髮 + 送.
  ["釋出", "發佈"],
  ["許可權", "權限"],
  ["程式", "程序"],
  ["長髮送", "長發送"],
  // 加快进程 (the directors speed the game up) read as a computing process (程序).
  ["加快程序", "加快進程"],
  // 复制 (镜子 copying a skill) read as Taiwan's 拷貝: the game's word stays 複製.
  ["拷貝", "複製"],
  // 复盘 (a game's replay, a night's recap) read as 覆盤 (a market's review): the game's word is 復盤.
  ["覆盤", "復盤"],
  // 全局 (the whole game: 全局6个遗言名额) read as a computing 全域性 (global scope).
  ["全域性", "全局"],
  // 回复 is always a reply in the game (回覆); the phrase table makes some 回復 (to restore) by segmentation (都回复).
  ["回復", "回覆"],
  // Taiwan says 私訊 for a private message (私聊 is the mainland's word) and 帳號 for an account (賬號).
  ["私聊", "私訊"],
  ["賬號", "帳號"],
  // 向导演问 (the taoist asks the director) read as 嚮導 (a guide) + 演.
  ["嚮導演", "向導演"],
  // 只 (only) read as the measure word 隻 before 能 and 影响 (最多只能, 只影响); 钟 (the clock card) read as the surname 鍾.
  ["隻能", "只能"],
  ["隻影響", "只影響"],
  ["鍾", "鐘"],
];

/**
 * Makes OpenCC's conversion of each 简体 word of `pairs` read as its 繁體 word (the vocabulary's:
 * `[白痴, 白癡]`, `[丘比特, 丘比特]`). Called once when the vocabulary loads.
 */
export function keepHantWords(pairs: Iterable<readonly [string, string]>): void {
  for (const [hans, hant] of pairs) {
    const converted = s2t(hans);
    if (converted !== hant && converted.length > 0 && !FIXES.some(([from]) => from === converted))
      FIXES.push([converted, hant]);
  }
  FIXES.sort((a, b) => b[0].length - a[0].length);
}

/** `text` (简体) in 繁體 as written in Taiwan; text without Chinese passes unchanged. */
export function toHant(text: string): string {
  if (!/[\u3400-\u9fff]/.test(text)) return text;
  let out = s2t(text);
  for (const [from, to] of FIXES) if (out.includes(from)) out = out.split(from).join(to);
  return out;
}

/** `text` as 简体 (a player's 繁體 command read by the grammar); text without Chinese passes unchanged. */
export function toHans(text: string): string {
  if (!/[\u3400-\u9fff]/.test(text)) return text;
  let out = t2s(text);
  for (const [from, to] of HANS_FIXES) if (out.includes(from)) out = out.split(from).join(to);
  return out;
}

/** OpenCC's mainland phrase table read back where the game means the plain word: 複製 is 复制 (not 拷贝); and the Taiwan words of FIXES as the game's 简体. */
const HANS_FIXES: [string, string][] = [
  ["拷贝", "复制"],
  // The Taiwan words FIXES writes read back as the game's 简体: 私訊 is 私聊, 帳號 is 账号.
  ["私讯", "私聊"],
  ["帐号", "账号"],
];
