/**
 * How long one transcript line may be (issue 15): the store keeps at most {@link TRANSCRIPT_MAX_CHARS}
 * characters of a line, and the replay cuts a line it renders in another language the same way.
 */

/** Characters kept of one line; longer text is cut and ends with "…". */
export const TRANSCRIPT_MAX_CHARS = 500;

/** A line's text as kept: at most {@link TRANSCRIPT_MAX_CHARS} characters, a longer one cut and ending with "…". */
export const cutLine = (text: string): string =>
  text.length > TRANSCRIPT_MAX_CHARS ? `${text.slice(0, TRANSCRIPT_MAX_CHARS - 1)}…` : text;
