/**
 * The per-message context (issue 24 goal 3): built once by the router from the message's one
 * whereabouts look-up (src/store/whereabouts.ts) — where it was posted, the game and its version,
 * the sender's seat — with the game's state read at most once, lazily, and the helpers every
 * handler answers with: `reply` (in the message's own conversation), `dm`, `act` (a command to
 * the game, idempotent by the message id). Handlers take the context instead of reading the game
 * again; `reads` counts the state reads the message made.
 */
import { type GameService, type HandleResult, PlaceUnverified } from "../app/game-service.ts";
import { type RulesetFamily, rulesetOf } from "../engine/rulesets/index.ts";
import type { Command, GameState } from "../engine/types.ts";
import type { HeardLine } from "../store/commands.ts";
import type { Msg } from "../vocab/msg.ts";
import { dm, type Inbound, type Reply, say } from "./inbound.ts";

/**
 * The family of ruleset `rulesetId` (`Ruleset.family`): `calendar` (a game of posts: forum-25,
 * forum-hk) or `timed` (the timed table of seed 000 and its diffs). The chat picks a game's flow
 * by its chat family (`families/`, `chatFamilyOf`), not by this.
 */
export function familyOf(rulesetId: string): RulesetFamily {
  return rulesetOf(rulesetId).family;
}

/**
 * Where a message was posted: a match group while its game runs (`group`), before it (`lobby`),
 * the wolves' room, a forum-25 lovers' or sisters' room (`members`, the bot reads nothing there), a DM.
 */
export type Place = "group" | "lobby" | "wolves" | "members" | "dm";

/** The game a message leads to, as looked up for it. */
export interface GameRef {
  id: string;
  /** The game's version when looked up (the state is read at that version: a cached copy serves). */
  version: number;
  ruleset: string;
}

/** A message's replies once its command is decided (`act`'s `answer`; see `app/plan.ts` `Answer`). */
export type Answer = (result: HandleResult, after: GameState) => Reply[];

/** One message's context (see the module comment). */
export class MessageContext {
  private readonly states = new Map<string, Promise<GameState | null>>();
  private count = 0;
  /**
   * Set while the message's place is the router's guess, not looked up (issue 24 goal 4): its
   * transcript line, which the first {@link act} on the message's game writes with the command
   * (whose guarded write on the kept state proves the place, else throws `PlaceUnverified`).
   * Null once proved, or when the place was looked up.
   */
  unverified: HeardLine | null = null;
  /** The debounce keys (scope, key) taken while the place was unverified: given back if the guess is dropped. */
  readonly taken: [string, string][] = [];

  constructor(
    /** The message (cleaned). */
    readonly m: Inbound,
    public place: Place,
    /** The game it leads to (the room's game, the sender's seat's game), or null until {@link locate}. */
    public game: GameRef | null,
    /** The sender's seat in `game`, or null. */
    public seat: number | null,
    private readonly service: Pick<GameService, "state" | "stateAt" | "handle">,
  ) {}

  /** Sets the game and seat the message's look-up found (a DM is looked up after its game-less commands). */
  locate(game: GameRef | null, seat: number | null): this {
    this.game = game;
    this.seat = seat;
    return this;
  }

  /** Forgets a guessed place and the states read for it (the router handles the message again, looked up). */
  reset(): void {
    this.states.clear();
    this.taken.length = 0;
    this.count = 0;
    this.unverified = null;
    this.locate(null, null);
  }

  /** The sender's contact id. */
  get me(): string {
    return this.m.from.id;
  }

  /** State reads this message made (at most one per game it touched). */
  get reads(): number {
    return this.count;
  }

  /**
   * The state of `gameId` (default: the message's game, at its looked-up version), read once per
   * message: later calls get the same state. Null when the game is unknown.
   */
  state(gameId = this.game?.id): Promise<GameState | null> {
    if (!gameId) return Promise.resolve(null);
    let st = this.states.get(gameId);
    if (!st) {
      this.count++;
      st = gameId === this.game?.id ? this.service.stateAt(gameId, this.game.version) : this.service.state(gameId);
      this.states.set(gameId, st);
    }
    return st;
  }

  /** A reply in the message's own conversation: its room, or the sender's DMs. */
  reply(text: Msg): Reply {
    return this.m.room ? say(this.m.room.id, text) : dm(this.m.from.id, text);
  }

  /** A DM to `contact` (default: the sender). */
  dm(contact: string, text: Msg): Reply;
  dm(text: Msg): Reply;
  dm(a: Msg, b?: Msg): Reply {
    return b === undefined ? dm(this.m.from.id, a) : dm(a as string, b);
  }

  /**
   * Sends `cmd` to `gameId` (default the message's game) as this message (idempotent: a
   * redelivered message is applied once; `suffix` tells apart two commands of one message).
   * A command changes the game, so its state is read afresh afterwards.
   *
   * `answer` (issue 24 goal 3): the message's replies, rendered from the decision and written in
   * the command's own statement (outbox rows of the game, `reply-<messageId>-<i>`); they come back
   * as `replies`, marked `written` (the adapter does not write them again) — the handler returns
   * them and nothing else. A duplicate (the message replayed after a crash) answers nothing: the
   * stored replies are what the player gets, `replies` is empty.
   */
  async act(
    cmd: Command,
    o: { gameId?: string; suffix?: string; answer?: Answer } = {},
  ): Promise<HandleResult & { replies: Reply[] }> {
    const gameId = o.gameId ?? this.game?.id;
    if (!gameId) throw new Error("no game to act on");
    let replies: Reply[] = [];
    const { answer } = o;
    const heard = this.unverified;
    if (heard && gameId !== this.game?.id) throw new PlaceUnverified(gameId);
    const r = await this.service.handle(gameId, cmd, {
      messageId: `${this.m.id}${o.suffix ?? ""}`,
      ...(heard ? { heard } : {}),
      ...(answer
        ? {
            answer: (res, after) => {
              replies = answer(res, after);
              return replies;
            },
          }
        : {}),
    });
    this.unverified = null; // written: the place is proved
    this.states.delete(gameId);
    const dup = r.ok && r.duplicate;
    return { ...r, replies: dup ? [] : replies.map((x) => ({ ...x, written: true })) };
  }
}
