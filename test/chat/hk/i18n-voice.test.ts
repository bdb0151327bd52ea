/**
 * Issue 23: forum-hk's voice in English and 繁體 — the thread's posts, the DMs and side groups, the
 * `状态` board and an unreadable vote post, rendered from real scenario replays (`narrateText(…, lang)`)
 * and real parses. In English no Chinese character is left but inside quotes (a command to type, a
 * player's words, a card's typed choice) or a typed excerpt (「…」); no `{{`, no "[object Object]".
 * Left in 简体 (shown as written, then OpenCC in 繁體): the deal DM (card help) and the results of the
 * cards whose module has no English yet (`hkHasEn`), and a player's 摄魂 words — `left`.
 */
import { describe, expect, it } from "vitest";
import { parseHkDm } from "../../../src/chat/families/forum-hk/grammar.ts";
import { parseHkVotePost } from "../../../src/chat/families/forum-hk/vote-posts.ts";
import type { GameState } from "../../../src/engine/types.ts";
import { runScenario } from "../../../src/scenario/runner.ts";
import { toHans, toHant } from "../../../src/vocab/hant.ts";
import { type Msg, render } from "../../../src/vocab/msg.ts";
import { hkCardHelp } from "../../../src/voice/families/forum-hk/card-help.ts";
import { hkHasEn, hkToldTemplate, hkValueTexts } from "../../../src/voice/families/forum-hk/card-texts.ts";
import { hkDirectorBoardMsg, hkStatusMsg } from "../../../src/voice/families/forum-hk/status.ts";
import { HK_ACT_ZH } from "../../../src/voice/families/forum-hk/texts.ts";
import { loadScenario } from "../../helpers.ts";
import { HK_FILES, hkFile, narrated, type Said } from "./narrated.ts";

const CJK = /[\u3400-\u9fff]/;

/** English with what may stay Chinese taken out: quoted words ("杀人 12号") and typed excerpts (「…」). */
const unquoted = (t: string) => t.replace(/"[^"]*"/g, "").replace(/「[^」]*」/g, "");

/** The answer to a DM the grammar cannot read (its `bad` text). */
function badOf(dm: string): Msg {
  const r = parseHkDm(dm);
  if (r?.kind !== "bad") throw new Error(dm);
  return r.text;
}

/** The card whose template tells kind `kind` (a ghost's `host_told` passes on its host's kind). */
function toldCard(kind: string, value: unknown): string | undefined {
  if (kind === "host_told") {
    const v = (value ?? {}) as { kind?: unknown; value?: unknown };
    return toldCard(String(v.kind), v.value);
  }
  return hkToldTemplate(kind, value)?.card;
}

/** The results the table tells in its own words (not from a card's template). */
const TABLE_TOLD = ["camp", "status", "reflected", "host_acts"];

/** What is still 简体 in English: a card without English (its help at the deal, its results), a player's 摄魂 words. */
function left(m: Said): boolean {
  if (m.e.type === "game_created" && m.to.kind === "seat") return !hkHasEn(m.after.seats[m.to.seat - 1].role);
  if (m.e.type === "told") {
    if (TABLE_TOLD.includes(m.e.kind)) return false;
    const card = toldCard(m.e.kind, m.e.value);
    return card === undefined || !hkHasEn(card);
  }
  return m.e.type === "public_notice" && m.e.kind === "soul";
}

const CASES = [
  "HX-1",
  "HX-2",
  "HX-3",
  "HK149-sun-day-two-rounds-round-one-top-only-announced-speakers-vote-in-round-two",
  "HK15-HK151-delay-moves-the-close-to-21-of-the-next-date",
  "HK14-HK7-weekend-day-noon-skills-saturday-till-21-sunday-till-20",
  "HK91-HK142-police-team-last-investigate-told-to-every-member",
  "HK127-HK72-HK131-cupid-undetermined-partner-black-lovers-name-the-kill",
  "HK122-HK53-astrologer-torrent-right-lists-silence-and-win",
  "HK147-HK148-clock-exiled-rewinds-at-dusk-names-the-wolf-king-his-revenge-stands",
  "HK145-HK138-rewind-across-a-death-window-the-hunters-shot-stands-no-second-shot",
  "HK123-HK25-mirror-copies-a-poison-used-on-him-and-its-out-counts",
];

describe("forum-hk's narration in English", () => {
  it("every converted message of every forum-hk scenario is English (Chinese only quoted), whole, filled", () => {
    let checked = 0;
    for (const f of HK_FILES)
      for (const m of narrated(f, "en")) {
        expect(m.text, f).not.toMatch(/\{\{|\[object Object\]|undefined|\bthe the\b/);
        if (left(m)) continue;
        expect(unquoted(m.text), `${f} ${m.e.type}: ${m.text}`).not.toMatch(CJK);
        checked++;
      }
    expect(checked).toBeGreaterThan(2000);
  }, 600_000);

  it("reads as intended: the end post, the dusk lists, a night's call, an act's confirmation, a status", () => {
    const said = narrated(hkFile("HX-3"), "en");
    const end = said.find((m) => m.e.type === "game_ended")?.text ?? "";
    expect(end.split("\n").slice(0, 3)).toEqual([
      "Game over. Winner: the werewolves.",
      "The cards:",
      "#1 Witch (the village)",
    ]);
    const dusk = said.find((m) => m.e.type === "announced" && m.e.stage === "dusk" && m.e.deaths.length > 0);
    expect(dusk?.text).toMatch(
      /^Day \d+, dusk outs \(in order of going out\):\n\[voted out\] (#\d+|none)\n\[other causes\] /,
    );
    const hx1 = narrated(hkFile("HX-1"), "en");
    expect(hx1.find((m) => m.e.type === "phase_started" && m.to.kind === "group")?.text).toBe(
      "Night 1 begins (21:20). Send night skills to me privately: early- and mid-night skills before 21:35, deep-night skills before 21:50, small-hours skills before 22:00. The night resolves at 22:10; results come by private message in time, and the outs are posted when the doors open at 09:00 the next day.",
    );
    expect(hx1.find((m) => m.e.type === "told" && m.e.kind === "status")?.text).toBe(
      "You now have the [frozen] status (silenced and disarmed: you cannot use skills (except forced ones) and cannot kill). It lasts until Jun 11, 09:00.",
    );
    expect(hx1.find((m) => m.e.type === "hk_acted" && m.e.act === "freeze")?.text).toMatch(
      /^Received: Freeze #\d+\. You may resend before 21:35 \(the last one counts\); it settles then\.$/,
    );
  });
});

describe("forum-hk's card help, results and refusals in English", () => {
  it("a card's result reads in English, filled with English words; 简体 as its card writes it", () => {
    const said = narrated(hkFile("HX-1"), "en");
    const zh = narrated(hkFile("HX-1"));
    const i = said.findIndex((m) => m.e.type === "told" && m.e.kind === "knife");
    expect(said[i]?.text).toMatch(
      /^Insight: tonight's pointed kills target #\d+\. Send me .* privately before 22:00 \(/,
    );
    expect(zh[i]?.text).toMatch(/^灵通：今晚被指杀的是 \d+号。请在 22:00 前私聊/);
  });

  it("each seat's help at a game's end: a card written in English reads in English, its commands quoted and glossed", () => {
    let checked = 0;
    for (const c of ["HX-1", "HX-2", "HX-3", "HK123-HK25-mirror-copies-a-poison-used-on-him-and-its-out-counts"]) {
      let last: GameState | null = null;
      runScenario(loadScenario(hkFile(c)), (_b, _e, a: GameState) => {
        last = a;
      });
      const st = last as GameState | null;
      if (!st) throw new Error(c);
      for (const x of st.seats) {
        if (!hkHasEn(x.role)) continue;
        const en = render(hkCardHelp(st, x.seat), "en");
        expect(en, c).not.toMatch(/\{\{|\[object Object\]|undefined/);
        expect(unquoted(en), `${c} #${x.seat}: ${en}`).not.toMatch(CJK);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("a DM whose seat or value cannot be read: the answer in English, the example quoted with its English", () => {
    expect(render(badOf("冰冻"), "en")).toBe('Write a seat number, for example: "冰冻 3号" (Freeze #3)');
    expect(render(badOf("冰冻"))).toBe("请写座位号，例如：冰冻 3号");
    expect(render(badOf("寻踪 xx"), "en")).toBe(
      'Track needs the name of a werewolf card. For example: "寻踪 狼王" (Track Wolf King)',
    );
    let checked = 0;
    for (const [act, name] of Object.entries(HK_ACT_ZH)) {
      const valued = hkValueTexts(act);
      if (valued && !valued.en) continue;
      for (const rest of ["", "3号 5号", "十三号五", "3号 xx yy", "xx"]) {
        const r = parseHkDm(`${name} ${rest}`.trim());
        const m = r?.kind === "bad" ? r.text : r?.kind === "act" ? r.note : undefined;
        if (m === undefined) continue;
        const en = render(m, "en");
        expect(unquoted(en), `${name} ${rest}: ${en}`).not.toMatch(CJK);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe("forum-hk's narration in 繁體", () => {
  it("every message is its 简体 in traditional characters, filled", () => {
    for (const c of CASES) {
      const hans = narrated(hkFile(c));
      const hant = narrated(hkFile(c), "zh-Hant");
      expect(hant.length).toBe(hans.length);
      for (const [i, m] of hant.entries()) {
        const zh = hans[i].text;
        expect(m.text, c).not.toMatch(/\{\{|\[object Object\]/);
        // A deal DM's card rules are OpenCC's 繁體 of the card's 简体, whose way back is not the identity (信息 → 訊息).
        if (m.e.type === "game_created" && m.to.kind === "seat") continue;
        // A card's result is its 简体 through OpenCC, whole (复制 → 複製, read back as 拷贝).
        if (m.e.type === "told" && !TABLE_TOLD.includes(m.e.kind)) {
          if (m.e.kind !== "host_told") expect(m.text, c).toBe(toHant(zh));
          continue;
        }
        if (left(m)) continue;
        // The same message in traditional characters: converted wherever OpenCC converts its 简体.
        expect(toHans(m.text), c).toBe(toHans(zh));
        if (toHant(zh) !== zh) expect(m.text, `${c}: ${zh}`).not.toBe(zh);
      }
    }
    const end = narrated(hkFile("HX-3"), "zh-Hant").find((m) => m.e.type === "game_ended")?.text ?? "";
    expect(end.split("\n")[0]).toBe("遊戲結束：狼人陣營獲勝。");
    // A command to type is converted with its sentence (a 繁體 player reads 號, and may type either).
    const open = narrated(hkFile("HX-1"), "zh-Hant").find((m) => m.e.type === "game_created" && m.to.kind === "group");
    expect(open?.text).toContain("發“投票 12號”");
  }, 600_000);
});

describe("forum-hk's board and vote posts in English", () => {
  it("the 状态 board and the directors' board at every step of HX-2: English, filled", () => {
    const boards = new Set<string>();
    runScenario(loadScenario(hkFile("HX-2")), (_b, _e, a: GameState) => {
      boards.add(render(hkStatusMsg(a), "en"));
      boards.add(render(hkDirectorBoardMsg(a), "en"));
    });
    for (const b of boards) {
      expect(b).not.toMatch(/\{\{|\[object Object\]/);
      expect(b).not.toMatch(CJK);
    }
    expect(
      [...boards].some((b) =>
        /^Now: Day \d+ \(noon, voting open\)\.\nNext: \d\d-\d\d 21:00 — the doors close \(voting ends\)\.\nOut: (none|#\d+)/.test(
          b,
        ),
      ),
    ).toBe(true);
    expect([...boards].some((b) => b.includes("\nCards (directors only):\n#1 "))).toBe(true);
  });

  it("an unreadable vote post: what is wrong and the format, the typed words quoted", () => {
    for (const post of ["投票", "投票 3号 4号", "投票 99号", "投票 abc", "投5\n投6", "改票 xx号"]) {
      const bad = parseHkVotePost(post, 14);
      if (bad?.kind !== "bad_ballot") throw new Error(post);
      // The typed excerpt (「…」) is the player's own words, shown as typed.
      expect(toHans(render(bad.text, "zh-Hant"))).toBe(toHans(render(bad.text)));
      expect(unquoted(render(bad.text, "en"))).not.toMatch(CJK);
    }
    const empty = parseHkVotePost("投票", 14);
    expect(empty?.kind === "bad_ballot" && render(empty.text, "zh-Hant").split("\n")[0]).toBe(
      "這一帖沒有算作投票：第1行沒有寫投票對象：請寫座位號，或“棄權”。",
    );
    const bad = parseHkVotePost("投票 99号", 14);
    expect(bad?.kind === "bad_ballot" && render(bad.text, "en")).toBe(
      'This post did not count as a vote: the seat voted for on line 1, 「99号」, is not between 1 and 14.\nFormat: "投票 5号" (or "投5", "投票对象：5号"); to abstain, "弃权"; to change your vote, "改票 6号"',
    );
  });
});
