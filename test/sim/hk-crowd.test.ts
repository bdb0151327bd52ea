/**
 * Issue 27 item 5: the scripted forum-hk players read only what their own WeChat shows — the deal
 * DM's card, the wolves' group's roster, the thread, a prompt by DM — and keep the calendar: at 09:00
 * each living seat posts and votes in the thread, at nightfall (21:20) the pack proposes its kill
 * in its group and each card acts by DM, in the chat's words. The bot is played here by hand.
 */
import { afterEach, describe, expect, it } from "vitest";
import { MockNetwork, type WireMessage } from "../../src/chat/mock-network.ts";
import { CORE_BOARD } from "../../src/engine/families/forum-hk/deal.ts";
import { hkCard } from "../../src/engine/roles/hk/pools.ts";
import { makeForumTable } from "../../src/sim/forum-crowd.ts";
import { HkCrowd } from "../../src/sim/hk-crowd.ts";
import { campName } from "../../src/vocab/index.ts";

const H = 3_600_000;
/** 2026-03-01 00:00 in UTC+8. */
const MIDNIGHT = Date.UTC(2026, 1, 28, 16);

let crowd: HkCrowd | null = null;
afterEach(() => crowd?.stop());

describe("the forum-hk crowd (issue 27 item 5)", () => {
  it("signs up, reads its cards and the pack, then votes by day and acts by night in the contract's words", async () => {
    const net = new MockNetwork("版杀导演机器人");
    const table = makeForumTable(net, 14, "版杀·空洞骑士");
    let now = MIDNIGHT + 20 * H;
    crowd = new HkCrowd(net, table, { seed: 3, now: () => now, tickMs: 60_000, board: "core" });
    const wire: WireMessage[] = [];
    net.onMessage((m) => wire.push(m));
    const bot = net.botUser;
    void crowd.play(60_000);
    await net.waitFor((m) => m.text === "开始");
    expect(wire.filter((m) => m.text === "报名")).toHaveLength(14);
    expect(wire[0].text).toBe("开房 空洞骑士");
    // The deal: seat i gets CORE_BOARD[i-1]; the pack's group names its seats.
    for (let i = 0; i < 14; i++) {
      const c = hkCard(CORE_BOARD[i]);
      bot.say(`你是${i + 1}号，你的身份是：${c?.name}（${campName(c?.camp ?? "")}）。`).to(table.players[i]);
    }
    const pack = CORE_BOARD.flatMap((id, i) => (hkCard(id)?.tag === "pack" ? [i + 1] : []));
    const wolves = net.room("狼群", [bot, ...pack.map((s) => table.players[s - 1])]);
    bot.say(`狼人群：${pack.map((s) => `${s}号`).join("、")}（群内狼人）。每人私聊我“杀人 12号”。`).to(wolves);
    await crowd.settled();
    // 开局: 粉丝 follows, 宗教老爷爷 names his heretics, by DM.
    const dms = (seat: number) => wire.filter((m) => m.from === table.players[seat - 1].id && m.to === bot.id);
    const seatOf = (id: string) => CORE_BOARD.indexOf(id as never) + 1;
    expect(dms(seatOf("fan")).map((m) => m.text)).toEqual([expect.stringMatching(/^追随 \d+号$/)]);
    expect(dms(seatOf("old_believer"))[0]?.text).toMatch(/^指定异端( \d+号){7}$/);
    // Night 1 (21:20, HK69: no kill): the cards act, nobody kills.
    now = MIDNIGHT + 21 * H + 20 * 60_000;
    await crowd.settled();
    expect(dms(seatOf("seer")).at(-1)?.text).toMatch(/^预言 \d+号$/);
    expect(wire.some((m) => m.text.startsWith("杀人"))).toBe(false);
    // Day 1 (09:00): a post and a ballot of every seat; the pack votes a villager, the rest a wolf.
    now = MIDNIGHT + 24 * H + 9 * H;
    await crowd.settled();
    const ballots = wire.filter((m) => m.room === table.group.id && /^(投票|改票) \d+号$|^弃权$/.test(m.text));
    expect(new Set(ballots.map((m) => m.from)).size).toBe(14);
    for (const s of pack)
      for (const b of ballots.filter((m) => m.from === table.players[s - 1].id)) {
        const t = Number(/(\d+)号/.exec(b.text)?.[1]);
        expect(pack.includes(t)).toBe(false);
      }
    // The thread tells an out; night 2: every living pack member proposes the same kill in the group.
    bot.say("第1天黄昏出局：2号（投票出局）。").to(table.group);
    now = MIDNIGHT + 24 * H + 21 * H + 20 * 60_000;
    await crowd.settled();
    const kills = wire.filter((m) => m.room === wolves.id && m.text.startsWith("杀人"));
    expect(kills.map((m) => m.from).sort()).toEqual(
      pack
        .filter((s) => s !== 2)
        .map((s) => table.players[s - 1].id)
        .sort(),
    );
    expect(new Set(kills.map((m) => m.text)).size).toBe(1);
    const target = Number(/(\d+)号/.exec(kills[0].text)?.[1]);
    expect(CORE_BOARD[target - 1]).not.toMatch(/wolf|bat|gargoyle/);
    expect(target).not.toBe(2);
    // A last-words prompt is answered by DM; the end post ends the play.
    bot.say("你已出局，没有遗言。").to(table.players[2 - 1]);
    bot.say("你已出局。你有遗言：请在下一个白天 09:00 开门前私聊我“遗言 ……”。").to(table.players[target - 1]);
    await crowd.settled();
    expect(dms(target).at(-1)?.text).toMatch(/^遗言 /);
    expect(dms(2).some((m) => m.text.startsWith("遗言"))).toBe(false);
    bot.say("游戏结束：好人阵营获胜。").to(table.group);
    await crowd.settled();
    expect(crowd.ended).toMatch(/游戏结束/);
  });
});
