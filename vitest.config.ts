import { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The longest files, longest first (issue 24 goal 5), from a fresh-clone `.ci/run` (7 December
 * 2026: 311 files, 2,089 s of file time in 716 s; every file of 12 s or more there): browser pages,
 * chat stacks, the golden games, `bounded`'s CPU, the kill -9 files, the CLI's child processes —
 * 12 to 92 s each, where most files take a second or two. Started first, they leave the short
 * files to fill the three workers' ends; a long file that started late finished alone (the golden
 * games, 92 s, and `test/bench/load.test.ts`, 60 s, were not listed and started mid-run).
 */
const LONG_FILES = [
  "test/engine/golden.test.ts",
  "test/chat/bounded.test.ts",
  "test/service/going-live.test.ts",
  "test/web/playground-phone.test.ts",
  "test/service/inbound-crash.test.ts",
  "test/web/playground.test.ts",
  "test/bench/load.test.ts",
  "test/service/crash.test.ts",
  "test/chat/fuzz.test.ts",
  "test/chat/match.test.ts",
  "test/scenario/cli.test.ts",
  "test/web/pages-words.test.ts",
  "test/chat/player-text-stack.test.ts",
  "test/chat/rulesets.test.ts",
  "test/chat/player-text.test.ts",
  "test/engine/decide-purity.test.ts",
  "test/chat/public.test.ts",
  "test/chat/router.test.ts",
  "test/service/lifecycle.test.ts",
  "test/web/playground-hk.test.ts",
  "test/service/start-crash.test.ts",
  "test/service/deployment-clock.test.ts",
  "test/service/game-service.test.ts",
  "test/service/two-processes.test.ts",
  "test/service/two-processes-local.test.ts",
  "test/chat/player-text-forum.test.ts",
  "test/web/playground-script.test.ts",
  "test/chat/leak.test.ts",
  "test/web/playground-end.test.ts",
  "test/sim/hk-demo.test.ts",
  "test/service/hk-crash-rewind.test.ts",
  "test/web/playground-owner.test.ts",
  "test/chat/journal-replay.test.ts",
  "test/chat/e2e.test.ts",
  "test/service/forum-crash-win.test.ts",
  "test/engine/hk/robustness.test.ts",
  "test/web/thread.test.ts",
  "test/web/replay-dispute.test.ts",
  "test/service/hk-crash.test.ts",
  "test/chat/live.test.ts",
  "test/chat/jump-transit.test.ts",
  "test/service/forum-crash.test.ts",
  "test/web/live.test.ts",
  "test/web/replay-phone-times.test.ts",
  "test/web/security.test.ts",
  "test/chat/db-outage.test.ts",
  "test/chat/forum-chat.test.ts",
  "test/web/pages-english.test.ts",
  "test/service/reconcile.test.ts",
  "test/chat/hk/bad-input.test.ts",
];

/**
 * Longest files first when Vitest knows no durations yet (a fresh clone; Vitest's own order is then
 * the largest file first, which put a 6-minute file at the end of the run and left two workers
 * idle behind it). Once a run has recorded durations (`node_modules/.vite/vitest`), Vitest's own
 * order (longest recorded first) is kept.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONG_FILES.findIndex((p) => f.moduleId.endsWith(p));
      return i < 0 ? LONG_FILES.length : i;
    };
    const cached = (f: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`);
    const known = files.filter(cached);
    if (known.length * 2 > files.length) return sorted;
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

/**
 * The engine's own tests (pure functions over states, no stack, no process-wide settings): one
 * worker runs them one after another in the same module graph (`isolate: false`), instead of
 * importing the engine anew for each of its ~145 files (issue 24 goal 5: the imports were most of
 * their CPU on this 2-core machine). A file that mocks a module (`vi.mock`) keeps its own graph.
 */
const SHARED_GRAPH = ["test/engine/**/*.test.ts"];

/**
 * Whole games in 繁體 and English (issue 23, `npm run test:languages`, run by `.ci/run` after
 * `npm test`): 10 games through the mocked network, minutes of file time on this machine, more than
 * the suite's 10-minute budget leaves; collected only when `LANGS_WHOLE_GAMES` is set (not skipped:
 * absent from `npm test`).
 */
const WHOLE_GAMES_IN_LANGUAGES = ["test/chat/whole-game-langs-*.test.ts"];
const OWN_GRAPH = ["test/engine/hk/draw.test.ts"];

/**
 * The stack's files that change what a module or the process is for the files after them: they
 * mock a module (`vi.mock`), spy on one (`vi.spyOn`) or set a process-wide setting (and one that
 * reads the whole heap). They keep a
 * module graph of their own; every other stack file shares its worker's (`isolate: false`, issue 24
 * goal 5: importing the app anew for each of ~160 files was 371 s of the suite's file time).
 * `test/shared-graph.test.ts` finds any stack file that should be here and is not.
 */
const STACK_OWN_GRAPH = [
  "test/chat/judge-dm-lang.test.ts",
  "test/chat/outage.test.ts",
  // Vitest's fake clock (a process-wide setting while it runs).
  "test/chat/pacing.test.ts",
  "test/service/hand-over.test.ts",
  "test/chat/router.test.ts",
  "test/service/lifecycle.test.ts",
  "test/service/outbox-cost.test.ts",
  "test/service/outbox-take.test.ts",
  "test/chat/reply-lang.test.ts",
  "test/service/write-path.test.ts",
  "test/web/replay-dispute.test.ts",
  "test/web/replay-phone-times.test.ts",
  // Checks that nothing in the process keeps a closed table (gc + FinalizationRegistry): in the shared graph it
  // failed once (a fresh-clone CI, 6 December 2026: a table still reachable after 60 s), the
  // holder not found; in a graph of its own it checks what it always did.
  "test/web/playground-owner.test.ts",
];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: "engine", include: SHARED_GRAPH, exclude: OWN_GRAPH, isolate: false } },
      // The databases and the PGlite template are the stack's (global set-up once, not per project).
      {
        extends: true,
        test: {
          name: "stack",
          include: ["test/**/*.test.ts"],
          exclude: [
            ...SHARED_GRAPH,
            ...STACK_OWN_GRAPH,
            ...(process.env.LANGS_WHOLE_GAMES ? [] : WHOLE_GAMES_IN_LANGUAGES),
          ],
          globalSetup: ["test/service/setup.ts"],
          isolate: false,
        },
      },
      { extends: true, test: { name: "stack-own", include: STACK_OWN_GRAPH, globalSetup: ["test/service/setup.ts"] } },
      { extends: true, test: { name: "engine-mocked", include: OWN_GRAPH } },
    ],
    testTimeout: 30_000,
    // Three files at once on this 2-core machine (issue 24 goal 5): most files wait on rule-clock
    // timers, sockets and child processes rather than compute, so three overlap their waits
    // (42 min → 15 min for the suite); each file has its own databases, queues and journal.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    // Each test file's inbound journal in a folder of its own (issue 25 item 6).
    setupFiles: ["test/journal-dir.ts"],
    // GameService keeps the states it committed and shares them: any code that edits one fails.
    env: { WEREWOLF_FREEZE_STATES: "1" },
  },
});
