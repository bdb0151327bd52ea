/**
 * What a forum-hk room says when it opens (seed 002; 游戏流程, 讨论日长短, 投票规则, 遗言, 判罚制度):
 * the board (the fixed 14 seats, or the pool draw restricted to the cards the bot has), the
 * calendar in player words, the vote post, skills and last words by DM, the directors. Pure.
 */
import type { Board } from "../../../engine/boards.ts";
import { HK_CARDS, HK_POOLS, hkCard } from "../../../engine/roles/hk/pools.ts";
import { hkCardSpec } from "../../../engine/roles/index.ts";

/**
 * The calendar of a forum-hk game in player words (HK7–HK9, HK12: close C = 21:00): 开局 to the
 * first 21:00, 黄昏 to 21:20, the night's three deadlines and its result at 22:10, 晨曦, the 09:00
 * opening with the outs and last words; 正午 skills until an hour before the close.
 */
export const HK_CALENDAR_TEXT = [
  "日程（当地时间，默认北京时间）：",
  "· 开始后到第一个21:00是开局阶段（开局技能私聊），21:00–21:20是黄昏，21:20进入第一晚；",
  "· 每天 09:00 开门（讨论日）：公示前一晚和清晨的出局名单（按出局顺序）和遗言；21:00 关门统计投票，只公布最高票，不公布票数；",
  "· 白天技能私聊机器人，当天关门前1小时（20:00）截止；",
  "· 关门后21:00–21:20是黄昏（被投出局的在21:20公示），21:20入夜；夜间技能私聊机器人，按技能时段在21:35、21:50或22:00前发，22:10公布夜里的结果；",
  "· 导演提速后，当天关门和之后的各个截止时间随之提前；导演延期后，关门顺延到下一个日期的 21:00，之后的截止时间随之顺延。",
  "· 周六开门的讨论日延长一天，到周日 21:00 才关门：周六晚上不关门、不入夜，周日 09:00 也不公示；票可以一直投，白天技能周六 09:00–21:00、周日 09:00–20:00 可用。",
].join("\n");

/** HK1, HK3: the pool draw in words (4 wolves, 1 验人系, 3 强神, 4 弱神, 1 三方, 1 不定; or 3 警察). */
function drawText(): string {
  const n = (p: keyof typeof HK_POOLS) => HK_POOLS[p].dealt;
  // The cards without a built spec are the ones the draw leaves out (HK2, `drawDeal`'s `leftOut`).
  const missing = HK_CARDS.filter((c) => hkCardSpec(c.id) === undefined).length;
  return (
    `抽卡板：开始时从卡池按种子随机抽出14张身份（狼人${n("狼人")}、验人系${n("验人系")}、强神${n("强神")}、弱神${n("弱神")}、三方${n("三方")}、不定${n("不定")}；` +
    "抽到警察时改为3名警察、2强神、3弱神），每人私聊收到自己的身份。" +
    (missing > 0 ? `目前只从已经做好的卡里抽：卡池里还有${missing}张卡没有做好，这局不会抽到。` : "")
  );
}

/**
 * The opening text of a forum-hk room (002; HK66, HK67, HK59, HK137): who opened it, the board and
 * its seats, how to sign up, then the rules a player needs before the start. `judge` is the
 * opener's display name without a leading 法官/导演.
 */
export function hkOpening(judge: string, board: Board): string {
  return [
    `导演${judge}开房：空洞骑士（${board.zh}，${board.seats}人，版杀『空洞骑士』规则，不计排位积分）。请发送“报名”或“坐X号”入座，满员后由导演发送“开始”。`,
    board.drawn
      ? drawText()
      : `${board.zh}：身份固定为${board.cards.map((id) => hkCard(id)?.name ?? id).join("、")}，开始时随机分到座位，每人私聊收到自己的身份。`,
    HK_CALENDAR_TEXT,
    "投票（在本群即讨论帖里发，每天一票，可改一次；关门前1小时内不得改票；没投票记黄牌）：“投票 12号”（也可写“投票对象：12号”，理由写在下一行），弃权发“投票 弃权”，改票发“改票 5号”。",
    "技能都私聊机器人，按身份说明里的指令发。",
    "遗言：首夜出局和白天（清晨、白天、黄昏）出局的角色有遗言，出局后私聊“遗言 ……”，在下一个09:00开门时按出局顺序公示；决斗出局的遗言当天公示。第二晚起夜里出局、红牌罚下、被爆破出局的没有遗言。",
    `导演（两名或以上，权限相同；开始前“加导演 @小明”）：代投、蓝牌/黄牌/红牌、提速、延期、判负、替补。座位1到${board.seats}号。`,
  ].join("\n");
}
