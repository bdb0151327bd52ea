/**
 * What the end of S tells (HK131, 游戏流程 2) in the seats' DMs, in natural Chinese: 隐狼 ③/⑤ (HK87),
 * 狼兄/狼弟 (HK77), 狼鸦之爪 shown to the [群内] wolves (HK86).
 */
import { describe, expect, it } from "vitest";
import { render } from "../../../src/vocab/msg.ts";
import { hkCardHelp } from "../../../src/voice/families/forum-hk/card-help.ts";
import { hkRun } from "../../engine/roles/hk/helpers.ts";
import { hkFile, narrated } from "./narrated.ts";

const dmsOf = (said: ReturnType<typeof narrated>, kind: string) =>
  said.filter((m) => m.e.type === "told" && m.e.kind === kind).map((m) => [m.to, m.text]);

describe("forum-hk narration: the end of S (HK131)", () => {
  it("HK87: 隐狼 ③ learns his camp's seats, ⑤ tells each of them his seat (not his card)", () => {
    const said = narrated(hkFile("HK87-HK131-hidden-wolf-three-and-five-told-at-the-end-of-S"));
    expect(dmsOf(said, "same_camp")).toEqual([
      [{ kind: "seat", seat: 5 }, "开局结束：与你实际阵营相同的角色有1号、8号。"],
      [{ kind: "seat", seat: 1 }, "开局结束：5号主动向你表明，他与你是同一阵营。"],
      [{ kind: "seat", seat: 8 }, "开局结束：5号主动向你表明，他与你是同一阵营。"],
    ]);
  });

  it("HK77: 狼兄 and 狼弟 are each told the other's seat", () => {
    const said = narrated(hkFile("HK77-HK131-brothers-learn-each-other-sibling-disguise-set-in-S"));
    expect(dmsOf(said, "partner")).toEqual([
      [{ kind: "seat", seat: 1 }, "开局结束：5号是你的兄弟（狼兄和狼弟互相知道对方，但不在同一个群）。"],
      [{ kind: "seat", seat: 5 }, "开局结束：1号是你的兄弟（狼兄和狼弟互相知道对方，但不在同一个群）。"],
    ]);
  });

  it("HK77, HK132: 狼弟 gaining [群内] joins the wolves' group and is told its members", () => {
    const said = narrated(hkFile("HK77-HK141-HK47-sibling-gains-pack-at-dusk-end-inherit-crit-after-the-kill"));
    const join = said.filter((m) => m.e.type === "hk_skill" && m.e.skill === "pack");
    expect(join.map((m) => [m.to, m.op ?? null, m.text])).toEqual([
      [{ kind: "wolves" }, { kind: "add", seat: 5 }, ""],
      [{ kind: "wolves" }, null, "5号获得群内标签，加入狼人群，今后一起商量刀口。"],
      [
        { kind: "seat", seat: 5 },
        null,
        "你获得了群内标签：已拉你进狼人群（1号、8号）。从今晚起与群内狼人一起统一刀口：在群里或私聊我发“杀人 12号”或“空刀”。",
      ],
    ]);
  });

  it("HK86: the [群内] wolves are told 狼鸦之爪's seat; his due blade is told to him at nightfall", () => {
    expect(dmsOf(narrated(hkFile("HK86-HK131-raven-claw-shown-to-the-pack-at-the-end-of-S")), "raven")).toEqual([
      [{ kind: "seat", seat: 1 }, "开局结束：5号是狼鸦之爪，属于狼人阵营。"],
    ]);
    const said = narrated(hkFile("HK86-HK33-raven-claw-blade-flaw-voids-the-nine-tailed-fox-undying"));
    expect(dmsOf(said, "blade_due")).toEqual([
      [
        { kind: "seat", seat: 5 },
        "今晚入夜时狼人阵营存活不超过2人：你必须在早夜截止前私聊我“夜之锋刃 X号”，不发则随机选择一名角色。",
      ],
    ]);
    // The blade gives him [群内]: he joins the wolves' group (HK132).
    expect(said.filter((m) => m.e.type === "hk_skill" && m.op?.kind === "add").map((m) => m.op)).toEqual([
      { kind: "add", seat: 5 },
    ]);
  });

  it("帮助: 隐狼's and 狼弟's shared act shows each card's own words (options for 隐狼 only)", () => {
    const { replay } = hkRun([{ at: "S 09:00" }], { "1": "wolf_brother", "5": "wolf_sibling", "3": "hidden_wolf" });
    expect(render(hkCardHelp(replay.state, 3))).toContain(
      "伪装 三个选项的编号（选了②可以接着写表面阵营、表面身份、带刀或不带刀）",
    );
    expect(render(hkCardHelp(replay.state, 5))).toContain(
      "伪装 表面阵营 表面身份 带刀/不带刀（可只写其中几项，也可以用“潜藏”开头）；继承 X号",
    );
    expect(render(hkCardHelp(replay.state, 1))).toContain("暴怒 X号");
  });
});
