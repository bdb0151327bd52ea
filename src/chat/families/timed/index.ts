/**
 * The timed family (seed 000 and its diffs: ranked-s7, classic, table) as a {@link ChatFamily}:
 * the router's own path — `router.ts` (the table, `table-policing.ts`), `wolves-room.ts`, the seat
 * DMs (`dms.ts`, `seat-dms.ts`), `grammar*.ts`, the voice of `narrate.ts` — so every member that
 * names a module of its own is null here: the shared path is the timed table's.
 */
import type { ChatFamily } from "../index.ts";

/** The timed family (see the module comment). */
export const TIMED_FAMILY: ChatFamily = {
  id: "timed",
  desk: null,
  voice: null,
  rejectWording: () => undefined,
  tableControls: true,
  opening: null,
  judgeWord: "法官",
  silentLobby: true,
  status: null,
  help: null,
};
