/**
 * The timed family's voice (seed 000 and its diffs: ranked-s7, classic, table) as a
 * {@link VoiceFamily}: the shared voice of `../../narrate.ts` (with `narrate-*.ts` here), the
 * shared refusals of `../../texts.ts`, the lobby's opening and the seat DMs' status and help — so
 * every member that names a module of its own is null here.
 */
import type { VoiceFamily } from "../index.ts";

/** The timed family's voice (see the module comment). */
export const TIMED_VOICE: VoiceFamily = {
  id: "timed",
  narrate: null,
  rejectWording: () => undefined,
  opening: null,
  judgeWord: "法官",
  status: null,
  help: null,
};
