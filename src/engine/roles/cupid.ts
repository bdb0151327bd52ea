import { campOf } from "../camps.ts";
import { rulesetOf } from "../rulesets/index.ts";
import { actCommand } from "./skills.ts";
import { type Card, OTHER_CARD, targetAlive } from "./spec.ts";

/**
 * Cupid (000 §八(二)12, §七3-4): on night 1, right after the thief (R14), must link two players
 * (himself allowed); a silent cupid is linked at random (he may not refuse). The lovers learn
 * each other's seat only; when one dies the other dies of love (cause `lover`). Cupid wins with
 * the pair's camp: village, wolves, or the human-wolf lovers' third camp. A third-party cupid who
 * booms is drowned and flipped (000 §八(七)4, R19). Where the ruleset says so (table, T17) he may
 * decline (`link null`, silence = decline) and is a village god unless he linked himself.
 */
export const cupid: Card<"cupid", "link"> = {
  id: "cupid",
  texts: {
    "zh-Hans": {
      name: "丘比特",
      rules: "首夜必须连两名玩家为情侣（可以连自己）；情侣一方死亡另一方殉情。人狼恋时与情侣组成第三方阵营。",
      forumHelp: "开局阶段（第一天09:00前）：私聊“连 3 8”连两名情侣（可以连自己），不连则随机。",
    },
    en: {
      name: "Cupid",
      rules:
        "On night 1 he must link two players as lovers (himself too); when one lover dies the other dies of a broken heart. A wolf and a villager in love form a third camp with Cupid.",
      forumHelp:
        'Opening (before 09:00 on day 1): DM "连 3 8" to link two lovers (yourself too); otherwise they are drawn at random.',
    },
  },
  skills: [
    {
      id: "link",
      acts: ["link"],
      texts: {
        "zh-Hans": {
          acts: { link: "连情侣" },
          help: "连3号和5号（丘比特）",
          prompt: "丘比特请私聊法官要连成情侣的两个座位号（可以连自己）。",
        },
        en: {
          acts: { link: "link the lovers" },
          help: '"连3号和5号" (link #3 and #5)',
          prompt: "Cupid, DM the judge the two seats you link as lovers (yourself too).",
        },
      },
      helpOrder: 50,
      timing: { phase: "night", sub: "nightfall", nights: "first", only: "timed" },
      scripted: (s, seat, d) => {
        const a = d.pick(`l1${seat}`, d.alive);
        const b = d.pick(
          `l2${seat}`,
          d.alive.filter((n) => n !== a),
        );
        // T17: a table cupid sometimes declines (`link null`), where the ruleset allows it.
        const declines = rulesetOf(s.setup.ruleset).roles.cupidLink === "may_decline" && d.draw(`l0${seat}`, 5) === 0;
        return [actCommand(seat, "link", a !== null && b !== null && !declines ? [a, b] : null)];
      },
      tags: ["forced"],
      words: { link: { lead: ["连情侣", "连"], none: ["不连", "不连情侣", "不连人"], example: "连3号和5号" } },
    },
    {
      id: "link",
      acts: ["link"],
      texts: { "zh-Hans": { acts: { link: "连情侣" } }, en: { acts: { link: "link the lovers" } } },
      timing: { phase: "start", only: "calendar" },
      tags: ["forced"],
    },
  ],
  ...OTHER_CARD,
  live(s, self) {
    const rules = rulesetOf(s.setup.ruleset);
    // T17: a table cupid not among the lovers counts as a village god.
    if (rules.roles.cupidCamp === "village_god_unless_lover" && typeof self.mem.lover !== "number")
      return { card: "god" };
    // R19's drowned boom of a third-party cupid (not under classic, C17).
    return typeof self.mem.linkA === "number" && campOf(s, self) !== "villagers" && rules.penalties.boomDrowns
      ? { selfDestruct: "drowned" }
      : {};
  },
  night: {
    step: 2,
    fixedStep: "cupid",
    acts: ["link"],
    prompt: "nightfall",
    active: (_s, _actor, n) => n === 1,
    validate(s, _actor, _act, target) {
      // T17: under table he may decline (`link null`).
      if (target === null && rulesetOf(s.setup.ruleset).roles.cupidLink === "may_decline") return null;
      if (!Array.isArray(target) || target.length !== 2) return { code: "cupid.two_seats", target };
      if (target[0] === target[1]) return { code: "cupid.same_seat", target };
      for (const t of target) {
        const bad = targetAlive(s, t, false);
        if (bad) return bad;
      }
      return null;
    },
    remember: (_s, _actor, _act, target): Record<string, number> => {
      if (!Array.isArray(target)) return {};
      const [a, b] = [...(target as number[])].sort((x, y) => x - y);
      return { linkA: a, linkB: b };
    },
    /**
     * The lovers learn each other's seat at once (R14), nothing more (000 §八(二)12); or, where
     * the ruleset says so (`roles.loversLearn`, classic C10 "確認身份"), the seat and the card.
     */
    onAct(tx, _actor, _act, target) {
      if (!Array.isArray(target)) return;
      const [a, b] = target;
      // What the lovers learn of each other: the seat, or (classic C10) seat and card.
      const card = tx.rules.roles.loversLearn === "seat_and_card";
      const about = (n: number) => (card ? { seat: n, role: tx.s.seats[n - 1].role } : n);
      tx.emit({ type: "mem_set", seat: a, key: "lover", value: b });
      tx.emit({ type: "mem_set", seat: b, key: "lover", value: a });
      tx.emit({ type: "told", seat: a, kind: "lover", value: about(b) });
      tx.emit({ type: "told", seat: b, kind: "lover", value: about(a) });
    },
    onTimeout(tx) {
      // T17: a silent table cupid declines.
      if (tx.rules.roles.cupidLink === "may_decline") return null;
      const alive = tx.s.seats.filter((x) => x.alive).map((x) => x.seat);
      const a = alive[tx.draw("link", alive.length)];
      const rest = alive.filter((n) => n !== a);
      const b = rest[tx.draw("link2", rest.length)];
      return b === undefined ? null : { act: "link", target: [a, b].sort((x, y) => x - y) };
    },
  },
};
