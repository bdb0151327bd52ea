/** What staff and players type for the season's discipline by DM (000 §二 appeals, §九 offences and bans). */
import { describe, expect, it } from "vitest";
import { parse, parseSeasonCommand } from "../../src/chat/grammar.ts";
import { render } from "../../src/vocab/msg.ts";

describe("parseSeasonCommand", () => {
  it.each([
    ["申诉 ab12cd34 3号的自爆判罚有误", { kind: "appeal", game: "ab12cd34", reason: "3号的自爆判罚有误" }],
    ["申诉 上一局 法官 没有 给我遗言", { kind: "appeal", game: null, reason: "法官 没有 给我遗言" }],
    ["申诉上局投票统计错了", { kind: "appeal", game: null, reason: "投票统计错了" }],
    ["  申诉　ＡＢ12CD34　票型不对。", { kind: "appeal", game: "ab12cd34", reason: "票型不对。" }],
    ["申诉 ab12 票型不对", { kind: "appeal", game: "ab12", reason: "票型不对" }],
    ["申诉列表", { kind: "appeal_list" }],
    ["驳回申诉 1a2b3c4d 理由不成立", { kind: "appeal_dismiss", id: "1a2b3c4d", reason: "理由不成立" }],
    ["违规 上一局 3号 晒身份", { kind: "offence", game: null, seat: 3, offence: "role_card" }],
    ["违规 ab12cd34 十二号 场外", { kind: "offence", game: "ab12cd34", seat: 12, offence: "outside" }],
    ["封禁 wxid_abc 7天 辱骂 其他玩家", { kind: "ban", player: { ref: "wxid_abc" }, days: 7, reason: "辱骂 其他玩家" }],
    ["封禁 ab12cd34 3号 永久 场外", { kind: "ban", player: { game: "ab12cd34", seat: 3 }, days: null, reason: "场外" }],
    ["封禁 小明 2周 晒身份", { kind: "ban", player: { ref: "小明" }, days: 14, reason: "晒身份" }],
    ["封禁 小明 12小时 刷屏", { kind: "ban", player: { ref: "小明" }, days: 0.5, reason: "刷屏" }],
    ["解封 1a2b3c4d 申诉成立", { kind: "lift", ref: "1a2b3c4d", reason: "申诉成立" }],
    ["封禁列表", { kind: "ban_list" }],
    ["作废 网络故障，三人掉线", { kind: "void", reason: "网络故障，三人掉线" }],
  ])("%s", (text, intent) => {
    expect(parseSeasonCommand(text)).toEqual(intent);
  });

  it.each([
    ["申诉", /请写对局编号和申诉理由/],
    ["申诉 昨天那局 判错了", /对局编号“昨天那局”看不懂/],
    ["申诉 ab12cd34", /请写申诉理由（手册§二/],
    ["违规 上一局 3号 骂人", /晒身份 \/ 场外/],
    ["违规 上一局 晒身份", /请写对局、座位号和违规/],
    ["封禁 wxid_abc 很久 辱骂", /禁赛时长（如7天、永久）/],
    ["封禁 wxid_abc 7天", /请写禁赛原因/],
    ["封禁 wxid_abc 99999天 x", /禁赛时长/],
    ["解封 1a2b3c4d", /解除原因/],
    ["驳回申诉 1a2b3c4d", /驳回理由/],
  ])("bad: %s gets a reply saying what to type", (text, re) => {
    const r = parseSeasonCommand(text);
    expect(r?.kind).toBe("bad");
    expect(r?.kind === "bad" ? render(r.text) : "").toMatch(re);
  });

  it("other messages are not season commands; bare 作废 stays the engine's judge control", () => {
    for (const t of ["战绩", "投3号", "我申请上警", "作废", "本局作废", "3号发言很像狼"])
      expect(parseSeasonCommand(t)).toBeNull();
    expect(parse("作废", "dm")).toEqual({ kind: "judge", control: "void" });
  });
});
