/**
 * 撑杆僵尸 (seed 002 狼人阵营, [群内]; HK81, HK28, HK11): 跳跃 ([夜晚]<限定>, not <指定>) once a game in
 * block A (15), after 蛊惑 (「（15）蛊医<蛊惑>、撑杆僵尸<跳跃>」). From then to the night's end every
 * <指定> act of a user whose real card is not 验人系 (the group's 杀人 and the wolves' own included)
 * that would settle on a wolf-camp character does nothing (`voids`), and the statuses <指定> skills put
 * on wolf-camp characters are removed at (15A); what they did until then stands.
 *
 * Readings (the rulings are silent): 「已附加的状态」 are all such statuses held at (15A), whenever they
 * were put on (a permanent [迷魂] of 诡辩 included), and a status counts as put on by a <指定> skill
 * when its source is another character whose card holds a <指定> act and is not 验人系 (熏臭, 森林庇护
 * and a card's own statuses are not <指定>); their holders are told nothing of the removal (HK42 tells
 * a status when it is put on). Nobody is told of the jump.
 */
import { revoke, statusesOf } from "../../statuses.ts";
import type { StatusId } from "../../types.ts";
import { campOfSeat } from "./common.ts";
import { hkCard } from "./pools.ts";
import type { HkCardSpec } from "./types.ts";

/** Whether `seat` holds a card of 验人系 (HK81's exception; every 警察, HK3). */
function isChecker(role: string): boolean {
  return hkCard(role)?.pool === "验人系";
}

export const poleZombie: HkCardSpec = {
  id: "pole_zombie",
  texts: {
    "zh-Hans": {
      rules:
        "撑杆僵尸：狼人阵营，群内。整局可在夜晚跳跃一次：当晚之后除验人系以外的指定技能对狼人阵营角色无效，狼人阵营角色身上由这些技能附加的状态一并解除。",
      acts: { jump: "跳跃" },
    },
    en: {
      rules:
        "Pole-Vaulting Zombie: werewolf camp, in the pack. Once a game, at night, you may Jump: for the rest of that night, pointed skills other than the investigators' have no effect on werewolf characters, and the statuses those skills put on them are lifted.",
      acts: { jump: "Jump" },
    },
  },
  scripted: {
    /** 跳跃 on night 2 (once: a second is refused). */
    night: (_v, _seed, night) => (night === 2 ? { act: "jump", target: null } : null),
  },
  skills: [
    {
      id: "jump",
      acts: { jump: { window: "night_a", step: 15.5, target: "none" } },
      timing: { phase: "night", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act) {
    if (s.seats[seat - 1].mem.jumped === true) return { code: "hk.used", seat, act };
    return null;
  },
  settle(tx, a) {
    tx.emit({ type: "mem_set", seat: a.seat, key: "jumped", value: true });
    tx.emit({ type: "mem_set", seat: a.seat, key: "jumpNight", value: a.n });
    // HK81: the statuses <指定> skills of non-验人系 cards put on the wolf camp are removed now.
    for (const x of tx.s.seats) {
      if (campOfSeat(tx.s, x.seat) !== "wolves") continue;
      const gone = new Map<string, [StatusId, number]>();
      for (const st of statusesOf(x)) {
        const src = st.source;
        if (src === undefined || src === x.seat) continue;
        const card = tx.s.seats[src - 1]?.role ?? "";
        if (isChecker(card) || !(a.holds?.(src) ?? []).some((h) => h.pointed && h.act !== "kill")) continue;
        gone.set(`${st.id}:${src}`, [st.id, src]);
      }
      for (const [id, src] of gone.values()) revoke(tx, x.seat, id, src);
    }
  },
  voids(s, holder, q) {
    if (s.seats[holder - 1].mem.jumpNight !== q.n || !q.pointed || typeof q.target !== "number") return false;
    return campOfSeat(s, q.target) === "wolves" && !isChecker(s.seats[q.seat - 1].role);
  },
};
