/**
 * The whole games' transcripts (transcript.ts, `LANGS_TRANSCRIPTS`): one screen per section, the
 * staff's DMs and the first seat of each role's, markdown's marks escaped. A made-up wire, no game.
 */
import { describe, expect, it } from "vitest";
import type { WireMessage } from "../../../src/chat/mock-network.ts";
import type { LangGame } from "./lang-games.ts";
import { mdLine, transcript } from "./transcript.ts";

const contact = (id: string, name: string) => ({ id, payload: { name } });
const bot = contact("bot", "狼人法官");
const judge = contact("j", "法官阿华");
const players = [contact("p1", "1号玩家1"), contact("p2", "2号玩家2"), contact("p3", "3号玩家3")];
const all = ["bot", "j", "p1", "p2", "p3"];
let seq = 0;
const m = (from: string, text: string, where: { room?: string; to?: string }): WireMessage => ({
  seq: ++seq,
  from,
  text,
  seenBy: where.room ? all : [from, where.to ?? ""],
  ...where,
});
const wire = [
  m("j", "开房 444预女猎白", { room: "g" }),
  m("bot", "本群的语言已设为 English.", { room: "g" }),
  m("bot", "Night 1 *falls*:\nwolves, [wake] <up>", { room: "g" }),
  m("bot", "Your teammate: #2", { room: "w" }),
  m("bot", "You are the Seer.", { to: "p1" }),
  m("p1", "验2号", { to: "bot" }),
  m("bot", "You are a Werewolf.", { to: "p2" }),
  m("bot", "You are a Werewolf too.", { to: "p3" }),
  m("bot", "Judge board", { to: "j" }),
];
const game = {
  ruleset: "classic",
  lang: "en",
  ended: true,
  outcome: { winner: "villagers", seats: ["1:seer:alive", "2:werewolf:N1/exile", "3:werewolf:D1/exile"] },
  net: { botUser: bot, wire, mocker: { cacheRoomPayload: new Map([["w", { topic: "狼人夜聊" }]]) } },
  people: [judge, ...players],
  groupId: "g",
  since: 2,
  jumps: 4,
  wallMs: 1000,
  seated: [1, 2, 3].map((seat) => ({ seat, playerId: `p${seat}` })),
  wolfRoom: "w",
} as unknown as LangGame;

describe("a whole game's transcript", () => {
  const md = transcript(game);

  it("escapes markdown's marks and keeps a message on one line", () => {
    expect(mdLine("Night 1 *falls*:\nwolves, [wake] <up>")).toBe(
      "Night 1 \\*falls\\*:<br>wolves, \\[wake\\] &lt;up&gt;",
    );
  });

  it("shows the group in full, then the wolves' room, with the outcome above", () => {
    expect(md).toMatch(/^# classic in English/);
    expect(md).toContain("| 2 | 2号玩家2 | werewolf | N1/exile |");
    const group = md.slice(
      md.indexOf("## The match group (3 messages)"),
      md.indexOf("## The wolves' room (1 messages)"),
    );
    expect(group).toContain("- **法官阿华**: 开房 444预女猎白");
    expect(group).toContain("*(the language is set)*");
    expect(group).toContain("wolves, \\[wake\\]");
    expect(md).toContain("- **狼人法官**: Your teammate: #2");
  });

  it("shows the judge's DMs and the first seat of each role's, both ways", () => {
    expect(md).toContain("### 法官阿华 (staff) (1 messages)");
    expect(md).toContain("### 1号玩家1 (seat 1, seer) (2 messages)");
    expect(md).toContain("- **1号玩家1**: 验2号");
    expect(md).toContain("### 2号玩家2 (seat 2, werewolf) (1 messages)");
    // Seat 3 is the second werewolf: told the same sentences, left out.
    expect(md).not.toContain("You are a Werewolf too.");
  });
});
