/**
 * Cleaning what players type before the bot reads, stores or echoes it (issue 15 item 12): a
 * message's text without control characters, a display name safe to quote.
 */

/** Longest display name kept, in characters. */
export const NAME_CHARS = 16;

/**
 * A display name safe to store and echo (issue 15 item 12): well-formed, only letters, digits,
 * marks, emoji, spaces and `_ - . ·` (no line break, no colon or quote that could make the bot
 * seem to say "法官：3号是狼"), at most {@link NAME_CHARS} characters; "玩家" if nothing is left.
 * The bot's messages also quote it as 「…」 ({@link quoted}).
 */
/**
 * A message's text as the bot reads and stores it: without NUL and other control characters
 * (line breaks and tabs kept), bidirectional overrides or lone surrogates — none of which a
 * player types, and none of which the database or a reply may carry (QA: a NUL in a reason
 * failed the command after the judge's ruling had been applied).
 */
export function cleanText(text: string): string {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const invisible = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
  return text.replace(loneSurrogate, "").replace(invisible, "");
}

export function cleanName(name: string): string {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  const unsafe = /[^\p{L}\p{N}\p{M}\p{Extended_Pictographic} _\-.·]/gu;
  const clean = [
    ...name
      .slice(0, 200)
      .replace(loneSurrogate, "")
      .replace(/\s+/g, " ")
      .replace(unsafe, "")
      .replace(/ {2,}/g, " ")
      .trim(),
  ];
  return clean.length === 0 ? "玩家" : clean.slice(0, NAME_CHARS).join("").trim();
}

/** A display name as the bot's messages show it: 「name」 (the name itself holds no 「」). */
export const quoted = (name: string) => `「${name}」`;
