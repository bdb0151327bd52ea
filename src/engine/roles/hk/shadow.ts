/**
 * 影子 (seed 002 不定; HK129, HK25, HK49, HK71, HK131, HK133): 附身 ([开局]) names in S a living other as
 * host (silence: a seeded living other, draw `host`), settled at C₀ after 丘比特 (HK131). He joins the
 * host's real camp and follows it (HK49: `mem.follows`, the flow's `families/forum-hk/camps.ts`, told as any
 * camp change, HK48), so he has the host's win as his camp's. When the host goes out (any cause, a red card
 * included: the gain is the shadow's trigger, not the carded player's, HK62), the living shadow gains the
 * host's card skills (HK25: the card's own, each as a gained instance settled by the host card's module for
 * him; the host's gained and second-hand skills never pass), refreshed and a [开局] one decided at once
 * (the flow's `gainCard`, HK25) — and the host's [群内] / [接刀] as the host holds them, a [接刀] at the
 * host's rank (HK71: `relayRank`).
 *
 * Readings (the rulings are silent): a gained [开局] skill is decided at once by the host card's silent
 * default (`gainCard`): nobody can be asked within the instant of the out; a card without one (隐狼's and
 * 狼弟's disguises) is not used; 丘比特之箭 links no second couple. A shadow out before his host gains
 * nothing. The gain is told to him (`inherited`: the host's seat and card), as a gained skill is (HK103's
 * gifts are told too). A gained skill is usable from the next phase (HK103, `gainedReady`). Only the
 * skills' acts pass: a host card's standing hooks (its `onOut`, `afterBlock` …) stay the card's holder's
 * (the flow calls hooks by the seat's real card).
 */
import type { Tx } from "../../tx.ts";
import { holdsPack } from "./common.ts";
import { hkCard } from "./pools.ts";
import { at, othersOf, pick } from "./scripted.ts";
import type { HkCardSpec, HkOutFact } from "./types.ts";

/** HK71: whether `seat` holds [接刀] now (the deal's less lost, plus gained; as `knife.ts` `holds`). */
function holdsRelay(tx: Tx, seat: number): boolean {
  const ch = tx.s.hk?.skills?.[String(seat)];
  const dealt = hkCard(tx.s.seats[seat - 1].role)?.tag === "relay";
  return (dealt && !ch?.lost.includes("relay")) || ch?.gained.includes("relay") === true;
}

function possess(tx: Tx, seat: number, host: number): void {
  tx.emit({ type: "mem_set", seat, key: "follows", value: host });
}

/** HK129, HK25, HK71: the living shadow `seat` takes over what his host `host` held as a card. */
function inherit(tx: Tx, seat: number, host: number, out: HkOutFact): void {
  tx.emit({ type: "mem_set", seat, key: "inherited", value: true });
  if (holdsPack(tx.s, host)) tx.emit({ type: "hk_skill", seat, skill: "pack", how: "gained" });
  if (holdsRelay(tx, host)) {
    tx.emit({ type: "hk_skill", seat, skill: "relay", how: "gained" });
    const rank = tx.s.seats[host - 1].mem.relayRank;
    if (typeof rank === "number") tx.emit({ type: "mem_set", seat, key: "relayRank", value: rank });
  }
  const role = out.gainCard?.(seat, host) ?? tx.s.seats[host - 1].role;
  tx.emit({ type: "told", seat, kind: "inherited", value: { seat: host, role } });
}

export const shadow: HkCardSpec = {
  id: "shadow",
  texts: {
    "zh-Hans": {
      rules:
        "影子：开局时附身一名其他存活角色（不选则随机），加入其阵营并跟随其阵营变动，获胜条件与其相同。附身对象出局时，你获得其身份的全部技能（刷新到初始状态；开局类技能立刻决定），若其持有群内或接刀，你也获得，接刀顺序与其相同。",
      acts: { host: "附身" },
      told: {
        inherited: {
          text: "你附身的{seat}（{role}）出局了：你获得了其身份的全部技能，都是初始状态，从下一个阶段起可以使用。",
        },
      },
    },
    en: {
      rules:
        "Shadow: at the start, Attach yourself to another living character (at random if you choose none): you join their camp, follow its changes and share their win condition. When your host goes out, you gain all the skills of their card (refreshed to their initial state; opening skills are decided at once), and their pack or knife-relay tag if they hold one, at their place in the knife order.",
      acts: { host: "Attach" },
      told: {
        inherited: {
          text: "Your host {seat} ({role}) is out: you gained all the skills of their card, each in its initial state, usable from the next stage.",
        },
      },
    },
  },
  scripted: {
    /** 附身 a seeded other seat (HK129). */
    start: (v, seed, seat) => at("host", pick(seed, `hk:host:${seat}`, othersOf(v, seat))),
  },
  skills: [
    {
      id: "host",
      acts: { host: { window: "start", target: "other" } },
      timing: { phase: "start", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  settle(tx, a) {
    possess(tx, a.seat, a.target as number);
  },
  silentStart(tx, seat) {
    const others = tx.s.seats.filter((x) => x.alive && x.seat !== seat).map((x) => x.seat);
    const host = tx.pick("host", others);
    if (host !== null) possess(tx, seat, host);
  },
  onOut(tx, holder, out) {
    const me = tx.s.seats[holder - 1];
    if (!me.alive || out.seat !== me.mem.follows || me.mem.inherited === true) return;
    inherit(tx, holder, out.seat, out);
  },
};
