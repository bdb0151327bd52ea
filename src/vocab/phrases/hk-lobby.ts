/**
 * A forum-hk room's opening (seed 002; src/voice/families/forum-hk/lobby-texts.ts): the board, the
 * calendar, the vote post, skills and last words by DM, the directors. `{{sit}}`, `{{cmd…}}` are
 * commands as players type them (Chinese in every language; English shows them quoted).
 */
import { book } from "./book.ts";

export const HK_LOBBY = book({
  "zh-Hans": {
    board_core: "固定板",
    board_pool: "抽卡板",
    head: "导演{{judge}}开房：空洞骑士（{{board}}，{{n}}人，版杀『空洞骑士』规则，不计排位积分）。请发送“报名”或“{{sit}}”入座，满员后由导演发送“{{start}}”。",
    draw: "抽卡板：开始时从卡池按种子随机抽出14张身份（狼人{{w}}、验人系{{s}}、强神{{g}}、弱神{{k}}、三方{{t}}、不定{{u}}；抽到警察时改为3名警察、2强神、3弱神），每人私聊收到自己的身份。",
    draw_missing: "目前只从已经做好的卡里抽：卡池里还有{{n}}张卡没有做好，这局不会抽到。",
    fixed: "{{board}}：身份固定为{{cards}}，开始时随机分到座位，每人私聊收到自己的身份。",
    calendar: [
      "日程（当地时间，默认北京时间）：",
      "· 开始后到第一个21:00是开局阶段（开局技能私聊），21:00–21:20是黄昏，21:20进入第一晚；",
      "· 每天 09:00 开门（讨论日）：公示前一晚和清晨的出局名单（按出局顺序）和遗言；21:00 关门统计投票，只公布最高票，不公布票数；",
      "· 白天技能私聊机器人，当天关门前1小时（20:00）截止；",
      "· 关门后21:00–21:20是黄昏（被投出局的在21:20公示），21:20入夜；夜间技能私聊机器人，按技能时段在21:35、21:50或22:00前发，22:10公布夜里的结果；",
      "· 导演提速后，当天关门和之后的各个截止时间随之提前；导演延期后，关门顺延到下一个日期的 21:00，之后的截止时间随之顺延。",
      "· 周六开门的讨论日延长一天，到周日 21:00 才关门：周六晚上不关门、不入夜，周日 09:00 也不公示；票可以一直投，白天技能周六 09:00–21:00、周日 09:00–20:00 可用。",
    ].join("\n"),
    vote: "投票（在本群即讨论帖里发，每天一票，可改一次；关门前1小时内不得改票；没投票记黄牌）：“{{cmd}}”（也可写“{{cmd2}}”，理由写在下一行），弃权发“{{cmd3}}”，改票发“{{cmd4}}”。",
    skills: "技能都私聊机器人，按身份说明里的指令发。",
    last_words:
      "遗言：首夜出局和白天（清晨、白天、黄昏）出局的角色有遗言，出局后私聊“{{cmd}}”，在下一个09:00开门时按出局顺序公示；决斗出局的遗言当天公示。第二晚起夜里出局、红牌罚下、被爆破出局的没有遗言。",
    directors:
      "导演（两名或以上，权限相同；开始前“{{cmd}}”）：代投、蓝牌/黄牌/红牌、提速、延期、判负、替补。座位1到{{n}}号。",
  },
  en: {
    board_core: "fixed board",
    board_pool: "pool board",
    head: 'Director {{judge}} opened a room: Hollow Knight ({{board}}, {{n}} players, the forum game\'s Hollow Knight rules, unranked). Send "join" or "{{sit}}" (seat N) to take a seat; when the room is full, the director sends "{{start}}".',
    draw: "Pool board: at the start, 14 cards are drawn at random from the pools by the seed (werewolf {{w}}, investigator {{s}}, strong god {{g}}, weak god {{k}}, third party {{t}}, undetermined {{u}}; if the Police Officer is drawn, 3 officers, 2 strong gods and 3 weak gods instead). Each player gets their card by DM.",
    draw_missing:
      "For now only built cards are drawn: {{n}} cards of the pools are not built yet and will not be drawn.",
    fixed: "{{board}}: the cards are {{cards}}, dealt to random seats at the start. Each player gets their card by DM.",
    calendar: [
      "Schedule (local time, Beijing time by default):",
      "· From the start to the first 21:00 is the opening stage (opening skills by DM); 21:00–21:20 is dusk; Night 1 starts at 21:20.",
      "· Each day opens at 09:00 (a discussion day): the outs of the night and the dawn before (in order) and their last words are posted; the vote closes at 21:00, and only the top-voted seat is announced, not the counts.",
      "· Day skills go to the bot by DM, until one hour before the close (20:00).",
      "· After the close, 21:00–21:20 is dusk (the exiled seat is announced at 21:20); night falls at 21:20. Night skills go to the bot by DM before 21:35, 21:50 or 22:00 by the skill's window; the night's result is posted at 22:10.",
      "· When the directors speed up a day, its close and the later deadlines move earlier; when they delay it, the close moves to 21:00 of the next date and the later deadlines with it.",
      "· A discussion day opening on Saturday lasts one more day and closes on Sunday at 21:00: no close or night on Saturday evening, no posting at 09:00 on Sunday; votes stay open, and day skills may be used Saturday 09:00–21:00 and Sunday 09:00–20:00.",
    ].join("\n"),
    vote: 'Votes (posted in this group, the thread; one a day, changed at most once; no changes in the last hour before the close; no vote earns a yellow card): "{{cmd}}" (or "{{cmd2}}", with the reason on the next line); to abstain send "{{cmd3}}"; to change send "{{cmd4}}".',
    skills: "All skills go to the bot by DM, with the commands your card's help gives.",
    last_words:
      'Last words: characters out on Night 1 or in the day (dawn, day, dusk) have last words: DM "{{cmd}}" once out; they are posted at the next 09:00 opening in order of the outs; a duel\'s out has them posted the same day. From Night 2 on, outs at night, by a red card or by a blast have no last words.',
    directors:
      'Directors (two or more, with equal powers; add one before the start with "{{cmd}}"): proxy vote, blue/yellow/red cards, speed-up, delay, a camp\'s loss, substitutes. Seats #1 to #{{n}}.',
  },
  // OpenCC's Taiwan phrases read 权限 as 許可權 and 卡里 as 卡里 (not 卡裡).
  "zh-Hant": {
    draw_missing: "目前只從已經做好的卡裡抽：卡池裡還有{{n}}張卡沒有做好，這局不會抽到。",
    directors:
      "導演（兩名或以上，權限相同；開始前“{{cmd}}”）：代投、藍牌/黃牌/紅牌、提速、延期、判負、替補。座位1到{{n}}號。",
  },
});
