import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    globalSetup: ["test/service/setup.ts"],
    // Each test file's inbound journal in a folder of its own (issue 25 item 6).
    setupFiles: ["test/journal-dir.ts"],
    // GameService keeps the states it committed and shares them: any code that edits one fails.
    env: { WEREWOLF_FREEZE_STATES: "1" },
  },
});
