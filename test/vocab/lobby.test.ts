/**
 * Issue 23, the lobby's words in English and 繁體: a match group set to English (and one set to
 * 繁體) goes through a room's life on the mocked network — a refused opening, the opening, refused
 * seats, sign-ups up to a full room, a departure, the inspector's refused check-in, a seated
 * player's early post flagged to the judge, a start without an inspector declined, the close — and
 * every line the bot says there reads in the chat's language: no Chinese left in English but the
 * commands players type (quoted) and the players' own names, no `{{`, no "[object Object]". The
 * match sheets, the undelivered-message report and the router's own words render the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_MATCH_SCORING,
  gameSheetText,
  type MatchView,
  matchSheet,
  matchSheetText,
} from "../../src/app/match.ts";
import { undeliveredReport } from "../../src/app/outbox.ts";
import { RoomError } from "../../src/app/rooms.ts";
import { FRIEND_GREETING_MSG } from "../../src/chat/login.ts";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { HELD } from "../../src/chat/wechaty.ts";
import { type Board, boardById } from "../../src/engine/boards.ts";
import { rulesetOf } from "../../src/engine/rulesets/index.ts";
import { makeTable, type Table } from "../../src/sim/director.ts";
import { ChatLanguages } from "../../src/store/languages.ts";
import type { OutboxRow } from "../../src/store/outbox.ts";
import type { Lang } from "../../src/vocab/index.ts";
import { render, say } from "../../src/vocab/msg.ts";
import { rulesetIntroMsg } from "../../src/voice/rules-text.ts";
import { type ChatStack, chatStack } from "../chat/stack.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** `text` without the quoted commands (`"开始"`), a player's quoted words (`「…」`) and the given names: what must be English. */
function bare(text: string, names: readonly string[]): string {
  let t = text.replace(/"[^"\n]*"/g, '""').replace(/「[^」\n]*」/g, "「」");
  for (const n of names) t = t.split(n).join("");
  return t;
}

/** Every check of a rendered English line (`names`: the players' own names, kept as typed). */
function expectEnglish(text: string, names: readonly string[] = []): void {
  expect(CJK.test(bare(text, names)), text).toBe(false);
  expect(text, text).not.toContain("{{");
  expect(text, text).not.toContain("[object Object]");
  expect(text.trim(), text).not.toBe("");
}

describe("the lobby in English and 繁體, through the mocked network", () => {
  let s: ChatStack;
  let t: Table;
  let h: Table;
  let bot: string;
  let names: string[];

  /** `from` says `text` in `room`; the first bot message after it that `pred` takes. */
  async function ask(
    from: { say: Table["judge"]["say"] },
    text: string,
    room: Table["group"],
    pred: (m: WireMessage) => boolean,
  ): Promise<WireMessage> {
    const since = s.net.wire.length;
    from.say(text).to(room);
    return s.waitFor((x) => x.from === bot && pred(x), 15_000, since);
  }
  const inGroup = (g: Table) => (m: WireMessage) => m.room === g.group.id;

  beforeAll(async () => {
    s = await chatStack("embedded", { seed: () => 7, judges: new Set(["en_judge", "ht_judge"]) });
    t = makeTable(s.net, "en");
    h = makeTable(s.net, "ht");
    bot = s.net.botUser.id;
    // Their names as typed (the opening names the judge without his 法官 prefix).
    names = [t.judge, t.inspector, ...t.players].map((c) => c.payload.name);
    names.push(t.judge.payload.name.replace(/^法官/, ""));
    const langs = new ChatLanguages(s.rt.store.db);
    await langs.set(t.group.id, "en", t.judge.id);
    await langs.set(t.judge.id, "en", t.judge.id);
    await langs.set(t.players[4].id, "en", t.players[4].id);
    await langs.set(h.group.id, "zh-Hant", h.judge.id);
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
  });

  it("a room's life in an English group: every line the bot says there is English", async () => {
    const since = s.net.wire.length;
    const g = inGroup(t);
    const p = (seat: number) => t.players[seat - 1];
    const refused = await ask(p(4), "开房 444预女猎白", t.group, g);
    expect(refused.text).toBe(
      'Only a certified ranked judge may open a ranked room. Classic and table games score no ranking points, so anyone may open them: "开房 经典 444预女猎白" / "开房 桌游 12人".',
    );
    const opened = await ask(t.judge, "开房 444-idiot", t.group, g);
    expect(opened.text.split("\n")[0]).toBe(
      'Judge 老王 opens a room: 4-4-4 Seer, Witch, Hunter, Idiot (12 players). Send "join" or "sit N" (seat N) to take a seat; once every seat is taken, the judge sends "start". Ranked game: an inspector must check in by sending "督察" (inspector) in the group.',
    );
    await ask(t.judge, "坐1号", t.group, g);
    await ask(t.inspector, "督察", t.group, g);
    const first = await ask(p(1), "坐1号", t.group, g);
    expect(first.text).toBe(`${p(1).payload.name} takes seat #1 (1/12).`);
    const taken = await ask(p(2), "坐1号", t.group, g);
    expect(taken.text).toBe("#1 is taken. Free seats: #2, #3, #4, #5, #6, #7, #8, #9, #10, #11, #12.");
    await ask(p(3), "坐99号", t.group, g);
    for (let seat = 2; seat <= 12; seat++) await ask(p(seat), `坐${seat}号`, t.group, g);
    await ask(p(12), "退出", t.group, g);
    const full = await ask(p(12), "坐12号", t.group, g);
    expect(full.text).toBe(`${p(12).payload.name} takes seat #12 (12/12). Every seat is taken: judge, send "start".`);
    // A seated player's post: flagged to the judge, told himself (both DMs set to English).
    await ask(p(5), "大家好", t.group, (m) => m.to === t.judge.id);
    await ask(t.judge, "开始", t.group, g);
    await ask(t.judge, "取消", t.group, g);
    await ask(t.judge, "关房", t.group, g);
    const said = s.net.wire.slice(since).filter((m) => m.from === bot && (m.room === t.group.id || m.to));
    const texts = said.filter((m) => m.room === t.group.id || m.to === t.judge.id || m.to === p(5).id);
    expect(texts.length).toBeGreaterThanOrEqual(24);
    // The ruleset's introduction inside the opening is the rules' texts (src/voice/rules-text.ts), in English too.
    const intro = render(rulesetIntroMsg(rulesetOf("ranked-s7"), boardById("444-idiot") as Board), "en");
    expect(opened.text).toContain(intro);
    for (const m of texts) expectEnglish(m.text, names);
    expect(texts.map((m) => m.text)).toContain("The judge closed the room.");
  }, 120_000);

  it("a 繁體 group reads the same lines through OpenCC", async () => {
    const g = inGroup(h);
    const opened = await ask(h.judge, "開房 444-idiot", h.group, g);
    expect(opened.text).toContain("開房：444預女獵白（12人）。請傳送“報名”或“坐X號”入座，滿員後由法官傳送“開始”。");
    expect(opened.text).toContain("入座的玩家不得在群內發布任何其他訊息");
    const seat = await ask(h.players[0], "坐1號", h.group, g);
    expect(seat.text).toBe(`「${h.players[0].payload.name}」入座1號（1/12）。`);
    for (const text of [opened.text, seat.text]) expect(text).not.toMatch(/\{\{|\[object Object\]/);
  }, 60_000);
});

describe("the lobby's other messages rendered in English and 繁體", () => {
  const table = rulesetOf("table");
  const board = boardById("table-9");
  const seat = (n: number, won: boolean) => ({
    seat: n,
    playerId: `p${n}`,
    name: `玩家${n}`,
    role: won ? ("seer" as const) : ("werewolf" as const),
    camp: won ? ("villagers" as const) : ("wolves" as const),
    won,
    alive: n % 2 === 0,
    deductions: n === 3 ? 1 : 0,
  });
  const played = [{ n: 1, gameId: "g1", protectedSeat: null, seats: [seat(1, true), seat(2, false), seat(3, true)] }];
  const view: MatchView = {
    id: "m1",
    matchGroupId: "grp",
    ruleset: table,
    board: board ?? (undefined as never),
    games: 5,
    status: "ended",
    scoring: DEFAULT_MATCH_SCORING,
    played,
    protectedId: null,
    sheet: matchSheet(played, 5, DEFAULT_MATCH_SCORING),
  };
  const names = ["玩家1", "玩家2", "玩家3"];

  it("the match sheets", () => {
    const sheet = matchSheetText(view);
    const game = gameSheetText(view, played[0]);
    for (const m of [sheet, game]) expectEnglish(render(m, "en"), names);
    expect(render(game, "en").split("\n")[3]).toBe("#3 玩家3, Seer (the village): won, out, deductions: 1, +1");
    expect(render(sheet, "en").split("\n")[0]).toBe(
      "Match score sheet (table rules, 9-player table, 1/5 games played, match over):",
    );
    expect(render(sheet, "zh-Hant").split("\n")[0]).toBe("比賽積分表（桌遊規則，桌遊9人，已賽1/5局，比賽結束）：");
  });

  it("the undelivered-message report, a room's refusal, the held message, the greeting, the apology", () => {
    const row = { op: "say", audience: "seat", seat: 3, attempts: 3, text: "", msg: say("lobby.closed") };
    const report = undeliveredReport(row as unknown as OutboxRow);
    expect(render(report, "en")).toBe(
      'Delivery failed (tried 3 times): the DM to #3 did not go through. Judge, please handle it by hand: "The judge closed the room."',
    );
    expect(render(report)).toBe("机器人发送失败（已重试3次）：3号私聊没有送达，请法官手动处理：“法官关闭了房间。”");
    const err = new RoomError(say("rooms.missing", { n: 2, seated: 10, total: 12 }));
    expect(err.message).toBe("还差2人（10/12），满员后才能开始。");
    for (const m of [report, err.msg, HELD, FRIEND_GREETING_MSG, say("router.failed")]) {
      expectEnglish(render(m, "en"));
      expect(render(m, "zh-Hant")).not.toMatch(/\{\{|\[object Object\]/);
    }
    const langs: Lang[] = ["zh-Hant", "en"];
    for (const l of langs) expect(render(HELD, l)).not.toBe(render(HELD));
  });
});
