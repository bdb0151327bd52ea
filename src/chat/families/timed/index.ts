/**
 * The timed family (seed 000 and its diffs: ranked-s7, classic, table) as a {@link ChatFamily}:
 * the router's own path — `router.ts` (the table, `table-policing.ts`), `wolves-room.ts`, the seat
 * DMs (`dms.ts`, `seat-dms.ts`), `grammar*.ts` — with the shared voice (src/voice/narrate.ts), so
 * its desk is null: the shared path is the timed table's.
 */
import { TIMED_VOICE } from "../../../voice/families/timed/index.ts";
import type { ChatFamily } from "../index.ts";

/** The timed family (see the module comment). */
export const TIMED_FAMILY: ChatFamily = {
  id: "timed",
  voice: TIMED_VOICE,
  desk: null,
  tableControls: true,
  silentLobby: true,
};
