/**
 * 花匠 (seed 002 弱神; HK113, HK44, HK21, HK12, HK18): 玫瑰 (<限定>, once) on any character not
 * announced out, himself included (HK21 「任意一名角色」), but not the last character who used 玫瑰
 * on him. The target gets a permanent [玫瑰] (no effect, HK44) and is told the source seat (`rose`).
 * 「玫瑰可在任意时段发动」 over its [夜晚] tag (HK113): by day — 开局, 晨曦, 正午, 黄昏 — it settles at
 * once and is told at once; at night it is the block-A act of step (13) (HK11), settled and told at
 * C+35 (HK12), the last one sent counting (HK13).
 * Reading: at night after C+35 its step and its 午夜 are over, so a rose is refused until 晨曦
 * (`hk.window`) rather than carried to a later block. The use is spent when it settles.
 */
import { grant, statusesOf } from "../../statuses.ts";
import type { HkCardSpec } from "./types.ts";

export const gardener: HkCardSpec = {
  id: "gardener",
  texts: {
    "zh-Hans": {
      rules:
        "花匠：整局一次，任何时段都可以送出玫瑰：选择一名角色（可以是自己），对方获得[玫瑰]并得知是谁送的；不能选上一个对你用玫瑰的角色。玫瑰没有其他效果。夜里送的玫瑰在关门后35分钟送达。",
      acts: { rose: "玫瑰" },
      aliases: { rose: ["送花"] },
      told: { rose: { text: "你收到了来自{seat}的玫瑰。" } },
    },
    en: {
      rules:
        "Gardener: once a game, at any time, you may give a Rose: choose a character (yourself allowed), who gets the [rose] and learns who sent it; you cannot choose the last character who gave you a rose. The rose does nothing else. A rose given at night arrives 35 minutes after the close.",
      acts: { rose: "Rose" },
      aliases: { rose: ["Give a Rose"] },
      told: { rose: { text: "You received a rose from {seat}." } },
    },
  },
  scripted: "silent",
  // HK25, HK106: 「刷新至初始」 unsets these (its spent uses).
  refreshKeys: ["roseUsed"],
  skills: [
    {
      id: "rose",
      acts: { rose: { window: "any", step: 13, target: "living" } },
      timing: { phase: "always", only: "calendar" },
      uses: 1,
      tags: ["limited"],
    },
  ],
  validate(s, seat, act, target) {
    const x = s.seats[seat - 1];
    if (x.mem.roseUsed === true) return { code: "hk.used", seat, act };
    // 「不可选择上一个对你使用[玫瑰]的角色」: the source of the last rose he holds.
    const last = statusesOf(x)
      .filter((st) => st.id === "rose")
      .at(-1);
    if (last?.source !== undefined && last.source === target) return { code: "hk.rose_back", seat, act, target };
    return null;
  },
  settle(tx, a) {
    const t = a.target as number;
    tx.emit({ type: "mem_set", seat: a.seat, key: "roseUsed", value: true });
    grant(tx, t, { id: "rose", source: a.seat });
    tx.emit({ type: "told", seat: t, kind: "rose", value: a.seat });
  },
};
