/**
 * Table matches (src/app/match.ts, T22): the score sheets posted after each game and by `比分`,
 * the next game's call, a voided game, and why `开赛` is refused.
 */
import { book } from "./book.ts";

export const MATCH = book({
  "zh-Hans": {
    sheet_head: "比赛积分表（{{rules}}规则，{{board}}，已赛{{played}}/{{games}}局）：",
    sheet_head_ended: "比赛积分表（{{rules}}规则，{{board}}，已赛{{played}}/{{games}}局，比赛结束）：",
    sheet_head_closed: "比赛积分表（{{rules}}规则，{{board}}，已赛{{played}}/{{games}}局，法官已结束比赛）：",
    sheet_none: "还没有结束的对局。",
    none_in_group: "本群还没有比赛。法官可以发送“{{cmd}}”开一场五局的比赛。",
    sheet_line: "{{i}}. 「{{name}}」{{points}}分：{{played}}局{{wins}}胜",
    sheet_line_ded: "{{i}}. 「{{name}}」{{points}}分：{{played}}局{{wins}}胜，扣分{{ded}}次",
    camp_points: "{{camp}}{{points}}",
    scoring: "计分：胜利 {{wins}}；扣分每次{{deduction}}。",
    sheet_id: "比赛编号：{{id}}（积分表下载：GET /matches/{{id}}/sheet.csv）",
    game_head: "第{{n}}/{{games}}局记分：",
    game_line: "{{seat}}「{{name}}」{{card}}（{{camp}}）{{result}}{{out}}{{ded}}：{{points}}",
    won: "胜",
    lost: "负",
    out: "，出局",
    ded: "，扣分{{n}}次",
    void_game: "第{{n}}/{{games}}局作废，不记分；重新开第{{n}}局。",
    next_game: "第{{n}}/{{games}}局：请重新报名入座（报名 / {{sit}}），满员后由法官发送“{{start}}”。",
    next_protected:
      "黄金内裤：「{{name}}」曾在首夜被刀出局，他的下一局第一夜不能被刀、不能被查验（若他拿到狼牌，保护顺延到再下一局）。",
    no_sheet: "{{rules}}规则没有比赛记分：五局一场的比赛只用桌游规则。例如：{{cmd}}；单局请用“{{cmd2}}”。",
    match_open: "本群已有一场进行中的比赛，打完五局或由法官在房间开着时发送“{{cmd}}”结束比赛后，才能开新比赛。",

    // The sheet's CSV download (GET /matches/:id/sheet.csv): its columns and one game's cell.
    csv_rank: "名次",
    csv_player: "玩家",
    csv_player_id: "玩家ID",
    csv_played: "局数",
    csv_wins: "胜",
    csv_deductions: "扣分次数",
    csv_points: "积分",
    csv_game: "第{{n}}局",
    csv_cell: "{{seat}} {{card}} {{camp}} {{result}}{{ded}} {{points}}",
    csv_ded: " 扣{{n}}",
  },
  en: {
    sheet_head: "Match score sheet ({{rules}} rules, {{board}}, {{played}}/{{games}} games played):",
    sheet_head_ended: "Match score sheet ({{rules}} rules, {{board}}, {{played}}/{{games}} games played, match over):",
    sheet_head_closed:
      "Match score sheet ({{rules}} rules, {{board}}, {{played}}/{{games}} games played, ended by the judge):",
    sheet_none: "No game has finished yet.",
    none_in_group: 'This group has no match yet. A judge starts a five-game match by sending "{{cmd}}".',
    sheet_line: "{{i}}. {{name}}: {{points}} (played {{played}}, won {{wins}})",
    sheet_line_ded: "{{i}}. {{name}}: {{points}} (played {{played}}, won {{wins}}, deductions: {{ded}})",
    camp_points: "{{camp}} {{points}}",
    scoring: "Scoring: a win gives {{wins}}; each deduction {{deduction}}.",
    sheet_id: "Match id: {{id}} (score sheet download: GET /matches/{{id}}/sheet.csv)",
    game_head: "Game {{n}}/{{games}} scores:",
    game_line: "{{seat}} {{name}}, {{card}} ({{camp}}): {{result}}{{out}}{{ded}}, {{points}}",
    won: "won",
    lost: "lost",
    out: ", out",
    ded: ", deductions: {{n}}",
    void_game: "Game {{n}}/{{games}} is void and not scored; game {{n}} is played again.",
    next_game:
      'Game {{n}}/{{games}}: sign up again ("join" or "{{sit}}", sit at seat X); once every seat is taken, the judge sends "{{start}}" (start).',
    next_protected:
      "First-night protection: {{name}} was killed by the werewolves on Night 1, so on Night 1 of their next game they cannot be killed or checked (if they draw a werewolf card, the protection moves on to the game after).",
    no_sheet:
      '{{rules}} rules keep no match score: five-game matches use table rules only, e.g. "{{cmd}}"; for a single game, use "{{cmd2}}" (open a room).',
    match_open:
      'This group has a match under way: a new match opens once its five games are played, or after the judge ends it by sending "{{cmd}}" (close the room) while its room is open.',
    csv_rank: "Rank",
    csv_player: "Player",
    csv_player_id: "Player ID",
    csv_played: "Games",
    csv_wins: "Wins",
    csv_deductions: "Deductions",
    csv_points: "Points",
    csv_game: "Game {{n}}",
    csv_cell: "{{seat}} {{card}} ({{camp}}): {{result}}{{ded}}, {{points}}",
    csv_ded: ", deductions {{n}}",
  },
});
