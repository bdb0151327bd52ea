/**
 * Contract: every reject code the engine can return has a Chinese text; the judge's messages
 * never leak a role or a night action to the group before the game ends (000 §八(九)1).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../src/engine/boards.ts";
import { allRoles } from "../../src/engine/roles/index.ts";
import { playRandomGame } from "../../src/sim/autoplay.ts";
import { type SaidMessage as Message, narrateText as narrate } from "../../src/voice/narrate.ts";
import { REJECT_CODES } from "../../src/voice/texts.ts";
import { ROOT } from "../helpers.ts";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : [],
  );
}

describe("Chinese texts", () => {
  it("every engine reject code has a text", () => {
    const codes = new Set<string>();
    // `code: "x.y"` in a value, and every member of a declared union `code: | "x.y" | "z.w"` (a reject
    // type whose codes are built through a helper, e.g. src/engine/families/forum-hk/vote.ts's `no("vote.out")`).
    for (const f of sources(join(ROOT, "src", "engine")))
      for (const m of readFileSync(f, "utf8").matchAll(/code:((?:\s*\|?\s*"[a-z_]+\.[a-z_]+")+)/g))
        for (const c of m[1].matchAll(/"([a-z_]+\.[a-z_]+)"/g)) codes.add(c[1]);
    expect(codes.size).toBeGreaterThan(30);
    for (const hk of ["deal.cannot_draw", "vote.sped_up", "vote.target_out", "card.colour"])
      expect(codes).toContain(hk);
    expect([...codes].filter((c) => !REJECT_CODES.includes(c))).toEqual([]);
  });
});

describe("narration does not leak", () => {
  const roleNames = allRoles().map((r) => r.texts["zh-Hans"].name);
  for (let seed = 1; seed <= 30; seed++) {
    it(`seed ${seed} (${BOARDS[seed % BOARDS.length].id}): group messages name no role before the end; DMs reach one seat`, () => {
      const sent: { msg: Message; ended: boolean; label: string }[] = [];
      playRandomGame(BOARDS[seed % BOARDS.length].id, seed, (before, e, after) => {
        // The opening message names the board (public); the last one reveals every card.
        if (e.type === "game_created") return;
        for (const msg of narrate(before, e, after))
          sent.push({ msg, ended: after.winner !== null, label: after.label });
      });
      for (const { msg, ended, label } of sent) {
        if (msg.to.kind !== "group" || ended) continue;
        // Public reveals: a flipped card (白痴, 吟游者, 骑士, 雪狼, a drowned boom) and the void thief deal.
        const allowed = /翻牌|吟游者把|底牌无效/.test(msg.text) ? roleNames : [];
        for (const name of roleNames) if (!allowed.includes(name)) expect(msg.text, msg.text).not.toContain(name);
        if (label.startsWith("N")) expect(msg.text).not.toMatch(/刀|查验|毒/);
      }
      expect(sent.some((s) => s.msg.to.kind === "seat")).toBe(true);
    });
  }
});
