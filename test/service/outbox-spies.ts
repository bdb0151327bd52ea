/**
 * The outbox store's two delivery statements counted (issue 24 goal 4: work, not time): spies on
 * `OutboxStore.claim` and `OutboxStore.markSent`, cleared before each test of the calling suite.
 * Only for test files with their own module graph (`STACK_OWN_GRAPH`, vitest.config.ts): the spies
 * stay on the prototype until the file's `vi.restoreAllMocks()`.
 */
import { beforeEach, vi } from "vitest";
import { OutboxStore } from "../../src/store/outbox.ts";

/** Call inside a `describe`: the spies, reset before each of its tests. */
export function spyOutboxStatements() {
  const claims = vi.spyOn(OutboxStore.prototype, "claim");
  const marks = vi.spyOn(OutboxStore.prototype, "markSent");
  beforeEach(() => {
    claims.mockClear();
    marks.mockClear();
  });
  return { claims, marks };
}
