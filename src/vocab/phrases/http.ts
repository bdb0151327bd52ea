/**
 * The API's error replies (src/http/): the `detail` of `{ error, detail }`, in the request's
 * language (`pageLang`: `?lang`, the `lang` cookie, `Accept-Language`; default 简体). `error`
 * stays the stable code a program reads.
 */
import { book } from "./book.ts";

export const HTTP = book({
  "zh-Hans": {
    bad_json: "请求体不是合法的 JSON",
    empty_json: "请求体为空（Content-Type 是 JSON）",
    body_too_large: "请求体太大",
    bad_content_type: "只接受 Content-Type: application/json",
    bad_length: "请求体长度与 Content-Length 不符",
    bad_url: "路径不是合法的 URL 编码",
    param_too_long: "路径参数太长",
    bad_request: "请求无效",
    no_path: "没有这个路径",
    admin_disabled: "ADMIN_TOKEN 未设置",
    unauthorized: "需要 Authorization: Bearer <ADMIN_TOKEN>",
    wrong_token: "管理员令牌不对",
    game_id: "游戏 id 必须是 UUID",
    match_id: "比赛 id 必须是 UUID",
    no_game: "没有这局游戏",
    no_match: "没有这场比赛",
    no_season: "没有这个赛季",
    no_player: "没有这个玩家",
    no_current_season: "没有这个赛季（或当前没有进行中的赛季）",
    running: "对局进行中，结束后才公开完整记录",
    corrupt: "事件记录缺少开局",
  },
  en: {
    bad_json: "The request body is not valid JSON",
    empty_json: "The request body is empty (its Content-Type is JSON)",
    body_too_large: "The request body is too large",
    bad_content_type: "Only Content-Type: application/json is accepted",
    bad_length: "The request body's length does not match its Content-Length",
    bad_url: "The path is not valid URL encoding",
    param_too_long: "A path parameter is too long",
    bad_request: "Invalid request",
    no_path: "No such path",
    admin_disabled: "ADMIN_TOKEN is not set",
    unauthorized: "Authorization: Bearer <ADMIN_TOKEN> is required",
    wrong_token: "Wrong admin token",
    game_id: "A game id must be a UUID",
    match_id: "A match id must be a UUID",
    no_game: "No such game",
    no_match: "No such match",
    no_season: "No such season",
    no_player: "No such player",
    no_current_season: "No such season (or no season is running now)",
    running: "The game is still running; its full record is public once it ends",
    corrupt: "The event log has no game start",
  },
});
