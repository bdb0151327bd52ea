/**
 * Replay of a finished game (issue 14 item 4, issue 26 item 5): `/replay/:id` shows each room's
 * transcript (players' lines and the bot's) with their wall times (Beijing time) and, where the
 * rule clock differs, their rule times, grouped per phase, the deaths and rulings
 * with the rule that decided them (`replay-build.ts`), and steps through its event log on a
 * timeline; the `werewolf-scenario/1` file is downloaded from the game's record. Only once the
 * game is over (a running game's log would leak, as `GET /games/:id/record`).
 *
 * `steps.json?as=group` (default) holds only what the match group saw, `?as=<seat>` what that seat's
 * WeChat showed, `?as=judge` everything — for the game's judge or inspector signed in to the
 * console only (403 otherwise).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GameEvent } from "../engine/types.ts";
import { detail } from "../http/lang.ts";
import { scenarioOf } from "../scenario/export.ts";
import { eventRowsOf, extraLinesOf, TRANSCRIPT_MAX_LINES, transcriptOf } from "../store/transcript.ts";
import { cardName, DEFAULT_LANG, type Lang, phrase } from "../vocab/index.ts";
import { foldNarration } from "../voice/narrate-fold.ts";
import { replayClock, replayPhases, type Viewer, viewerOf } from "../voice/replay-view.ts";
import { answer, langOf } from "./lang.ts";
import { page } from "./pages.ts";
import { findGame, type GameSource, reads, seatNames } from "./source.ts";
import { type PublicTable, publicTable } from "./table.ts";

/** One step of a replay: an event, what it told whom, and the table as the group knew it after it. */
export interface ReplayStep {
  seq: number;
  type: string;
  label: string;
  /** Rule time, ms since the game started. */
  t: number;
  /** Wall time (epoch ms) when it was written; null when not kept. */
  wall: number | null;
  /** A judge's control or ruling (marked on the timeline). */
  judge: boolean;
  /** Messages it caused: `to` is `group`, `wolves` or a seat number. */
  lines: { to: "group" | "wolves" | number; text: string }[];
  /** Seats in the wolves' room after it. */
  wolves: number[];
  table: PublicTable;
}

/** The replay of a finished game's events (`walls[i]`: event `i`'s wall time, epoch ms, null unknown). */
export function replaySteps(
  game: { id: string; board: string; status: string },
  events: readonly GameEvent[],
  names: (n: number) => string,
  walls: readonly (number | null)[] = [],
  lang: Lang = DEFAULT_LANG,
): { steps: ReplayStep[]; roles: { seat: number; roleZh: string }[] } {
  const steps: ReplayStep[] = [];
  const start = events[0]?.atMs ?? 0;
  const last = foldNarration(
    events,
    ({ index: i, event: e, after, lines, wolves }) => {
      steps.push({
        seq: i + 1,
        type: e.type,
        label: after.label,
        t: Math.max(0, e.atMs - start),
        wall: walls[i] ?? null,
        judge: e.type === "judge_acted",
        lines: lines.map(({ to, text }) => ({ to, text })),
        wolves: [...wolves].sort((a, b) => a - b),
        table: publicTable({ ...game, status: i === events.length - 1 ? game.status : "running" }, after, names, lang),
      });
    },
    lang,
  );
  return { steps, roles: last.seats.map((x) => ({ seat: x.seat, roleZh: cardName(x.role, lang) })) };
}

/** Whether the request comes from game `gameId`'s judge or inspector (the console's session). */
export type StaffCheck = (req: FastifyRequest, gameId: string) => Promise<boolean>;

/** The step's lines `viewer` saw (see {@link viewerOf}). */
function seenLines(step: ReplayStep, v: Viewer): ReplayStep["lines"] {
  if (v.kind === "judge") return step.lines;
  return step.lines.filter(
    (l) =>
      l.to === "group" ||
      (v.kind === "seat" && (l.to === v.seat || (l.to === "wolves" && step.wolves.includes(v.seat)))),
  );
}

/**
 * Registers `/replay/:id`, `/replay/:id/steps.json` and `/replay/:id/scenario.json`; `staff` tells
 * the game's judge or inspector (the judge's view); without it nobody gets the judge's view.
 */
export function registerReplay(app: FastifyInstance, sources: () => readonly GameSource[], staff?: StaffCheck): void {
  app.get<{ Params: { id: string } }>("/replay/:id", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found)
      return reply
        .code(404)
        .type("text/html")
        .send(page(req, "web.t_no_game", "missing"));
    return reply.type("text/html").send(page(req, "web.t_replay", "replay", { game: found.game.id }));
  });

  app.get<{ Params: { id: string }; Querystring: { as?: string } }>(
    "/replay/:id/steps.json",
    { schema: { hide: true } },
    async (req, reply) => {
      const lang = langOf(req);
      const found = await findGame(sources(), req.params.id);
      if (!found) return reply.code(404).send({ error: "not_found", detail: phrase(lang, "web.t_no_game") });
      const { src, game } = found;
      if (game.status !== "ended")
        return reply.code(409).send({ error: "running", detail: phrase(lang, "web_replay.err_running") });
      const rows = await eventRowsOf(src.db, game.id);
      const events = rows.map((r) => r.data as GameEvent);
      const walls = rows.map((r) => r.wall);
      const created = events[0];
      const seats = created?.type === "game_created" ? Object.keys(created.setup.deal).length : 0;
      const viewer = viewerOf(req.query.as, seats);
      if (!viewer)
        return reply
          .code(400)
          .send({ error: "bad_viewer", detail: phrase(lang, "web_replay.err_viewer", { n: seats }) });
      if (viewer.kind === "judge" && !(staff && (await staff(req, game.id))))
        return reply.code(403).send({ error: "forbidden", detail: phrase(lang, "web_replay.err_judge_only") });
      const names = await seatNames(src, game.id);
      const { steps, roles } = replaySteps(game, events, names, walls, lang);
      const [{ lines, capped }, extras] = await Promise.all([
        transcriptOf(src.db, game.id),
        extraLinesOf(src.db, game.id),
      ]);
      return {
        id: game.id,
        board: game.board,
        viewer,
        roles,
        steps: steps.map((x) => ({ ...x, lines: seenLines(x, viewer) })),
        phases: replayPhases(events, lines, extras, viewer, walls, lang),
        clock: replayClock(events, walls, src.speed),
        capped: capped ? phrase(lang, "web_replay.capped", { n: TRANSCRIPT_MAX_LINES }) : null,
      };
    },
  );

  app.get<{ Params: { id: string } }>("/replay/:id/scenario.json", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found) return reply.code(404).send({ error: "not_found", detail: detail(req, "no_game") });
    const { src, game } = found;
    if (game.status !== "ended") return reply.code(409).send({ error: "running", detail: answer(req, "running") });
    const first = await reads(src).firstEvent(game.id);
    const created = first?.data as unknown as GameEvent | undefined;
    if (created?.type !== "game_created")
      return reply.code(500).send({ error: "corrupt", detail: detail(req, "corrupt") });
    const commands = await reads(src).commands(game.id);
    const scenario = scenarioOf(
      game.id,
      created.setup,
      created.atMs,
      commands.map((c) => ({ atMs: Number(c.atMs), command: c.command as never })),
    );
    return reply
      .header("content-disposition", `attachment; filename="scenario-${game.id}.json"`)
      .type("application/json")
      .send(JSON.stringify(scenario, null, 2));
  });
}
