/**
 * Reading scenario files safely (issue 15 item 11): only regular files, at most
 * `MAX_CASE_BYTES`, UTF-8 with an optional BOM; folders list only regular `*.json` files.
 */
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join } from "node:path";

/** Largest scenario file read, in bytes (8 MiB; the shared cases are a few KiB). */
export const MAX_CASE_BYTES = 8 * 1024 * 1024;

/** A file that cannot be read as a scenario: `message` is one line, without the path. */
export class CaseFileError extends Error {}

interface EntryKind {
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isDirectory(): boolean;
}

/** What kind of file system entry a non-regular file is, for the message. */
function kindOf(st: EntryKind): string {
  if (st.isFIFO()) return "FIFO";
  if (st.isSocket()) return "socket";
  if (st.isCharacterDevice()) return "character device";
  if (st.isBlockDevice()) return "block device";
  if (st.isDirectory()) return "directory";
  return "special file";
}

/**
 * The text of a scenario file. Opens without blocking (a FIFO with no writer would wait
 * forever), checks with fstat that it is a regular file, reads at most `maxBytes` (a file that
 * grows while read is cut off, not read without bound), decodes UTF-8 and drops a leading BOM.
 * @throws CaseFileError: not readable, not a regular file, larger than `maxBytes`, not UTF-8.
 */
export function readCaseFile(path: string, maxBytes = MAX_CASE_BYTES): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw new CaseFileError(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new CaseFileError(`not a regular file (${kindOf(st)})`);
    const limit = `larger than ${maxBytes / (1024 * 1024)} MiB`;
    if (st.size > maxBytes) throw new CaseFileError(`${limit} (${st.size} bytes)`);
    // One byte more than allowed tells a file that grew past the cap.
    const buf = Buffer.alloc(Math.min(maxBytes + 1, Math.max(st.size + 1, 64 * 1024)));
    let n = 0;
    for (;;) {
      if (n === buf.length) break;
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) break;
      n += r;
    }
    if (n > maxBytes) throw new CaseFileError(`${limit} (it grew while read)`);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(buf.subarray(0, n));
    } catch {
      throw new CaseFileError("not valid UTF-8");
    }
    // TextDecoder already drops one BOM; a second (or a UTF-16 one) stays an error of JSON.
    return text;
  } finally {
    closeSync(fd);
  }
}

/** The `*.json` entries under a folder: regular files (or links) to check, and others skipped. */
export interface CaseListing {
  files: string[];
  /** Non-regular `*.json` entries (FIFO, socket, device), with why; never opened. */
  skipped: { path: string; why: string }[];
}

/**
 * Every `*.json` under `dir`, recursively, sorted. Sub-folders are entered, symbolic links to
 * folders are not (no loops); FIFOs, sockets and devices (or links to them) are listed as
 * skipped without being opened (stat only); `readCaseFile` checks again when it opens a file.
 * @throws when `dir` cannot be read.
 */
export function listCases(dir: string): CaseListing {
  const out: CaseListing = { files: [], skipped: [] };
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (!e.name.endsWith(".json")) continue;
      else if (e.isFile()) out.files.push(p);
      else if (e.isSymbolicLink()) {
        let st: ReturnType<typeof statSync> | undefined;
        try {
          st = statSync(p);
        } catch {
          st = undefined;
        }
        // A dangling or looping link is listed: reading it says why it fails.
        if (!st || st.isFile()) out.files.push(p);
        else out.skipped.push({ path: p, why: `not a regular file (${kindOf(st)})` });
      } else out.skipped.push({ path: p, why: `not a regular file (${kindOf(e)})` });
    }
  };
  walk(dir);
  out.files.sort();
  out.skipped.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return out;
}

/** Every `*.json` file under `dir` that `listCases` would check, sorted. Throws if `dir` cannot be read. */
export function jsonFiles(dir: string): string[] {
  return listCases(dir).files;
}
