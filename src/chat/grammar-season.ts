/**
 * The season commands of a DM (issue #16; 000 §二, §九): appeals, offences, bans and their lifting,
 * a void with its reason. Read on the message as typed, so a reason keeps its spaces.
 */
import { type Msg, say } from "../vocab/msg.ts";
import { hansHead } from "./canonical.ts";
import { typed } from "./grammar-intents.ts";
import { NUM, toInt } from "./grammar-words.ts";

/** A player as an organiser names him: a contact id or display name, or a seat of a game. */
export type PlayerRef = { ref: string } | { game: string | null; seat: number };

/**
 * A season command (000 §二, §九), read by {@link parseSeasonCommand}. `game`: an id prefix
 * (the 8-character 对局编号), or null for `上一局`. `days`: ban length, null = for good.
 */
export type SeasonIntent =
  /** `申诉 <对局> <理由>` (000 §二): a player or the judge of a finished game. */
  | { kind: "appeal"; game: string | null; reason: string }
  /** `申诉列表`: inspectors and organisers. */
  | { kind: "appeal_list" }
  /** `驳回申诉 <编号> <理由>`: organisers. */
  | { kind: "appeal_dismiss"; id: string; reason: string }
  /** `违规 <对局> <N>号 晒身份|场外`: the game's judge rules an offence (000 §九6, §九1). */
  | { kind: "offence"; game: string | null; seat: number; offence: "role_card" | "outside" }
  /** `封禁 <玩家> <N天|N小时|N周|N个月|永久> <理由>`: organisers. */
  | { kind: "ban"; player: PlayerRef; days: number | null; reason: string }
  /** `解封 <禁赛编号|玩家> <理由>`: organisers. */
  | { kind: "lift"; ref: string; reason: string }
  /** `封禁列表`: organisers (bans in force and open ban proposals). */
  | { kind: "ban_list" }
  /** `作废 <理由>`: the judge voids his running game and says why (bare `作废` is the engine's, without a reason). */
  | { kind: "void"; reason: string }
  /** A season command with a bad argument; `text` says what to type instead (the `grammar` phrasebook). */
  | { kind: "bad"; text: Msg };

const GAME_REF = /^(上一局|上局|[0-9a-f]{8}(?:-[0-9a-f-]{1,28})?|[0-9a-f]{4,7}(?=\s|$))\s*/;
const OFFENCE_WORDS: Record<string, "role_card" | "outside"> = {
  晒身份: "role_card",
  晒身份牌: "role_card",
  晒牌: "role_card",
  发身份牌: "role_card",
  泄露身份: "role_card",
  场外: "outside",
};
const UNIT_DAYS: Record<string, number> = { 天: 1, 日: 1, 周: 7, 星期: 7, 个月: 30, 月: 30, 小时: 1 / 24 };
const LAST_GAME = typed("上一局");
/** An appeal as typed; the reason is the player's own words (English in English). */
const APPEAL_EXAMPLE = {
  msg: say("grammar.appeal_example", {
    cmd: typed("申诉 ab12cd34 3号的自爆判罚有误", "申诉 ab12cd34 the ruling on #3's self-destruct was wrong"),
    last: LAST_GAME,
  }),
};
const BAN_EXAMPLE = {
  msg: say("grammar.ban_example", {
    a: typed("封禁 wxid_abc 7天 辱骂其他玩家", "封禁 wxid_abc 7天 insulting other players"),
    b: typed("封禁 ab12cd34 3号 永久 场外"),
  }),
};
const bad = (text: Msg): SeasonIntent => ({ kind: "bad", text });

/** A game reference at the start of `s`: [ref (null = 上一局), rest], or null. */
function gameRef(s: string): [string | null, string] | null {
  const m = GAME_REF.exec(s);
  if (!m) return null;
  return [m[1] === "上一局" || m[1] === "上局" ? null : m[1], s.slice(m[0].length).trim()];
}

/** `7天`, `十天`, `12小时`, `2周`, `1个月` → days; `永久` → null; else undefined. */
function banDays(token: string): number | null | undefined {
  if (/^(永久|永久禁赛|终身)$/.test(token)) return null;
  const m = new RegExp(`^(${NUM}+)(天|日|周|星期|个月|月|小时)$`).exec(token);
  const n = m ? toInt(m[1]) : null;
  if (!m || n === null || n <= 0) return undefined;
  const days = n * UNIT_DAYS[m[2]];
  return days <= 3650 ? days : undefined;
}

/**
 * The season commands of a DM (000 §二, §九), or null when the message is none of them. Read on
 * the message as typed (full-width letters, digits and spaces made ASCII, trimmed, leading
 * `@mentions` dropped, the command word read as 简体), keeping a reason's spaces and Chinese punctuation. Bad arguments give
 * `{kind: "bad", text}` with an example of what to type.
 */
export function parseSeasonCommand(text: string): SeasonIntent | null {
  // Full-width letters, digits and spaces become ASCII one for one; Chinese punctuation in a reason stays.
  // The command word may be typed in 繁體 (`申訴`): read as 简体, the rest as typed.
  const t = hansHead(
    text
      .replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      .replace(/\u3000/g, " ")
      .trim()
      .replace(/^(?:@\S+\s+)+/, ""),
  );
  if (/^(申诉列表|查看申诉|待处理申诉)$/.test(t)) return { kind: "appeal_list" };
  if (/^(封禁列表|禁赛列表)$/.test(t)) return { kind: "ban_list" };
  let m = /^驳回申诉\s*(\S*)\s*([\s\S]*)$/.exec(t);
  if (m) {
    if (!m[1] || !m[2].trim())
      return bad(
        say("grammar.dismiss_what", { cmd: typed("驳回申诉 1a2b3c4d 理由不成立", "驳回申诉 1a2b3c4d no grounds") }),
      );
    return { kind: "appeal_dismiss", id: m[1].toLowerCase(), reason: m[2].trim() };
  }
  m = /^申诉\s*([\s\S]*)$/.exec(t);
  if (m) {
    const rest = m[1].trim();
    if (!rest) return bad(say("grammar.appeal_what", { example: APPEAL_EXAMPLE }));
    const ref = gameRef(rest.replace(/^[0-9A-Fa-f-]+/, (x) => x.toLowerCase()));
    if (!ref)
      return bad(
        say("grammar.appeal_ref", {
          value: { msg: rest.split(/\s+/)[0].slice(0, 20) },
          last: LAST_GAME,
          example: APPEAL_EXAMPLE,
        }),
      );
    if (!ref[1]) return bad(say("grammar.appeal_reason", { example: APPEAL_EXAMPLE }));
    return { kind: "appeal", game: ref[0], reason: ref[1] };
  }
  m = /^违规\s*([\s\S]*)$/.exec(t);
  if (m) {
    const ref = gameRef(m[1].trim().toLowerCase());
    const parts = ref ? new RegExp(`^(${NUM}+)号?\\s*(\\S+)$`).exec(ref[1]) : null;
    const seat = parts ? toInt(parts[1]) : null;
    const offence = parts ? OFFENCE_WORDS[parts[2]] : undefined;
    if (!ref || !parts || seat === null || seat < 1 || seat > 99 || !offence)
      return bad(
        say("grammar.offence_what", {
          a: typed("晒身份"),
          b: typed("场外"),
          example: {
            msg: say("grammar.offence_example", {
              a: typed("违规 上一局 3号 晒身份"),
              b: typed("违规 ab12cd34 5号 场外"),
            }),
          },
        }),
      );
    return { kind: "offence", game: ref[0], seat, offence };
  }
  m = /^封禁\s*([\s\S]*)$/.exec(t);
  if (m) {
    const tokens = m[1].trim().split(/\s+/).filter(Boolean);
    let player: PlayerRef | null = null;
    const g = tokens.length >= 2 ? gameRef(tokens[0].toLowerCase()) : null;
    const seat = tokens.length >= 2 ? new RegExp(`^(${NUM}+)号$`).exec(tokens[1]) : null;
    const n = seat ? toInt(seat[1]) : null;
    if (g && !g[1] && n !== null && n >= 1 && n <= 99) {
      player = { game: g[0], seat: n };
      tokens.splice(0, 2);
    } else if (tokens.length > 0) player = { ref: tokens.shift() as string };
    const days = tokens.length > 0 ? banDays(tokens[0]) : undefined;
    if (!player || days === undefined)
      return bad(say("grammar.ban_what", { days: typed("7天"), ever: typed("永久"), example: BAN_EXAMPLE }));
    const reason = tokens.slice(1).join(" ");
    if (!reason) return bad(say("grammar.ban_reason", { example: BAN_EXAMPLE }));
    return { kind: "ban", player, days, reason };
  }
  m = /^解封\s*(\S*)\s*([\s\S]*)$/.exec(t);
  if (m) {
    if (!m[1] || !m[2].trim())
      return bad(say("grammar.lift_what", { cmd: typed("解封 1a2b3c4d 申诉成立", "解封 1a2b3c4d appeal upheld") }));
    return { kind: "lift", ref: m[1], reason: m[2].trim() };
  }
  m = /^(?:本局)?作废\s+([\s\S]+)$/.exec(t);
  if (m) return { kind: "void", reason: m[1].trim() };
  return null;
}
