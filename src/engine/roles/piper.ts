import { charmedSeats } from "../state.ts";
import { actCommand } from "./skills.ts";
import { type Card, otherLiving } from "./spec.ts";

/**
 * Piper 吹笛者 (003-A 吹笛者, T23; table custom boards; a camp of his own, neither god nor
 * villager, seen bad by the seer, T6): at his step (after the witch, before the seer) he charms a
 * living player other than himself; the charm fails silently on a lover and on that night's
 * guard target. Each dawn the charmed are announced; their speaking turns (campaign, day, last
 * words) are skipped while he is alive; they still vote. He wins when every living player but
 * himself and the lovers is charmed, and can no longer win once out.
 */
export const piper: Card<"piper", "pipe"> = {
  id: "piper",
  texts: {
    "zh-Hans": {
      name: "吹笛者",
      rules:
        "每晚可以魅惑一名其他玩家（对情侣和当晚被守护者无效）；被魅惑者从此不能发言但仍可投票；除自己和情侣外的所有存活玩家都被魅惑时获胜。",
    },
    en: {
      name: "Piper",
      rules:
        "Each night he may charm one other player (not a lover, nor a player protected that night); the charmed can no longer speak but still vote; he wins when every living player but himself and the lovers is charmed.",
    },
  },
  skills: [
    {
      id: "pipe",
      acts: ["pipe"],
      texts: {
        "zh-Hans": {
          acts: { pipe: "吹笛魅惑" },
          help: "吹笛3号",
          prompt: "吹笛者请私聊法官今晚要魅惑的座位号（“魅惑X号”或“吹笛X号”，不能魅惑自己）。",
        },
        en: {
          acts: { pipe: "pipe" },
          help: '"吹笛3号" (charm #3)',
          prompt: 'Piper, DM the judge the seat you charm tonight ("魅惑X号" or "吹笛X号"; not yourself).',
        },
      },
      helpOrder: 140,
      timing: { phase: "night", sub: "nightfall", only: "timed" },
      scripted: (_s, seat, d) => [actCommand(seat, "pipe", d.pick(`pp${seat}`, d.others(seat)))],
      words: { pipe: { seat: [["吹笛", ""]], example: "吹笛3号" } },
    },
  ],
  team: "third",
  card: "other",
  knife: false,
  seenAs: "wolf",
  implemented: true,
  selfDestruct: "penalized",
  camp: "piper",
  night: {
    step: 75,
    fixedStep: "piper",
    acts: ["pipe"],
    prompt: "nightfall",
    active: () => true,
    validate: (s, actor, _act, target) => otherLiving(s, actor, target, { code: "piper.self" }),
    afterPoison(tx, _actor, acts, ledger) {
      const pipe = acts.find((a) => a.act === "pipe");
      if (!pipe || typeof pipe.target !== "number") return;
      const x = tx.s.seats[pipe.target - 1];
      // Fails silently on a lover and on tonight's guard target (003-A 守卫).
      if (!x.alive || typeof x.mem.lover === "number" || ledger.guarded === x.seat) return;
      tx.emit({ type: "mem_set", seat: x.seat, key: "charmed", value: true });
    },
  },
  mutes: (s, self, seat) => self.alive && s.seats[seat - 1]?.mem.charmed === true,
  atDawn(tx, self) {
    if (self.alive) tx.emit({ type: "public_notice", kind: "charmed", seat: self.seat, value: charmedSeats(tx.s) });
  },
  winsAlone(s, self) {
    if (!self.alive) return false;
    return s.seats.every(
      (x) => !x.alive || x.seat === self.seat || typeof x.mem.lover === "number" || x.mem.charmed === true,
    );
  },
};
