/**
 * A forum-hk game on the real stack for the chat tests (issue 27): Wechaty on the mocked network,
 * the runtime on a PGlite copy, a rule clock at real time that the test jumps, a director, 14
 * players (and any extra contacts) in one match group, and the game created by the service with a
 * fixed deal and bound to the group by a room row (as the lobby's `开始` leaves it).
 */
import { pino } from "pino";
import type { mock } from "wechaty-puppet-mock";
import { type Runtime, startRuntime } from "../../../src/boot/runtime.ts";
import { MockNetwork } from "../../../src/chat/mock-network.ts";
import type { RoleId } from "../../../src/engine/types.ts";
import { render } from "../../../src/vocab/msg.ts";
import { PlayClock } from "../../../src/web/play-pace.ts";
import { nextJumpMs } from "../../../src/web/play-table.ts";
import { pgliteCopy } from "../../pglite-template.ts";

/** Rule ms per wall ms the runtime's timers are armed for (the clock itself runs at 1× between jumps). */
export const HK_SPEED = 1800;

export interface HkStack {
  net: MockNetwork;
  rt: Runtime;
  clock: PlayClock;
  director: mock.ContactMock;
  players: mock.ContactMock[];
  /** The contacts named in `extras`, in the group too. */
  extras: mock.ContactMock[];
  group: mock.RoomMock;
  gameId: string;
}

/**
 * Starts the stack and creates the game: `deal` seat → card (14 seats), `ruleStartMs` the rule
 * clock's start (epoch ms), `ids` the contact ids' prefix (`<ids>_dir`, `<ids>_p1` …), `extras`
 * more contacts `[id, name]` in the group; `startAt`/`tz` the game's local start (default: the
 * clock's minute in Asia/Shanghai).
 */
export async function hkStack(opts: {
  channel: string;
  ids: string;
  deal: Record<string, string>;
  seed: number;
  ruleStartMs: number;
  board?: string;
  startAt?: string;
  tz?: string;
  extras?: [string, string][];
}): Promise<HkStack> {
  const clock = new PlayClock(HK_SPEED, opts.ruleStartMs);
  clock.slow();
  const net = new MockNetwork();
  const rt = await startRuntime({
    log: pino({ level: "silent" }),
    speed: HK_SPEED,
    anchor: clock.anchor(),
    bot: { bot: net.bot, network: net },
    seed: () => opts.seed,
    judges: null,
    outboxPollMs: 50,
    dataDir: await pgliteCopy(),
    channel: opts.channel,
  });
  const director = net.contact(`${opts.ids}_dir`, "导演");
  const extras = (opts.extras ?? []).map(([id, name]) => net.contact(id, name));
  const players = Array.from({ length: Object.keys(opts.deal).length }, (_, i) =>
    net.contact(`${opts.ids}_p${i + 1}`, `${i + 1}号`),
  );
  const group = net.room("空洞骑士群", [director, ...extras, ...players]);
  const board = opts.board ?? "forum-hk-core";
  const r = await rt.service.createGame(
    {
      ruleset: "forum-hk",
      board,
      deal: opts.deal as Record<string, RoleId>,
      seed: opts.seed,
      ...(opts.startAt ? { startAt: opts.startAt } : {}),
      ...(opts.tz ? { tz: opts.tz } : {}),
      matchGroupId: group.id,
      judgeId: director.id,
      players: players.map((p, i) => ({ seat: i + 1, contactId: p.id, name: `${i + 1}号` })),
    },
    {
      inTx: async (tx, id) => {
        await tx.room.create({
          data: {
            matchGroupId: group.id,
            judgeId: director.id,
            board,
            ruleset: "forum-hk",
            status: "playing",
            seats: [],
            gameId: id,
          },
        });
      },
    },
  );
  if (!r.ok) throw new Error(render(r.msg));
  await rt.outbox.idle();
  return { net, rt, clock, director, players, extras, group, gameId: r.gameId };
}

/**
 * Jumps `clock` deadline by deadline in game `gameId`, firing the timers then due as their jobs
 * would, until `stage` of `day` runs (`HkPhase`); throws when it never does.
 */
export async function jumpToStage(
  t: { rt: Runtime; clock: PlayClock; gameId: string },
  stage: string,
  day: number,
): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const s = await t.rt.service.state(t.gameId);
    if (!s) throw new Error("no game");
    if (s.phase.kind === "hk" && s.phase.stage === stage && s.phase.day === day) return;
    const due = nextJumpMs(s);
    if (due === null) throw new Error("no deadline left");
    t.clock.jumpTo(due);
    for (const x of s.timers.filter((y) => y.dueMs <= due).sort((a, b) => a.dueMs - b.dueMs))
      await t.rt.service.handle(t.gameId, { type: "timeout", timerId: x.id });
  }
  throw new Error(`never reached ${stage} ${day}`);
}
