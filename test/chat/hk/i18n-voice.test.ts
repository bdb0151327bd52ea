/**
 * Issue 23: forum-hk's voice in English and 繁體 — the thread's posts, the DMs and side groups, the
 * `状态` board and an unreadable vote post, rendered from real scenario replays (`narrateText(…, lang)`)
 * and real parses. In English no Chinese character is left but inside quotes (a command to type, a
 * player's words, a card's typed choice) or a typed excerpt (「…」); no `{{`, no "[object Object]".
 * Left in 简体 (shown as written, then OpenCC in 繁體): a seat's deal DM (the card help) and the card
 * results whose templates the cards write in 简体 only — see `left`.
 */
import { describe, expect, it } from "vitest";
import { parseHkVotePost } from "../../../src/chat/families/forum-hk/vote-posts.ts";
import type { GameState } from "../../../src/engine/types.ts";
import { runScenario } from "../../../src/scenario/runner.ts";
import { toHans, toHant } from "../../../src/vocab/hant.ts";
import { render } from "../../../src/vocab/msg.ts";
import { hkToldTemplate } from "../../../src/voice/families/forum-hk/card-texts.ts";
import { hkDirectorBoardMsg, hkStatusMsg } from "../../../src/voice/families/forum-hk/status.ts";
import { loadScenario } from "../../helpers.ts";
import { HK_FILES, hkFile, narrated, type Said } from "./narrated.ts";

const CJK = /[\u3400-\u9fff]/;

/** English with what may stay Chinese taken out: quoted words ("杀人 12号") and typed excerpts (「…」). */
const unquoted = (t: string) => t.replace(/"[^"]*"/g, "").replace(/「[^」]*」/g, "");

/** The kinds still in 简体 (the card help at the deal, the cards' own result templates, a player's 摄魂 words). */
function left(m: Said): boolean {
  if (m.e.type === "game_created" && m.to.kind === "seat") return true;
  // A card's result is English where its card carries English (`texts.en`); one passed on to a ghost is its host's card's.
  if (m.e.type === "told")
    return (
      !["camp", "status", "reflected", "host_acts"].includes(m.e.kind) &&
      (m.e.kind === "host_told" ||
        hkToldTemplate(m.e.kind, m.e.value, "en")?.told === hkToldTemplate(m.e.kind, m.e.value)?.told)
    );
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
        expect(m.text, f).not.toMatch(/\{\{|\[object Object\]|undefined/);
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

describe("forum-hk's narration in 繁體", () => {
  it("every message is its 简体 in traditional characters, filled", () => {
    for (const c of CASES) {
      const hans = narrated(hkFile(c));
      const hant = narrated(hkFile(c), "zh-Hant");
      expect(hant.length).toBe(hans.length);
      for (const [i, m] of hant.entries()) {
        const zh = hans[i].text;
        expect(m.text, c).not.toMatch(/\{\{|\[object Object\]/);
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
