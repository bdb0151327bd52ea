/**
 * The process logger of `npm start` and `npm run worker` (issue 26 item 10): readable lines in a
 * terminal, JSON lines for machines.
 * - `LOG_FORMAT=json` → JSON lines (pino's own format); `LOG_FORMAT=pretty` → one readable line per
 *   entry (time, level, message, fields); unset → readable when stdout is a terminal, else JSON.
 * - `LOG_LEVEL` (default `info`) filters as usual, except the operator's lines ({@link operatorLog}):
 *   start-up (mode, URL, chat state) and each change of the chat's state print at least at `info`
 *   even with `LOG_LEVEL=warn` or `error`; only `LOG_LEVEL=silent` hides them.
 */
import { type Logger, pino } from "pino";
import { PinoPretty } from "pino-pretty";

/** The levels pino knows, quietest last. */
const ORDER = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

/** Whether `LOG_FORMAT` / the terminal asks for readable lines (see module comment). */
export function prettyLogs(env: NodeJS.ProcessEnv = process.env, tty = process.stdout.isTTY === true): boolean {
  const f = (env.LOG_FORMAT ?? "").trim().toLowerCase();
  if (f === "json") return false;
  if (f === "pretty") return true;
  return tty;
}

/** The logger of a process (see module comment); `LOG_LEVEL` an unknown level → `info`. */
export function createLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const raw = (env.LOG_LEVEL ?? "info").trim().toLowerCase();
  const level = ORDER.includes(raw) ? raw : "info";
  if (!prettyLogs(env)) return pino({ level });
  const stream = PinoPretty({
    colorize: process.stdout.isTTY === true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    singleLine: true,
    sync: true,
  });
  return pino({ level }, stream);
}

/**
 * A child of `log` for the lines an operator needs whatever `LOG_LEVEL` says (start-up, the chat's
 * state): its level is `info` when `log`'s is quieter (warn, error, fatal), `log`'s own otherwise
 * (so `silent` stays silent and `debug` stays `debug`).
 */
export function operatorLog(log: Logger): Logger {
  const i = ORDER.indexOf(log.level);
  if (log.level === "silent" || i <= ORDER.indexOf("info")) return log;
  return log.child({}, { level: "info" });
}
