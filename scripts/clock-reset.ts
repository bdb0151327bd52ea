/**
 * `npm run clock:reset` (issue 25 item 2): forgets the deployment clock recorded in the store
 * (`DATABASE_URL`, else the embedded PGlite under `PGLITE_DIR`), so that the next server or worker
 * to start records its `CLOCK_SPEED` — how a deployment changes its speed. Stop every process
 * first; refused while a game is running (its deadlines are rule times of the old clock).
 */

import { forgetClock } from "../src/store/clock.ts";
import { openStore } from "../src/store/db.ts";

const store = await openStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DIR || undefined,
});
try {
  const rec = await store.db.deploymentClock.findUnique({ where: { id: 1 } });
  const r = await forgetClock(store.db);
  if (r.running > 0) {
    console.error(
      `clock:reset refused: ${r.running} game(s) running on ${store.where} (their deadlines follow ${rec ? `CLOCK_SPEED=${rec.speed}` : "the clock they were created with"}); end or void them first`,
    );
    process.exitCode = 1;
  } else
    console.log(
      rec
        ? `clock:reset: forgot CLOCK_SPEED=${rec.speed} (recorded by ${rec.recordedBy}) on ${store.where}; the next process to start records its own`
        : `clock:reset: no clock recorded on ${store.where}`,
    );
} finally {
  await store.close();
}
