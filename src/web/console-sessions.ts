/**
 * The console's logins (issue 14 item 3, issue 25 item 10): a certified judge or an inspector DMs
 * the bot `控制台` and gets a one-time link (10 minutes); opening it starts a session (12 hours,
 * kept in this process: a restart logs everyone out) held in an HttpOnly, SameSite=Strict cookie.
 * Links and sessions are bounded (expired ones purged, at most `MAX_CONSOLE_ENTRIES` each), and a
 * session whose holder is no longer certified ends on its next request.
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Logger } from "pino";
import type { SeasonBook } from "../app/season.ts";
import { type Msg, render, say } from "../vocab/msg.ts";
import { langOf } from "./lang.ts";
import { type GameSource, reads } from "./source.ts";

/** Name of the session cookie. */
export const SESSION_COOKIE = "wj_console";
const LINK_MS = 10 * 60_000;
/** How long a session lasts, ms (12 hours). */
export const SESSION_MS = 12 * 3_600_000;
/** At most this many pending links, and sessions, are kept (the oldest go first; issue 25 item 10). */
export const MAX_CONSOLE_ENTRIES = 10_000;
/** What an ended session is told (its holder is no longer a certified judge or inspector). */
export const ENDED: Msg = say("web_answers.session_ended");

/** What a console session may do: a judge acts on his games, an inspector only looks. */
export type Role = "judge" | "inspector";
/** A pending link or an open session: whose, as what, until when (wall ms). */
export interface Session {
  contactId: string;
  /** The display name the link was asked with. */
  name: string;
  role: Role;
  expiresAt: number;
}

/** What the console is built with. */
export interface ConsoleOptions {
  /** Where the server is reached (the link's origin), e.g. `http://localhost:3000`. */
  baseUrl: string;
  sources: () => readonly GameSource[];
  book: SeasonBook;
  log: Logger;
  /** Also certified as judges (JUDGE_IDS). */
  judges?: Set<string> | null;
  /** Who else may log in (the playground: each table's own staff registry). */
  roleOf?: (contactId: string) => Promise<Role | null>;
  /** Wall clock, ms (tests move it); default `Date.now`. */
  now?: () => number;
}

/** Issues login links and keeps the sessions they open. */
export class ConsoleSessions {
  private readonly links = new Map<string, Session>();
  private readonly sessions = new Map<string, Session>();

  constructor(protected o: ConsoleOptions) {}

  /** The wall clock, ms. */
  protected now(): number {
    return (this.o.now ?? Date.now)();
  }

  /** How many links and sessions are kept now (issue 25 item 10: bounded, expired ones purged). */
  get kept(): { links: number; sessions: number } {
    return { links: this.links.size, sessions: this.sessions.size };
  }

  /**
   * Drops the expired links and sessions, then the oldest beyond `MAX_CONSOLE_ENTRIES` (issue 25
   * item 10). Runs on every link issued and every login, so memory stays bounded by what was
   * issued within the validity windows, and by the cap.
   */
  private purge(): void {
    const now = this.now();
    for (const m of [this.links, this.sessions]) {
      for (const [k, v] of m) if (v.expiresAt < now) m.delete(k);
      for (const k of m.keys()) {
        if (m.size <= MAX_CONSOLE_ENTRIES) break;
        m.delete(k);
      }
    }
  }

  /** Sets the links' origin (once the server listens on a port chosen at start). */
  setBaseUrl(url: string): void {
    this.o.baseUrl = url;
  }

  /** Whether `contactId` may log in, and as what. */
  async roleOf(contactId: string): Promise<Role | null> {
    const other = this.o.roleOf ? await this.o.roleOf(contactId) : null;
    if (other) return other;
    if (this.o.judges?.has(contactId) || (await this.o.book.isStaff(contactId, "judge"))) return "judge";
    if (await this.o.book.isStaff(contactId, "inspector")) return "inspector";
    for (const src of this.o.sources()) if (await reads(src).inspectedAny(contactId)) return "inspector";
    return null;
  }

  /** The DM answering `控制台`: a one-time link, or why not (a message, rendered in the DM's language). */
  async link(contactId: string, name = contactId): Promise<Msg> {
    const role = await this.roleOf(contactId);
    if (!role) return say("web_answers.link_refused");
    const token = randomBytes(24).toString("base64url");
    this.links.set(token, { contactId, name, role, expiresAt: this.now() + LINK_MS });
    this.purge();
    const url = `${this.o.baseUrl}/console/login?t=${token}`;
    return say(role === "judge" ? "web_answers.link_judge" : "web_answers.link_inspector", { url });
  }

  /**
   * Spends the one-time link `token` and opens a session for its holder: the new session id, or
   * null when the link is unknown, used, expired, or its holder is no longer certified.
   */
  protected async open(token: string): Promise<{ sid: string; session: Session } | null> {
    const link = this.links.get(token);
    this.links.delete(token);
    if (!link || link.expiresAt < this.now() || !(await this.still(link))) return null;
    const sid = randomBytes(24).toString("base64url");
    const session = { ...link, expiresAt: this.now() + SESSION_MS };
    this.sessions.set(sid, session);
    this.purge();
    return { sid, session };
  }

  /** Ends the session `sid` (logout). */
  protected close(sid: string): void {
    this.sessions.delete(sid);
  }

  /** Ends every session that is `s` (a revoked judge's open console). */
  protected forget(s: Session): void {
    for (const [k, v] of this.sessions) if (v === s) this.sessions.delete(k);
  }

  /** Whether the holder of `s` is still what he logged in as (certified judge, inspector). */
  protected async still(s: Session): Promise<boolean> {
    return (await this.roleOf(s.contactId)) === s.role;
  }

  /**
   * The request's session, checked on every request: expired → none; its holder no longer
   * certified (a judge revoked, issue 25 item 10) → ended at once (`ended` is set).
   */
  protected async session(req: FastifyRequest): Promise<{ s: Session | null; ended: boolean }> {
    const sid = req.cookies?.[SESSION_COOKIE];
    const s = sid ? this.sessions.get(sid) : undefined;
    if (!s || !sid) return { s: null, ended: false };
    if (s.expiresAt < this.now()) {
      this.sessions.delete(sid);
      return { s: null, ended: false };
    }
    if (!(await this.still(s))) {
      this.sessions.delete(sid);
      this.o.log.info({ contactId: s.contactId, role: s.role }, "console session ended: no longer certified");
      return { s: null, ended: true };
    }
    return { s, ended: false };
  }

  /** The 401 of a request without a (valid) session, in the request's language. */
  protected login(req: FastifyRequest, reply: FastifyReply, ended: boolean): FastifyReply {
    return reply.code(401).send({
      error: ended ? "ended" : "login",
      detail: render(ended ? ENDED : say("web_answers.login_first", { cmd: "控制台" }), langOf(req)),
    });
  }
}
