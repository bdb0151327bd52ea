/**
 * 幽灵 (seed 002 狼人 pool ⑤, no tag; HK83, HK11, HK72, HK62, HK132):
 * - 附体 (`haunt`, [黄昏][指定]) in any 黄昏 (window `dusk`, settled at 黄昏 (4), C+20, before 镜's 折镜: 002 游戏流程 (4)
 *   「幽灵<附体>…镜<折射>依次发动」) on a living other. From then to C+80 of the night that follows, the host is his:
 *   at each block's end (C+35, C+50, C+60) he is told the host's acts accepted so far that night (`host_acts`) and,
 *   at each block's end and at C+70, each result the host was told since (`host_told`, the host's own entry as its
 *   value), after every card's own results (`relay`, HK12). The host out before C+80 → he takes 致死伤害 right
 *   after (cause `haunt`, HK72's linked outs; a red-card out of the host too, HK62).
 * - 夺舍 (`seize`, [黄昏], HK11: with 附体 at 黄昏 (4)): sent in a 黄昏 after the one before's 附体 settled; it
 *   settles right after 附体 and succeeds when tonight's 附体 settled on that same character (two consecutive 黄昏).
 *   That night he sends the host's night acts himself, with the host's act ids, as if he were the host
 *   (`actsFor`): each is the host's act — checked and settled as the host's, its user the host — and the host's
 *   own acts that night are accepted and void (`hk_acted` `voided`, HK83 「宿主的技能无效」).
 *
 * Readings where the rulings are silent: 「当晚所有操作」 are the host's acts that count (the last of each act, HK13,
 * are what settle; every accepted one is told, re-sent ones included); the ghost is told at the close of a day after
 * his 附体 that 夺舍 is open to him if he haunts that character again (002 「获得通知可以发动该技能」), and at 黄昏 (4)
 * whether it succeeded; the damage's source is the host, as a love death's is the dead lover (HK37 [2]); the host's
 * results are still told to the host (the skill and its user are his; 002 does not hide them) — the ghost learns them
 * by 附体; a seized host is told nothing of it, so his own acts are accepted (HK13); the ghost's acts for the host stand
 * if the ghost goes out before their step (their user is the host). HK132 names 幽灵 among the wolf-camp characters
 * outside the [群内] group, who know nobody; his card has no [接刀] tag (002, HK71's ranks), so he never takes the kill.
 */
import { calOfState, deadlineOf } from "../../calendar-hk.ts";
import type { Tx } from "../../tx.ts";
import type { GameState } from "../../types.ts";
import type { HkCardSpec } from "./types.ts";

/** A seat's memory number, or null. */
function num(s: GameState, seat: number, key: string): number | null {
  const v = s.seats[seat - 1].mem[key];
  return typeof v === "number" ? v : null;
}

/**
 * HK83: the ghost's current host — the seat his 附体 of day d's 黄昏 settled on, from its settlement to C+80 of
 * night d+1 (the night's phases keep day d until the opening) — or null.
 */
export function hauntedNow(s: GameState, holder: number, nowMs: number): number | null {
  const ph = s.phase;
  const host = num(s, holder, "hauntOn");
  if (ph.kind !== "hk" || host === null || num(s, holder, "hauntDay") !== ph.day) return null;
  if (ph.stage === "dusk" || ph.stage === "night") return host;
  const cal = calOfState(s);
  return ph.stage === "dawn" && cal !== null && nowMs < deadlineOf(cal, ph.day, "dawnWindow") ? host : null;
}

/** HK83: the host whose night acts the ghost sends tonight (夺舍 settled at this 黄昏, host living), or null. */
export function seizedHost(s: GameState, holder: number): number | null {
  const ph = s.phase;
  const host = num(s, holder, "hauntOn");
  if (ph.kind !== "hk" || ph.stage !== "night" || host === null || !s.seats[holder - 1].alive) return null;
  if (num(s, holder, "seizeDay") !== ph.day || !s.seats[host - 1].alive) return null;
  return host;
}

/** HK83: one of the host's acts as told — its skill (act id), what it named and its value. */
interface HostAct {
  skill: string;
  target: unknown;
  value?: unknown;
}

/** HK83, HK12: what the ghost learns of his host at a block's end (acts) and at each telling (results). */
function relayHost(tx: Tx, holder: number, host: number, withActs: boolean): void {
  const ph = tx.s.phase;
  if (withActs && ph.kind === "hk") {
    const acts = ph.acts[String(host)] ?? [];
    const told = num(tx.s, holder, "hauntActs") ?? 0;
    if (acts.length > told) {
      tx.emit({ type: "mem_set", seat: holder, key: "hauntActs", value: acts.length });
      const value: HostAct[] = acts.slice(told).map((a) => ({
        skill: a.act,
        target: a.target,
        ...(a.value !== undefined ? { value: a.value } : {}),
      }));
      tx.emit({ type: "told", seat: holder, kind: "host_acts", value, about: host });
    }
  }
  const record = tx.s.record.told;
  // HK145: a rewind restores his memory, not what was told: nothing told before it is relayed again.
  const from = Math.max(num(tx.s, holder, "hauntTold") ?? record.length, tx.s.hk?.toldAtRewind ?? 0);
  const news = record.slice(from).filter((t) => t.seat === host);
  for (const t of news) {
    const value = {
      kind: t.kind,
      value: t.value,
      ...(t.about !== undefined ? { about: t.about } : {}),
      ...(t.settledOn !== undefined ? { settledOn: t.settledOn } : {}),
    };
    tx.emit({ type: "told", seat: holder, kind: "host_told", value, about: host });
  }
  tx.emit({ type: "mem_set", seat: holder, key: "hauntTold", value: tx.s.record.told.length });
}

export const ghost: HkCardSpec = {
  id: "ghost",
  texts: {
    "zh-Hans": {
      rules:
        "幽灵：狼人阵营。附体——每个黄昏（关门后20分钟内）可以附体一名其他存活角色：当晚每个行动时间段结束时，你会得知他当晚发动的所有技能和收到的所有反馈；若他在次日晨曦结束前出局，你随之受到致死伤害。夺舍——连续两个黄昏附体同一名角色时，可以在第二个黄昏同时发动夺舍：当晚由你代替他发动他的夜间技能（直接发送他的技能指令，例如“预言 5号”），他本人当晚发动的技能全部无效。",
      acts: { haunt: "附体", seize: "夺舍" },
      told: {
        seize_ready: { text: "你昨晚附体了{seat}：今天黄昏若继续附体{seat}，可以同时发动夺舍。" },
        seized: {
          text: {
            ok: "夺舍成功：今晚由你代替{seat}发动其夜间技能（直接发送其技能指令），其本人今晚的技能无效。",
            failed: "夺舍没有成功：需要连续两个黄昏附体同一名角色。",
          },
        },
        host_acts: { text: "附体：{about}今晚发动了：{items}。", item: "“{skill}”" },
        host_told: { text: "附体：{about}收到了反馈。" },
      },
    },
    en: {
      rules:
        "Ghost: werewolf camp. Possess — each dusk (within 20 minutes of the close) you may possess another living character: at the end of each of that night's time blocks, you learn every skill they used and every result they were told that night; if they go out before the next dawn ends, you take lethal damage with them. Take Over — after possessing the same character two dusks in a row, you may also Take Over at the second dusk: that night you use their night skills in their place (send me their skill commands directly, e.g. a Prophecy on #5), and every skill they use themselves that night has no effect.",
      acts: { haunt: "Possess", seize: "Take Over" },
      told: {
        seize_ready: {
          text: "You possessed {seat} last night: if you possess {seat} again this dusk, you may also Take Over.",
        },
        seized: {
          text: {
            ok: "Take Over worked: tonight you use {seat}'s night skills in their place (send their skill commands directly); their own skills have no effect tonight.",
            failed: "Take Over failed: it needs the same character possessed two dusks in a row.",
          },
        },
        host_acts: { text: "Possession: tonight {about} used: {items}.", item: '"{skill}"' },
        host_told: { text: "Possession: {about} was told a result." },
      },
    },
  },
  toldVariant: { seized: (v) => (v === null ? "failed" : "ok") },
  scripted: "silent",
  skills: [
    {
      id: "haunt",
      acts: { haunt: { window: "dusk", step: 3.5, target: "other" } },
      timing: { phase: "day", only: "calendar" },
    },
    {
      id: "seize",
      acts: { seize: { window: "dusk", step: 3.6, target: "none" } },
      timing: { phase: "day", only: "calendar" },
    },
  ],
  validate(s, seat, act) {
    if (act !== "seize") return null;
    // HK83: 夺舍 is open in a 黄昏 after the one before's 附体 settled on a character still living.
    const ph = s.phase;
    const host = num(s, seat, "hauntOn");
    const ready = ph.kind === "hk" && host !== null && num(s, seat, "hauntDay") === ph.day - 1;
    return ready && s.seats[(host as number) - 1].alive ? null : { code: "hk.seize_not_ready", seat, act };
  },
  settle(tx, a) {
    const m = tx.s.seats[a.seat - 1].mem;
    if (a.act === "haunt") {
      const set = (key: string, value: number | null) => tx.emit({ type: "mem_set", seat: a.seat, key, value });
      set("hauntPrevOn", typeof m.hauntOn === "number" ? m.hauntOn : null);
      set("hauntPrevDay", typeof m.hauntDay === "number" ? m.hauntDay : null);
      set("hauntOn", a.target as number);
      set("hauntDay", a.n);
      set("hauntActs", 0);
      set("hauntTold", tx.s.record.told.length);
      return;
    }
    if (a.act !== "seize") return;
    // HK83, HK11: tonight's 附体 (settled just before) and the one before's on one character.
    const ok = m.hauntDay === a.n && m.hauntPrevDay === a.n - 1 && m.hauntOn === m.hauntPrevOn;
    if (ok) tx.emit({ type: "mem_set", seat: a.seat, key: "seizeDay", value: a.n });
    tx.emit({ type: "told", seat: a.seat, kind: "seized", value: ok ? m.hauntOn : null });
  },
  atClose(tx, holder, n) {
    const host = num(tx.s, holder, "hauntOn");
    if (n < 1 || host === null || num(tx.s, holder, "hauntDay") !== n - 1) return;
    if (!tx.s.seats[holder - 1].alive || !tx.s.seats[host - 1].alive) return;
    tx.emit({ type: "told", seat: holder, kind: "seize_ready", value: host });
  },
  relay(tx, holder, when, n) {
    const host = num(tx.s, holder, "hauntOn");
    if (host === null || num(tx.s, holder, "hauntDay") !== n - 1 || !tx.s.seats[holder - 1].alive) return;
    relayHost(tx, holder, host, when !== "resolution");
  },
  actsFor: (s, holder) => seizedHost(s, holder),
  onOut(tx, holder, out) {
    if (out.seat === holder || !tx.s.seats[holder - 1].alive) return;
    if (hauntedNow(tx.s, holder, tx.nowMs) !== out.seat) return;
    // HK83, HK72: right after the host's out; its source is the host (as a love death's, HK37).
    return [{ kind: "haunt", target: holder, source: out.seat, cause: "haunt", damage: "lethal" }];
  },
};
