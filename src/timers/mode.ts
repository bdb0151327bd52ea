/**
 * Which timers a process runs (issue 24 goal 4): BullMQ on Redis, or the in-process scheduler over
 * the same Timer rows. `TIMERS=in-process` chooses the second even when `REDIS_URL` is set.
 */

/**
 * The Redis URL the timers use: none (in-process timers) with `TIMERS=in-process`, else
 * `REDIS_URL` when set and not empty, else `fallback` (`npm run worker`'s local Redis; `npm start`
 * has none: no Redis, in-process timers).
 */
export function timersRedisUrl(env: NodeJS.ProcessEnv = process.env, fallback?: string): string | undefined {
  if (env.TIMERS === "in-process") return undefined;
  return env.REDIS_URL || fallback;
}
