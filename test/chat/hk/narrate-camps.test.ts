/**
 * forum-hk's voice on the camp cards (HK48, HK79, HK127, HK128, HK132): the lovers' own group made when
 * the link settles, a wolf lover leaving the wolves' group, a camp change told to its seat only, a
 * 黑情侣 lover's own 杀人 confirmed by DM (never in the wolves' group), a letter to the crush only, and
 * the doctor's miss to the doctor only.
 */
import { describe, expect, it } from "vitest";
import { narrated } from "./narrated.ts";

describe("forum-hk narration of camp changes and the couple", () => {
  it("HK127, HK132, HK48: the lovers' group is made with both lovers; the wolf lover leaves the wolves' group; camps told by DM", () => {
    const said = narrated("test/scenarios/hk/HK127-HK46-HK48-cupid-links-a-wolf-and-a-villager-black-lovers.json");
    const creates = said.filter((m) => m.op?.kind === "create").map((m) => [m.to, m.op]);
    expect(creates).toContainEqual([{ kind: "lovers" }, { kind: "create", members: [1, 3] }]);
    expect(said.filter((m) => m.op?.kind === "remove").map((m) => [m.to, m.op])).toEqual([
      [{ kind: "wolves" }, { kind: "remove", seat: 1 }],
    ]);
    const camp = said.filter((m) => m.e.type === "told" && m.e.kind === "camp");
    expect(camp.map((m) => [m.to, m.text])).toEqual([
      [{ kind: "seat", seat: 1 }, "你的阵营转变为黑情侣阵营。"],
      [{ kind: "seat", seat: 3 }, "你的阵营转变为黑情侣阵营。"],
      [{ kind: "seat", seat: 4 }, "你的阵营转变为黑情侣阵营。"],
    ]);
    const lover = said.filter((m) => m.e.type === "told" && m.e.kind === "lover" && m.to.kind === "seat");
    expect(lover.map((m) => m.to)).toEqual([
      { kind: "seat", seat: 1 },
      { kind: "seat", seat: 3 },
    ]);
    expect(lover[0].text).toContain("你和3号成为了真爱情侣");
  });

  it("HK127, HK72: a 黑情侣 lover's 杀人 is confirmed to him by DM, never posted in the wolves' group", () => {
    const said = narrated(
      "test/scenarios/hk/HK127-HK72-HK131-cupid-undetermined-partner-black-lovers-name-the-kill.json",
    );
    const acts = said.filter((m) => m.e.type === "hk_acted" && m.e.act === "kill");
    expect(acts.map((m) => m.to)).toEqual([{ kind: "seat", seat: 4 }]);
    expect(said.filter((m) => m.to.kind === "wolves" && m.text.includes("3号"))).toEqual([]);
    const knife = said.filter((m) => m.e.type === "told" && m.e.kind === "lover_knife");
    expect(knife.map((m) => m.text)).toEqual([
      "情侣中由4号获得杀人：从第2夜起每晚可以私聊我“杀人 X号”。",
      "情侣中由4号获得杀人：从第2夜起每晚可以私聊我“杀人 X号”。",
    ]);
  });

  it("HK128: a letter goes to the crush only, its words as written, without the writer's seat", () => {
    const said = narrated("test/scenarios/hk/HK128-secret-admirer-letter-on-day-1-cancels-the-win.json");
    const letters = said.filter((m) => m.e.type === "told" && m.e.kind === "letter");
    expect(letters.map((m) => [m.to, m.text])).toEqual([
      [{ kind: "seat", seat: 8 }, "有人偷偷给你写了一封情书：「你好」。今天起每个正午你可以私聊我“情书 ……”回信一次。"],
      [{ kind: "seat", seat: 4 }, "你的暗恋对象回信了：「你是谁」。"],
    ]);
  });

  it("HK79: the doctor's miss is told to him only, naming the class", () => {
    const said = narrated(
      "test/scenarios/hk/HK79-HK51-gu-doctor-bewitches-the-last-strong-god-as-weak-village-lost-miss-told.json",
    );
    const miss = said.filter((m) => m.e.type === "told" && m.e.kind === "class_miss");
    expect(miss.map((m) => [m.to, m.text])).toEqual([
      [{ kind: "seat", seat: 1 }, "蛊惑结果：3号不是弱神。你失去了蛊惑。"],
    ]);
  });

  it("HK129: the shadow is told by DM what he gained at his host's out, naming the host's seat and card", () => {
    const said = narrated("test/scenarios/hk/HK129-HK25-shadow-gains-the-killed-seers-check-refreshed.json");
    const got = said.filter((m) => m.e.type === "told" && m.e.kind === "inherited");
    expect(got.map((m) => [m.to, m.text])).toEqual([
      [
        { kind: "seat", seat: 4 },
        "你附身的2号（预言家）出局了：你获得了其身份的全部技能，都是初始状态，从下一个阶段起可以使用。",
      ],
    ]);
  });

  it("HK129, HK48: the avenger is told his enemy and what 雪恨 gave him, never his camp", () => {
    const said = narrated("test/scenarios/hk/HK129-HK25-HK37-avenger-enemy-exiled-he-gains-the-enemys-card.json");
    const mine = said.filter((m) => m.e.type === "told" && m.to.kind === "seat" && m.to.seat === 4);
    expect(mine.map((m) => m.text)).toEqual([
      "你获得了[冰冻]状态：沉默并缴械：不能发动技能（强制技能除外），也不能杀人。持续到 6月11日 09:00。",
      "6号成为了你的仇人。",
      "你的仇人出局了：你获得了6号（企鹅）的身份技能，都是初始状态，从下一个阶段起可以使用。",
    ]);
  });
});
