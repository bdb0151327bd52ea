/**
 * The lobby (src/chat/lobby.ts, lobby-start.ts): what the bot says in the match group before a
 * game — the opening of a room, sign-ups and departures, the inspector's check-in, the start and
 * its checks, a seated player's early post (000 §五3, flagged to the judge). A command players type
 * that English does not accept is a `{{cmd}}`-style argument (shown in quotes with a gloss in English).
 */
import { book } from "./book.ts";

export const LOBBY = book({
  "zh-Hans": {
    joined: "「{{name}}」入座{{seat}}（{{n}}/{{total}}）。",
    joined_full_judge: "「{{name}}」入座{{seat}}（{{n}}/{{total}}）。已满员，请法官发送“{{start}}”。",
    joined_full_director: "「{{name}}」入座{{seat}}（{{n}}/{{total}}）。已满员，请导演发送“{{start}}”。",
    left: "「{{name}}」离开{{seat}}（{{n}}/{{total}}）。",
    inspector_casual: "本房间是{{rules}}规则，不计排位积分，不需要督察长到场（手册§五4只管排位局）。",
    not_inspector: "你不是认证督察长，不能登记督察（手册§五4）。",
    inspector_in: "督察长「{{name}}」到场记录，本局的完整记录将在结束后私聊督察长（手册§五4）。",
    closed: "法官关闭了房间。",
    closed_match: "法官关闭了房间，比赛到此结束。\n{{sheet}}",
    early_post_judge:
      "{{seat}}「{{name}}」在开房后、竞选警长前在比赛群发言（手册§五3：应取消当局比赛资格），请法官裁决。原话：{{quote}}",
    early_post_player: "开房后到竞选警长开始前，入座玩家不得在比赛群发言（手册§五3），已报告法官。",
    certified_only:
      "只有认证排位法官可以开房开排位局（手册§三1）。经典、桌游规则不计排位积分，谁都可以开：{{cmd}} / {{cmd2}}。",
    opened:
      "法官「{{name}}」开房：{{board}}（{{n}}人）。请发送“报名”或“{{sit}}”入座，满员后由法官发送“{{start}}”。{{kind}}",
    opened_match:
      "法官「{{name}}」开赛：{{board}}（{{n}}人）。请发送“报名”或“{{sit}}”入座，满员后由法官发送“{{start}}”。{{kind}}",
    kind_casual: "{{rules}}规则，不计排位积分。",
    kind_ranked: "排位局：需要督察长在群里发送“{{cmd}}”到场记录（手册§五4）。",
    kind_uncertified: "娱乐局：开房的不是认证排位法官，不计排位积分。",
    match_info: "比赛：共{{games}}局，每局结束后记分，发送“{{cmd}}”查看积分表。现在是第1/{{games}}局。",
    silence: "开房后直到竞选警长开始，入座的玩家不得在群内发布任何其他信息（手册§五3）。",
    silence_ranked:
      "开房后直到竞选警长开始，入座的玩家不得在群内发布任何其他信息（手册§五3）。非狼人自爆是严重违规，判负并扣5分（手册§八(七)3、6）。",
    director_who: "请@要加的导演（不能是你自己），例如：{{cmd}}",
    director_added: "「{{name}}」成为本局导演（共{{n}}名，权限相同：代投、蓝牌/黄牌/红牌、提速、延期、判负、替补）。",
    start_declined: "好的，暂不开始：等督察长发送“{{cmd}}”后再发“{{start}}”。",
    start_confirm:
      "本局还没有督察长到场：现在开始将按手册§五4记为无效局，不计排位积分。确认开始请法官回复“{{yes}}”；或等督察长在群里发送“{{cmd}}”后再发“{{start}}”。",
    started_void: "注意：本局没有督察长到场，按手册§五4记为无效局，不计排位积分。",
    protected: "黄金内裤：{{seat}}曾在首夜被刀出局，本局第一夜不能被刀、不能被查验。",
    banned_seat: "{{seat}}（{{name}}）{{until}}",
    banned_seats: "{{list}}在禁赛期内，不能参加排位局（手册§九）：请他发送“{{cmd}}”，换人坐满后再开始。",
  },
  en: {
    joined: "{{name}} takes seat {{seat}} ({{n}}/{{total}}).",
    joined_full_judge: '{{name}} takes seat {{seat}} ({{n}}/{{total}}). Every seat is taken: judge, send "{{start}}".',
    joined_full_director:
      '{{name}} takes seat {{seat}} ({{n}}/{{total}}). Every seat is taken: directors, send "{{start}}".',
    left: "{{name}} leaves seat {{seat}} ({{n}}/{{total}}).",
    inspector_casual:
      "This room plays {{rules}} rules and scores no ranking points: no inspector is needed (only ranked games have one).",
    not_inspector: "You are not a certified inspector, so you cannot check in as one.",
    inspector_in:
      "Inspector {{name}} is checked in; the full record of this game goes to the inspector by DM when it ends.",
    closed: "The judge closed the room.",
    closed_match: "The judge closed the room; the match ends here.\n{{sheet}}",
    early_post_judge:
      "{{seat}} {{name}} posted in the match group after the room opened and before the Sheriff campaign (grounds for disqualification from this game); please rule. Their words: {{quote}}",
    early_post_player:
      "From the room's opening until the Sheriff campaign, seated players may not post in the match group. The judge has been told.",
    certified_only:
      'Only a certified ranked judge may open a ranked room. Classic and table games score no ranking points, so anyone may open them: "{{cmd}}" / "{{cmd2}}".',
    opened:
      'Judge {{name}} opens a room: {{board}} ({{n}} players). Send "join" or "{{sit}}" (seat N) to take a seat; once every seat is taken, the judge sends "{{start}}". {{kind}}',
    opened_match:
      'Judge {{name}} opens a match: {{board}} ({{n}} players). Send "join" or "{{sit}}" (seat N) to take a seat; once every seat is taken, the judge sends "{{start}}". {{kind}}',
    kind_casual: "{{rules}} rules: no ranking points.",
    kind_ranked: 'Ranked game: an inspector must check in by sending "{{cmd}}" (inspector) in the group.',
    kind_uncertified: "Casual game: the judge who opened it is not a certified ranked judge, so no ranking points.",
    match_info:
      'Match: {{games}} games, scored after each one; send "{{cmd}}" (scores) for the score sheet. This is game 1/{{games}}.',
    silence: "From now until the Sheriff campaign begins, seated players may post nothing else in the group.",
    silence_ranked:
      "From now until the Sheriff campaign begins, seated players may post nothing else in the group. A self-destruct by a player who is not a werewolf is a serious offence: the game is lost and 5 points are deducted.",
    director_who: 'Mention the director to add (not yourself), e.g. "{{cmd}}".',
    director_added:
      "{{name}} is now a director of this game ({{n}} in all, with the same powers: voting for a seat, blue/yellow/red cards, speeding up, postponing, ruling a loss, substitutes).",
    start_declined: 'OK, not starting yet: wait for the inspector to send "{{cmd}}", then send "{{start}}".',
    start_confirm:
      'No inspector has checked in: a game started now is void and scores no ranking points. To start anyway, judge, reply "{{yes}}" (confirm); or wait for the inspector to send "{{cmd}}" in the group, then send "{{start}}" again.',
    started_void: "Note: no inspector checked in, so this game is void and scores no ranking points.",
    protected:
      "First-night protection: {{seat}} was killed by the werewolves on Night 1 of an earlier game, so on Night 1 of this game they cannot be killed or checked.",
    banned_seat: "{{seat}} ({{name}}, {{until}})",
    banned_seats:
      'Banned from ranked games: {{list}}. They send "{{cmd}}" to free their seats; start once others fill them.',
  },
  // OpenCC's Taiwan phrases misread these: 长发 as 長髮 (hair), 发布 as 釋出 (a release), 权限 as 許可權 (a file permission).
  "zh-Hant": {
    start_declined: "好的，暫不開始：等督察長發送“{{cmd}}”後再發“{{start}}”。",
    silence: "開房後直到競選警長開始，入座的玩家不得在群內發布任何其他訊息（手冊§五3）。",
    silence_ranked:
      "開房後直到競選警長開始，入座的玩家不得在群內發布任何其他訊息（手冊§五3）。非狼人自爆是嚴重違規，判負並扣5分（手冊§八(七)3、6）。",
    director_added: "「{{name}}」成為本局導演（共{{n}}名，權限相同：代投、藍牌/黃牌/紅牌、提速、延期、判負、替補）。",
  },
});
