import { liveSpec } from "./registry.ts";
import { actCommand } from "./skills.ts";
import { type Card, GOD, targetAlive } from "./spec.ts";

/**
 * Fortune teller (000 §八(二)16): first of the night's skills (R14), once per game, names a
 * living player and predicts how many die that night (0 = peaceful, 1–3); `target: null` skips a
 * night. Right: told that player's card and whether the wolf girl inverted tonight. Wrong: told how
 * many wolves, gods and villagers are alive after the night.
 */
export const fortuneTeller: Card<"fortune_teller", "foretell"> = {
  id: "fortune_teller",
  texts: {
    "zh-Hans": {
      name: "卜命人",
      rules:
        "限一次：夜晚最先睁眼，指定一名玩家并预测当晚死亡人数（平安夜/单死/双死/三死）。预测成功得知该玩家底牌及狼女是否发动技能，失败得知场上狼人、神民、平民的存活人数。",
    },
    en: {
      name: "Fortune Teller",
      rules:
        "Once a game, first to wake at night: name a player and foretell how many die tonight (none, one, two or three). Right, you learn that player's card and whether the wolf girl used her skill; wrong, you learn how many werewolves, gods and villagers are alive.",
    },
  },
  skills: [
    {
      id: "foretell",
      acts: ["foretell"],
      texts: {
        "zh-Hans": {
          acts: { foretell: "卜命" },
          help: "卜命3号双死 / 不卜命",
          prompt: "卜命人请私聊法官是否发动卜命：座位号和预测的死亡人数（平安夜/单死/双死/三死），或不发动。",
        },
        en: {
          acts: { foretell: "foretell" },
          help: '"卜命3号双死" (#3, two deaths) / "不卜命" (no foretelling)',
          prompt:
            "Fortune Teller, DM the judge whether you foretell: a seat and the number of deaths (none, one, two or three), or no foretelling.",
        },
      },
      helpOrder: 130,
      timing: { phase: "night", sub: "nightfall", only: "timed" },
      scripted: (_s, seat, d) =>
        d.draw(`f${seat}`, 3) === 0
          ? [actCommand(seat, "foretell", d.pick(`ft${seat}`, d.alive), d.draw(`fv${seat}`, 3))]
          : [actCommand(seat, "foretell", null)],
      uses: 1,
      spentFlag: "foretold",
      tags: ["limited"],
      words: { foretell: { lead: ["卜命"], none: ["不卜命", "不发动卜命"], example: "卜命3号双死" } },
    },
  ],
  ...GOD,
  night: {
    step: 10,
    acts: ["foretell"],
    prompt: "nightfall",
    active: (_s, actor) => actor.mem.foretold !== true,
    validate(s, _actor, _act, target) {
      if (target === null) return null;
      if (!Array.isArray(target) || target.length !== 2) return { code: "fortune.value_required", target };
      const [seat, deaths] = target;
      if (!Number.isInteger(deaths) || deaths < 0 || deaths > 3) return { code: "fortune.bad_value", value: deaths };
      return targetAlive(s, seat, false);
    },
    remember: (_s, _actor, _act, target): Record<string, boolean> => (target === null ? {} : { foretold: true }),
    tell(tx, actor, acts, ledger) {
      const f = acts.find((a) => a.act === "foretell");
      if (!f || !Array.isArray(f.target)) return;
      const [seat, predicted] = f.target;
      const died = tx.s.seats.filter((x) => x.diedAt === `N${ledger.n}`).length;
      if (died === predicted) {
        const role = tx.s.seats[seat - 1].role;
        tx.emit({
          type: "told",
          seat: actor.seat,
          kind: "foretell",
          value: { correct: true, role, inverted: ledger.inverted === true },
          about: seat,
        });
        return;
      }
      const alive = tx.s.seats.filter((x) => x.alive).map((x) => liveSpec(tx.s, x).card);
      const count = (c: string) => alive.filter((x) => x === c).length;
      tx.emit({
        type: "told",
        seat: actor.seat,
        kind: "foretell",
        value: { correct: false, alive: { wolves: count("wolf"), gods: count("god"), villagers: count("villager") } },
        about: seat,
      });
    },
  },
};
