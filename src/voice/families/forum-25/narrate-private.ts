import type { GameEvent, GameState } from "../../../engine/types.ts";
import { type Arg, lines, type Msg, say } from "../../../vocab/msg.ts";
import type { PhraseKey } from "../../../vocab/phrases/index.ts";
import type { Message } from "../../narrate.ts";
import { cmd, dm, WOLVES } from "./narrate-texts.ts";

/** The wolves' group posts and the private answers for `e`, or null when `e` is none of those. */
export function forumPrivatePosts(_before: GameState, e: GameEvent, after: GameState): Message[] | null {
  switch (e.type) {
    case "surrender_answered":
      return [
        {
          to: WOLVES,
          text: e.yes
            ? after.forum?.surrender?.yes.length === 1
              ? say("f25_private.surrender_start", { seat: { seat: e.seat }, yes: cmd("同意"), no: cmd("拒绝") })
              : say("f25_private.surrender_yes", { seat: { seat: e.seat } })
            : say("f25_private.surrender_no", { seat: { seat: e.seat } }),
        },
      ];
    case "surrender_dropped":
      return [
        {
          to: WOLVES,
          text: say(e.why === "no" ? "f25_private.surrender_refused" : "f25_private.surrender_expired"),
        },
      ];
    case "kill_proposed":
      return [
        {
          to: WOLVES,
          text: say("f25_private.proposed", {
            seat: { seat: e.seat },
            second: { msg: e.second ? say("f25_private.second") : "" },
            what: {
              msg:
                e.target === null ? say("f25_private.no_kill") : say("f25_private.kill", { seat: { seat: e.target } }),
            },
          }),
        },
      ];
    case "kills_settled":
      return [
        {
          to: WOLVES,
          text: lines(
            [
              e.kill === null
                ? say("f25_private.settled_none")
                : say("f25_private.settled_kill", { seat: { seat: e.kill } }),
              e.kill2 !== null && say("f25_private.settled_second", { seat: { seat: e.kill2 } }),
            ],
            "",
          ),
        },
      ];
    case "night_acted":
      return [{ to: dm(e.seat), text: say("f25_private.received", { what: { msg: actMsg(e.act, e.target) } }) }];
    case "told":
      return toldForum(e.seat, e.kind, e.value, e.about);
    default:
      return null;
  }
}

/** What a night act did, as its receipt names it (`守护3号`, `不开枪`); an unknown act by its id. */
function actMsg(act: string, t: unknown): Msg {
  const seat: Arg | null = typeof t === "number" ? { seat: t } : Array.isArray(t) ? { seats: t as number[] } : null;
  const one = (k: PhraseKey) => say(k, { seat: seat ?? "" });
  switch (act) {
    case "guard":
      return seat ? one("f25_private.act_guard") : say("f25_private.act_guard_none");
    case "check":
      return one("f25_private.act_check");
    case "adore":
      return one("f25_private.act_adore");
    case "charge":
      return seat ? one("f25_private.act_charge") : say("f25_private.act_charge_none");
    case "save":
      return one("f25_private.act_save");
    case "poison":
      return one("f25_private.act_poison");
    case "pass":
      return say("f25_private.act_pass");
    case "shoot":
      return seat ? one("f25_private.act_shoot") : say("f25_private.act_shoot_none");
    case "link":
      return one("f25_private.act_link");
    case "serve":
      return one("f25_private.act_serve");
    default:
      return act;
  }
}

/** A private answer (F11, F12, F20, F21), to its seat only. */
function toldForum(seat: number, kind: string, value: unknown, about?: number): Message[] {
  const to = dm(seat);
  switch (kind) {
    case "check": {
      const camp: Msg =
        value === "village"
          ? say("f25_private.village")
          : value === "not_village"
            ? say("f25_private.not_village")
            : String(value);
      return [
        {
          to,
          text: about
            ? say("f25_private.check_about", { seat: { seat: about }, camp: { msg: camp } })
            : say("f25_private.check", { camp: { msg: camp } }),
        },
      ];
    }
    case "lover":
      return [{ to, text: say("f25_private.lover", { seat: seatOf(value) }) }];
    case "knife":
      if (value === null) return [];
      return [
        {
          to,
          text: say("f25_private.knife", {
            who:
              Array.isArray(value) && value.length ? { seats: value as number[] } : { msg: say("f25_private.nobody") },
            cure: cmd("救 12"),
            venom: cmd("毒 12"),
            skip: cmd("不用"),
          }),
        },
      ];
    case "camp":
    case "master":
      return [
        {
          to,
          text: say("f25_private.master_camp", {
            camp: { word: value === "wolves" ? "camp.wolves" : "camp.villagers" },
          }),
        },
      ];
    case "inherited":
      return [{ to, text: say("f25_private.inherited", { card: { card: String(value) } }) }];
    default:
      return [];
  }
}

/** A told seat (`3号`); a value that is no number as written, followed by 号. */
const seatOf = (v: unknown): Arg => (typeof v === "number" ? { seat: v } : `${String(v)}号`);
