/**
 * Vitest setup file: each test file keeps its inbound journal (issue 25 item 6) in a folder of
 * its own, so test files that run at the same time never replay each other's messages through
 * the default `./.data/inbound`. Child processes a test spawns inherit it with `process.env`; a
 * test that restarts a runtime finds the journal of its own first run there.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.INBOUND_JOURNAL_DIR = mkdtempSync(join(tmpdir(), "werewolf-journal-"));
