/**
 * `forum-25`: seed 004 (『明星大侦探』 25-player forum game, 版杀) with the rulings F1–F26, as a
 * diff over ranked-s7. A calendar game (F1): phase S, then days 09:00–21:00 and nights until the
 * next 09:00, on local clock times (`calendar.ts`); votes are posts counted at the close (F3–F5);
 * cards instead of warnings (F2, F6); no speaking turns, dice, order, PK or self-destruct (F22,
 * F25). Board `forum-25` (004 1L) and custom boards of up to 30 seats with its roles.
 */
import { FORUM_BOARDS } from "../boards.ts";
import { RANKED_S7 } from "./ranked-s7.ts";
import { defineRuleset } from "./ruleset.ts";

export const FORUM_25 = defineRuleset(RANKED_S7, {
  id: "forum-25",
  family: "calendar",
  seed: "004",
  zh: "版杀",
  names: ["版杀", "论坛", "论坛杀", "明星大侦探", "forum", "forum-25"],
  boards: FORUM_BOARDS.map((b) => b.id),
  // 004 1L 配置: `开房 版杀` opens its one board.
  defaultBoard: "forum-25",
  // The scenario contract's role ids of forum-25: every card of the 004 board, once each.
  customCards: [...new Set(FORUM_BOARDS.flatMap((b) => b.cards))],
  customSeats: { min: 6, max: 30 },
  rejected: {
    // F4, F22, F25: no sign-up, withdraw, order, speaking turns or self-destruct.
    acts: ["run", "withdraw", "order", "start_speech", "end_speech", "end_speeches", "self_destruct"],
    // F2: cards instead of warnings, judged self-destructs and ejections.
    rulings: ["warn", "rule_self_destruct", "eject"],
  },
  scoring: "none",
  // F7 (2L 遗言 "遗言数量为6个"): six slots for the game, none for a red card (F6).
  lastWords: { perGame: 6, noneFor: ["red_card"] },
  // F10: the win at each death, before the badge (F19), the cards' reactions and love; F6, F8:
  // day deaths and red cards are public at once, night deaths wait for the opening.
  deaths: { steps: ["win", "badge", "reactions", "love"], publicAtOnce: { days: true, causes: ["red_card"] } },
  // F19: the badge must be passed; silence → a seeded random living player, never a revealed idiot.
  sheriff: { weight: { weight: 1.5, steps: [] }, mayTear: false, badgeSilence: "random_successor" },
  // F20: cupid must link (silence: random at day 1's opening).
  // F11: the witch saves a living seat she names, herself included.
  roles: {
    cupidLink: "required",
    loveSpares: [],
    noShotCauses: ["red_card"],
    witchSelfSave: "always",
    witchSaves: "any_living",
  },
  penalties: { noShowsToDrown: null, noShows: "none", judge: "none", wolfTalk: false },
  win: { model: "forum", boundVotes: false },
  // F8: the group kills and the charge are 指杀. F15: an unspent 长生 is spent by the first 指杀
  // naming the chief, guarded, saved or not. F17, F11: the guard stops 指杀, the save every 指杀,
  // and the save holds on a guarded player (3L 守卫 "救治仍然有效"). F14: the devotee goes out in
  // his beloved's place (vote, 指杀, poison, a shot) unless hit himself the same resolution.
  effects: {
    damage: { kill: "pointed", kill2: "pointed", charge: "pointed", poison: "lethal", shot: "lethal", exile: "exile" },
    steps: [
      { step: "protect", status: "longevity", stops: ["pointed"], spends: true },
      { step: "protect", status: "guarded", stops: ["pointed"] },
      { step: "protect", status: "saved", stops: ["pointed"] },
      {
        step: "replace",
        status: "adored",
        damages: ["pointed", "lethal", "exile"],
        cause: "devotion",
        unlessHit: true,
        notice: "devotion",
      },
    ],
    cancelling: [],
  },
});
