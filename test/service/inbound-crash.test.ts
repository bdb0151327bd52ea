/**
 * Issue 25 item 6: a chat process killed with SIGKILL 10–60 ms after messages arrived (before
 * they were committed) handles every one of them after its restart, once each — the inbound
 * journal. The round is the one `npm run attack:kill9` measures (scripts/attack/inbound-kill.ts).
 */
import { describe, expect, it } from "vitest";
import { killRound } from "../../scripts/attack/inbound-kill.ts";
import { ensureDb, TEST_DB } from "./setup.ts";

const INBOUND_DB = TEST_DB.replace(/\/([^/?]+)(\?|$)/, "/$1_inbound$2");

describe("kill -9 right after messages arrived (issue 25 item 6)", () => {
  for (const delayMs of [10, 35, 60]) {
    it(`killed ${delayMs} ms after 24 sign-ups arrived: all 24 handled after the restart, none twice`, async () => {
      await ensureDb(INBOUND_DB);
      const r = await killRound({ dbUrl: INBOUND_DB, delayMs });
      expect(r).toEqual({ sent: 24, handled: 24, lost: 0, twice: 0 });
    }, 120_000);
  }
});
