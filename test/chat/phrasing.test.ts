/**
 * Issue 13 item 3: players type the way players type. A table of real-style inputs, each with
 * the intent it must give (or `-`: it must stay unread — speech, banter, questions, someone
 * else's command). Read by the grammar and the phrasing layer together (`parsePlayer`), as the
 * router reads them; one case goes through the mocked network too.
 */
import { describe, expect, it } from "vitest";
import { type PlayerIntent, parsePlayer } from "../../src/chat/phrasing.ts";
import { makeTable } from "../../src/sim/director.ts";
import { chatStack } from "./stack.ts";

/** The compact form the table uses: `vote:1`, `vote:-` (弃票), `end@3` (3号过), `-` (unread). */
function compact(i: PlayerIntent | null): string {
  if (!i) return "-";
  if (i.kind === "act") {
    const name = { end_speech: "end", self_destruct: "boom" }[i.act as string] ?? i.act;
    const t = i.target === undefined ? "" : `:${i.target === null ? "-" : String(i.target)}`;
    const vote = i.act === "vote" || i.act === "kill" || i.act === "guard" || i.act === "shoot" || i.act === "badge";
    return `${name}${vote ? t || ":-" : t}${i.seat !== undefined ? `@${i.seat}` : ""}`;
  }
  if (i.kind === "join") return i.seat ? `join:${i.seat}` : "join";
  return i.kind === "bad" ? `bad:${i.reason}` : i.kind;
}

// channel | what the player types | the intent it must give
const TABLE = `
dm | 上警 | run
dm | 我要上警 | run
dm | 我想上警 | run
dm | 我上警 | run
dm | 我要上警！ | run
dm | 竞选警长 | run
dm | 我竞选警长 | run
dm | 我参加竞选 | run
dm | 好的，我上警 | run
dm | 上警吧 | run
dm | 3号上警 | run@3
dm | 我不上警 | no_run
dm | 不上警 | no_run
dm | 我不竞选 | no_run
dm | 我不当警长 | no_run
dm | 这轮我不上警 | no_run
dm | 我要上警吗 | -
dm | 上警的都是狼 | -
dm | 要不要上警 | -
dm | 投1号 | vote:1
dm | 我投1号 | vote:1
dm | 投给1号 | vote:1
dm | 我投给1号 | vote:1
dm | 改投2号 | vote:2
dm | 我改投2号 | vote:2
dm | 改投给2号 | vote:2
dm | 票投3号 | vote:3
dm | 我票投3号 | vote:3
dm | 把票投给4号 | vote:4
dm | 投5号一票 | vote:5
dm | 投 6 号 | vote:6
dm | 投６号 | vote:6
dm | 投十二号 | vote:12
dm | 我投十号 | vote:10
dm | 那我投7号吧 | vote:7
dm | 投1 | vote:1
dm | 投票给8号 | vote:8
dm | 我决定投9号 | vote:9
dm | 弃票 | vote:-
dm | 我弃票 | vote:-
dm | 弃权 | vote:-
dm | 我弃权 | vote:-
dm | 投弃票 | vote:-
dm | 我投弃票 | vote:-
dm | 改弃票 | vote:-
dm | 这轮弃票 | vote:-
dm | 不投票 | vote:-
dm | 别投1号 | -
dm | 不要投1号 | -
dm | 投1号的都是狼 | -
dm | 我投1号你们呢 | -
dm | 我投1号？ | -
dm | 大家投1号 | -
dm | 1号投谁 | -
dm | 为什么投我 | -
group | 过 | end
group | 过了 | end
group | 我过了 | end
group | 我过 | end
group | 我说完了 | end
group | 说完了 | end
group | 我讲完了 | end
group | 讲完了 | end
group | 发言完毕 | end
group | 我发言完毕 | end
group | 发言结束 | end
group | 我发言结束 | end
group | 结束发言 | end
group | 完毕 | end
group | 过麦 | end
group | 过。 | end
group | 好的，我说完了 | end
group | pass | end
group | 3号过 | end@3
group | 3号说完了 | end@3
group | 3号发言完毕 | end@3
group | 十二号过 | end@12
group | 我说完了吗 | -
group | 过了这轮再说 | -
group | 他说完了 | -
group | 你说完了没 | -
group | 等我说完 | -
group | 好过 | -
group | 过一会儿 | -
group | 我是好人，3号发言很像狼 | -
group | 我觉得3号是狼 | -
group | 爆 | boom
group | 自爆 | boom
group | 我自爆 | boom
group | boom | boom
group | 爆了吗 | -
group | 退水 | withdraw
group | 我退水 | withdraw
group | 3号退水 | withdraw@3
group | 警左 | order:down
group | 警右 | order:up
group | 报名 | join
group | 我要报名 | join
group | 我报名 | join
group | 算我一个 | join
group | 加我一个 | join
group | 坐3号 | join:3
group | 我坐3号 | join:3
group | 坐3 | join:3
group | 退出 | leave
group | 我退出 | leave
group | 不玩了 | leave
group | 我不玩了 | leave
group | 取消报名 | leave
group | 我要退出吗 | -
group | 谁报名了 | -
wolves | 杀3号 | kill:3
wolves | 刀3 | kill:3
wolves | 刀3号 | kill:3
wolves | 杀三号 | kill:3
wolves | 我们刀3 | kill:3
wolves | 今晚刀5号 | kill:5
wolves | 今晚我们刀5号 | kill:5
wolves | 同意刀5 | kill:5
wolves | 跟刀5号 | kill:5
wolves | 同意5号 | kill:5
wolves | 那就刀5吧 | kill:5
wolves | 砍7号 | kill:7
wolves | 5号确定 | kill:5
wolves | 空刀 | kill:-
wolves | 今晚空刀 | kill:-
wolves | 不刀 | kill:-
wolves | 刀谁 | -
wolves | 刀5号还是6号 | -
wolves | 5号是预言家吧 | -
wolves | 别刀5号 | -
dm | 验5号 | check:5
dm | 验5 | check:5
dm | 我验5 | check:5
dm | 我验5号 | check:5
dm | 查5 | check:5
dm | 我查5号 | check:5
dm | 查验5号 | check:5
dm | 验一下5号 | check:5
dm | 今晚验五号 | check:5
dm | 验5号的身份 | check:5
dm | 验5号是金水 | -
dm | 5号是查杀 | -
dm | 毒5号 | poison:5
dm | 我毒5号 | poison:5
dm | 毒死5号 | poison:5
dm | 毒掉5号 | poison:5
dm | 我要毒5号 | poison:5
dm | 用毒药毒5号 | poison:5
dm | 他毒5号了 | -
dm | 救 | save
dm | 救人 | save
dm | 用解药 | save
dm | 我用解药 | save
dm | 救他 | save
dm | 不救 | pass
dm | 不用药 | pass
dm | 我不用药 | pass
dm | 不救不毒 | pass
dm | 守5号 | guard:5
dm | 我守5号 | guard:5
dm | 守护5号 | guard:5
dm | 保护5号 | guard:5
dm | 空守 | guard:-
dm | 今晚空守 | guard:-
dm | 不守 | guard:-
dm | 开枪5号 | shoot:5
dm | 开枪带走5号 | shoot:5
dm | 带走5号 | shoot:5
dm | 我开枪打5号 | shoot:5
dm | 我带走5号 | shoot:5
dm | 不开枪 | shoot:-
dm | 我不开枪 | shoot:-
dm | 不带人 | shoot:-
dm | 移交5号 | badge:5
dm | 警徽给5号 | badge:5
dm | 移交警徽给5号 | badge:5
dm | 把警徽给5号 | badge:5
dm | 警徽交给5号 | badge:5
dm | 撕警徽 | badge:-
dm | 撕掉警徽 | badge:-
dm | 我撕警徽 | badge:-
dm | 警徽给谁 | -
dm | 帮助 | help
dm | 战绩 | stats
dm | 排行榜 | leaderboard
dm | 你好 | -
dm | 在吗 | -
dm | 我是预言家 | -
dm | 哈哈哈 | -
dm | 投票了吗 | -
dm | 过会儿再验 | -
dm | 守谁好 | -
dm | 毒谁 | -
dm | 开枪吗 | -
dm | 我是猎人我开枪 | -
group | 3号说完了我再说 | -
group | 我先说两句 | -
wolves | 刀口在哪 | -
wolves | 我们刀谁 | -
`
  .trim()
  .split("\n")
  .map((l) => l.split(" | ").map((x) => x.trim()) as ["group" | "dm" | "wolves", string, string]);

describe("players type the way players type (issue 13 item 3)", () => {
  it("the table has at least 150 real-style inputs, unread ones included", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(150);
    expect(TABLE.filter((r) => r[2] === "-").length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)("%s: %s → %s", (channel, text, want) => {
    expect(compact(parsePlayer(text, channel))).toBe(want);
  });
});

describe("phrasings in the chat (issue 13 item 3)", () => {
  it("through the mocked network: 我要报名 seats a player, 我不玩了 takes him off again", async () => {
    const s = await chatStack("embedded");
    try {
      const t = makeTable(s.net, "ph");
      const inGroup = (re: RegExp) => (m: { room?: string; text: string }) => m.room === t.group.id && re.test(m.text);
      t.judge.say("开房 444-idiot").to(t.group);
      await s.waitFor(inGroup(/开房：/));
      t.players[2].say("我要报名").to(t.group);
      await s.waitFor(inGroup(/入座1号/));
      t.players[2].say("我不玩了").to(t.group);
      const left = await s.waitFor(inGroup(/离开1号/));
      expect(left.text).toContain("（0/12）");
    } finally {
      await s.stop();
    }
  }, 60_000);
});

describe("phrasings with other digits, 號 and invisible characters (issue 25 item 10)", () => {
  it("reads them as the plain ones", () => {
    expect(parsePlayer("我投٣號", "dm")).toEqual({ kind: "act", act: "vote", target: 3 });
    expect(parsePlayer("我\u200b验5号", "dm")).toEqual({ kind: "act", act: "check", target: 5 });
    expect(parsePlayer("同意刀\ufeff5號", "wolves")).toEqual({ kind: "act", act: "kill", target: 5 });
  });
});
