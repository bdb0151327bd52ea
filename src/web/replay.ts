/**
 * Replay of a finished game (issue 14 item 4): `/replay/:id` steps through its event log on a
 * timeline, as the match group saw it or as one seat knew it at each moment; the judge's
 * interventions are marked; the `werewolf-scenario/1` file is downloaded from the game's record.
 * Only once the game is over (a running game's log would leak, as `GET /games/:id/record`).
 */
import type { FastifyInstance } from "fastify";
import { narrate } from "../chat/narrate.ts";
import { evolve, initialState } from "../engine/evolve.ts";
import { roleSpec } from "../engine/roles/index.ts";
import type { GameEvent } from "../engine/types.ts";
import { scenarioOf } from "../scenario/export.ts";
import { shell } from "./pages.ts";
import { findGame, type GameSource, seatNames } from "./source.ts";
import { type PublicTable, publicTable } from "./table.ts";

/** One step of a replay: an event, what it told whom, and the table as the group knew it after it. */
export interface ReplayStep {
  seq: number;
  type: string;
  label: string;
  /** A judge's control or ruling (marked on the timeline). */
  judge: boolean;
  /** Messages it caused: `to` is `group`, `wolves` or a seat number. */
  lines: { to: "group" | "wolves" | number; text: string }[];
  /** Seats in the wolves' room after it. */
  wolves: number[];
  table: PublicTable;
}

/** The replay of a finished game's events. */
export function replaySteps(
  game: { id: string; board: string; status: string },
  events: readonly GameEvent[],
  names: (n: number) => string,
): { steps: ReplayStep[]; roles: { seat: number; roleZh: string }[] } {
  let s = initialState();
  const wolves = new Set<number>();
  const steps: ReplayStep[] = [];
  events.forEach((e, i) => {
    const before = s;
    s = evolve(s, e);
    const lines: ReplayStep["lines"] = [];
    for (const m of narrate(before, e, s)) {
      // forum-25's lovers' and sisters' rooms are not replayed (their members' own talk).
      if (m.to.kind === "lovers" || m.to.kind === "sisters") continue;
      if (m.op?.kind === "create") for (const n of m.op.members) wolves.add(n);
      if (m.op?.kind === "add") wolves.add(m.op.seat);
      if (m.op?.kind === "remove") wolves.delete(m.op.seat);
      if (m.op || !m.text) continue;
      lines.push({ to: m.to.kind === "seat" ? m.to.seat : m.to.kind, text: m.text });
    }
    steps.push({
      seq: i + 1,
      type: e.type,
      label: s.label,
      judge: e.type === "judge_acted",
      lines,
      wolves: [...wolves].sort((a, b) => a - b),
      table: publicTable({ ...game, status: i === events.length - 1 ? game.status : "running" }, s, names),
    });
  });
  return { steps, roles: s.seats.map((x) => ({ seat: x.seat, roleZh: roleSpec(x.role).zh })) };
}

/** Registers `/replay/:id`, `/replay/:id/steps.json` and `/replay/:id/scenario.json`. */
export function registerReplay(app: FastifyInstance, sources: () => readonly GameSource[]): void {
  app.get<{ Params: { id: string } }>("/replay/:id", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found) return reply.code(404).type("text/html").send(shell("没有这局游戏", "missing"));
    return reply.type("text/html").send(shell("回放", "replay", { game: found.game.id }));
  });

  app.get<{ Params: { id: string } }>("/replay/:id/steps.json", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found) return reply.code(404).send({ error: "not_found", detail: "没有这局游戏" });
    const { src, game } = found;
    if (game.status !== "ended")
      return reply.code(409).send({ error: "running", detail: "对局进行中，结束后才能回放" });
    const rows = await src.db.gameEvent.findMany({ where: { gameId: game.id }, orderBy: { seq: "asc" } });
    const events = rows.map((r) => r.data as unknown as GameEvent);
    const names = await seatNames(src, game.id);
    return { id: game.id, board: game.board, ...replaySteps(game, events, names) };
  });

  app.get<{ Params: { id: string } }>("/replay/:id/scenario.json", { schema: { hide: true } }, async (req, reply) => {
    const found = await findGame(sources(), req.params.id);
    if (!found) return reply.code(404).send({ error: "not_found", detail: "没有这局游戏" });
    const { src, game } = found;
    if (game.status !== "ended") return reply.code(409).send({ error: "running", detail: "对局进行中，结束后才公开" });
    const first = await src.db.gameEvent.findFirst({ where: { gameId: game.id, seq: 1 } });
    const created = first?.data as unknown as GameEvent | undefined;
    if (created?.type !== "game_created") return reply.code(500).send({ error: "corrupt", detail: "事件记录缺少开局" });
    const commands = await src.db.gameCommand.findMany({ where: { gameId: game.id }, orderBy: { seq: "asc" } });
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
