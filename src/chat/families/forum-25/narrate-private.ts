import type { GameEvent, GameState } from "../../../engine/types.ts";
import { campName } from "../../../vocab/index.ts";
import { cardName } from "../../card-texts.ts";
import type { Message } from "../../narrate.ts";
import { dm, seats, WOLVES } from "./narrate-texts.ts";

/** The wolves' group posts and the private answers for `e`, or null when `e` is none of those. */
export function forumPrivatePosts(_before: GameState, e: GameEvent, after: GameState): Message[] | null {
  switch (e.type) {
    case "surrender_answered":
      return [
        {
          to: WOLVES,
          text: e.yes
            ? after.forum?.surrender?.yes.length === 1
              ? `${e.seat}号发起投降：狼群所有角色（包括已出局的）都回复“同意”才有效，回复“拒绝”则取消。`
              : `${e.seat}号同意投降。`
            : `${e.seat}号拒绝投降。`,
        },
      ];
    case "surrender_dropped":
      return [
        { to: WOLVES, text: e.why === "no" ? "投降取消（有人拒绝）。" : "投降请求过期（阶段结束），可以重新发起。" },
      ];
    case "kill_proposed":
      return [
        {
          to: WOLVES,
          text: `${e.seat}号提议${e.second ? "第二刀" : ""}：${e.target === null ? "空刀" : `刀${e.target}号`}。`,
        },
      ];
    case "kills_settled":
      return [
        {
          to: WOLVES,
          text: `${e.kill === null ? "今晚没有统一指杀，无人被指杀。" : `今晚指杀：${e.kill}号。`}${e.kill2 !== null ? `第二刀：${e.kill2}号。` : ""}`,
        },
      ];
    case "night_acted":
      return [{ to: dm(e.seat), text: `已收到：${actZh(e.act, e.target)}。` }];
    case "told":
      return toldForum(e.seat, e.kind, e.value, e.about);
    default:
      return null;
  }
}

function actZh(act: string, t: unknown): string {
  const s = typeof t === "number" ? `${t}号` : Array.isArray(t) ? seats(t as number[]) : "";
  const names: Record<string, string> = {
    guard: s ? `守护${s}` : "空守",
    check: `查验${s}`,
    adore: `爱慕${s}`,
    charge: s ? `冲锋${s}` : "不冲锋",
    save: `救${s}`,
    poison: `毒${s}`,
    pass: "不用药",
    shoot: s ? `最后一枪设为${s}` : "不开枪",
    link: `连${s}为情侣`,
    serve: `认${s}为主人`,
  };
  return names[act] ?? act;
}

/** A private answer (F11, F12, F20, F21), to its seat only. */
function toldForum(seat: number, kind: string, value: unknown, about?: number): Message[] {
  switch (kind) {
    case "check":
      return [
        {
          to: dm(seat),
          text: `查验结果：${about ? `${about}号是` : ""}${value === "village" ? "村民阵营" : value === "not_village" ? "非村民阵营" : String(value)}。`,
        },
      ];
    case "lover":
      return [{ to: dm(seat), text: `你成为情侣之一，另一名情侣是${String(value)}号（情侣一方出局另一方殉情）。` }];
    case "knife":
      if (value === null) return [];
      return [
        {
          to: dm(seat),
          text: `通灵：今晚被指杀的是 ${Array.isArray(value) && value.length ? seats(value as number[]) : "无人"}。请在22:00前私聊“救 12”“毒 12”或“不用”（每晚只能用一瓶）。`,
        },
      ];
    case "camp":
    case "master":
      return [
        {
          to: dm(seat),
          text: `你的主人属于${campName(value === "wolves" ? "wolves" : "villagers")}，你加入这个阵营。`,
        },
      ];
    case "inherited":
      return [
        {
          to: dm(seat),
          text: `你的主人出局了：你继承他的身份与技能：${cardName(String(value))}（不重置次数）。`,
        },
      ];
    default:
      return [];
  }
}
