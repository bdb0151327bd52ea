/**
 * The card contract (issue 22 goal 1): every registered card, in every card family, has its test
 * file, its Chinese name and card text, and skills declared as data that the rest of the code
 * derives its lists from — the words players type for each act (read back by the grammars), an
 * act name and a prompt the chat renders, a place in the derived act lists, and declared uses that
 * the engine's own bookkeeping honours. The hand-written id unions (`ROLE_IDS`, `ACT_IDS`) must
 * equal what the registry declares, both ways.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseForumDm } from "../../src/chat/families/forum-25/grammar.ts";
import { PRIVATE_ACTS } from "../../src/chat/families/timed/table-policing.ts";
import { parse } from "../../src/chat/grammar.ts";
import { NIGHT_ACTS } from "../../src/engine/engine.ts";
import { isForumNightAct } from "../../src/engine/families/forum-25/night.ts";
import {
  actIds,
  allRoles,
  BASE_FAMILY,
  cardFamilies,
  isRoleId,
  ROLE_IDS,
  roleSpec,
  type ScriptDraws,
  type Skill,
  TABLE_ACTS,
  usedUnder,
} from "../../src/engine/roles/index.ts";
import { registerRoles } from "../../src/engine/roles/registry.ts";
import type { RoleSpec } from "../../src/engine/roles/spec.ts";
import { FORUM_25 } from "../../src/engine/rulesets/forum-25.ts";
import type { ActId, GameState, RoleId, SeatState } from "../../src/engine/types.ts";
import { cardActName, forumHelpLine, forumNightPrompt, helpLines, nightPrompt } from "../../src/voice/card-texts.ts";
import { ROOT } from "../helpers.ts";
import { deal, game } from "./roles/kit.ts";

/** Acts whose forum-25 words are a shape of the grammar, not a verb: `连 3 8`, the witch's `不用` (decline). */
const FORUM_SHAPES: Record<string, [string, unknown]> = {
  link: ["连 3 8", { kind: "act", act: "link", target: [3, 8] }],
  pass: ["不用", { kind: "decline" }],
};

/** An argument of several parts after a lead verb, per act (连3号和5号, 卜命3号双死, 选预言家). */
const LEAD_ARGS: Record<string, string> = { link: "3号和5号", foretell: "3号双死", pick: "预言家" };

const families = [...cardFamilies()];
const cards = (f: string) => allRoles(f);
const timedSkills = (r: RoleSpec) => r.skills.filter((k) => usedUnder(k, "timed"));
const calendarSkills = (r: RoleSpec) => r.skills.filter((k) => usedUnder(k, "calendar"));
const seatText = (pre: string, post: string) => `${pre}3号${post}`;

describe("card contract", () => {
  it("the existing rulesets deal from one card family", () => {
    expect(families).toEqual([BASE_FAMILY]);
  });

  it("the id unions are the cards' own: a misspelt role or act id fails tsc; ROLE_IDS is the registry's", () => {
    const ids = cards(BASE_FAMILY).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ROLE_IDS]).toEqual(ids);
    // Type-level: `RoleId` and `ActId` are derived from the card modules (types-vocab.ts).
    const role: RoleId = "seer";
    const act: ActId = "check";
    // @ts-expect-error a role id no card declares
    const badRole: RoleId = "seeer";
    // @ts-expect-error an act id no card's skill nor the table takes
    const badAct: ActId = "chek";
    expect([role, act, badRole, badAct]).toEqual(["seer", "check", "seeer", "chek"]);
    // A table act is no card's (its words stay in the chat's grammar).
    const cardActs = new Set(cards(BASE_FAMILY).flatMap((r) => r.skills.flatMap((k) => k.acts)));
    for (const t of TABLE_ACTS) if (t.act !== "self_destruct") expect(cardActs.has(t.act), t.act).toBe(false);
  });

  for (const f of families)
    for (const r of cards(f)) {
      describe(`${f}/${r.id}`, () => {
        it("has its test file, a Chinese name and card text", () => {
          const file = join(ROOT, "test", "engine", "roles", `${r.id.replaceAll("_", "-")}.test.ts`);
          expect(existsSync(file), file).toBe(true);
          expect(r.texts["zh-Hans"].name).toMatch(/^[\u4e00-\u9fff]+$/);
          expect(r.texts["zh-Hans"].rules).toMatch(/[\u4e00-\u9fff]{8}/);
        });

        it("declares its skills coherently (unique ids per ruleset kind, limited ⇔ uses)", () => {
          for (const kind of ["timed", "calendar"] as const) {
            const ids = r.skills.filter((k) => usedUnder(k, kind)).map((k) => k.id);
            expect(new Set(ids).size, `${kind}: ${ids}`).toBe(ids.length);
          }
          for (const k of r.skills) {
            expect(k.tags?.includes("limited") === true, k.id).toBe(k.uses !== undefined);
            expect(k.acts.length === 0, `${k.id}: no act ⇔ passive`).toBe(k.tags?.includes("passive") === true);
            if (k.timing.phase !== "night") expect(k.timing.sub ?? k.timing.stage, k.id).toBeUndefined();
          }
        });

        it("declares what its hooks do: night acts, day window, shot on death, boom take", () => {
          // Its night hook's acts (forum-25's cards keep theirs too, checked by stage there).
          const night = new Set(
            r.skills.filter((k) => k.timing.phase === "night" && !k.tags?.includes("knife")).flatMap((k) => k.acts),
          );
          expect([...night].sort()).toEqual([...(r.night?.acts ?? [])].sort());
          for (const k of timedSkills(r).filter((k) => k.timing.phase === "night" && !k.tags?.includes("knife")))
            expect(k.timing.sub, k.id).toBe(r.night?.prompt);
          const day = timedSkills(r).filter((k) => k.timing.phase === "day" && !k.tags?.includes("public"));
          expect(day.map((k) => k.acts[0])).toEqual(r.day ? [r.day.act] : []);
          if (r.day) expect(day[0].timing.window).toBe(r.day.at);
          const shot = r.skills.some((k) => k.timing.phase === "death" && k.acts.includes("shoot"));
          expect(shot).toBe(r.shootsOnDeath !== undefined);
          expect(r.skills.some((k) => k.acts.includes("self_destruct"))).toBe(r.boomTakes === true);
          expect(r.skills.some((k) => k.tags?.includes("knife"))).toBe(r.knife || r.id === "wild_child");
        });

        it("has the words players type for each act, and the grammars read them back", () => {
          for (const k of timedSkills(r))
            for (const a of k.acts) {
              const w = k.words?.[a];
              expect(w, `${k.id}: timed words for ${a}`).toBeDefined();
              const forms =
                (w?.seat?.length ?? 0) + (w?.none?.length ?? 0) + (w?.bare?.length ?? 0) + (w?.lead?.length ?? 0);
              expect(forms + (w?.named?.length ?? 0), `${k.id}: ${a}`).toBeGreaterThan(0);
              for (const [pre, post] of w?.seat ?? [])
                expect(parse(seatText(pre, post), "dm"), `${pre}…${post}`).toMatchObject({
                  kind: "act",
                  act: a,
                  target: 3,
                });
              for (const word of w?.none ?? []) expect(parse(word, "dm"), word).toMatchObject({ act: a, target: null });
              for (const word of w?.bare ?? []) expect(parse(word, "dm"), word).toMatchObject({ kind: "act", act: a });
              for (const [word, target] of w?.named ?? []) expect(parse(word, "dm")).toMatchObject({ act: a, target });
              for (const word of w?.lead ?? [])
                expect(parse(`${word}${LEAD_ARGS[a]}`, "dm"), `${word}${LEAD_ARGS[a]}`).toMatchObject({
                  kind: "act",
                  act: a,
                });
              if (w?.seat?.length || w?.lead?.length) expect(w.example, `${k.id}: example`).toMatch(/[\u4e00-\u9fff]/);
              // The example a bad command is answered with is itself a command of this act.
              const example = w?.example?.split("（")[0];
              if (example) expect(parse(example, "dm"), example).toMatchObject({ kind: "act", act: a });
            }
          for (const k of calendarSkills(r))
            for (const a of k.acts) {
              const shape = FORUM_SHAPES[a];
              if (shape) {
                expect(parseForumDm(shape[0])).toEqual(shape[1]);
                continue;
              }
              const ws = k.forumWords?.[a] ?? [];
              expect(ws.length, `${k.id}: forum words for ${a}`).toBeGreaterThan(0);
              for (const w of ws) {
                for (const verb of w.verbs)
                  expect(parseForumDm(`${verb} 12`), verb).toEqual({
                    kind: "act",
                    act: a,
                    target: 12,
                    ...(w.value ? { value: w.value } : {}),
                  });
                for (const word of w.none ?? [])
                  expect(parseForumDm(word), word).toMatchObject({ act: a, target: null });
              }
            }
        });

        it("has its texts in 简体 with the card: its name, each act's name, its prompts and help lines, and no orphan", () => {
          const zh = (t: string | undefined, what: string) => expect(t ?? "", what).toMatch(/[\u4e00-\u9fff]/);
          for (const k of r.skills) {
            // A skill names exactly its own acts (a name for an act it does not take is an orphan).
            const t = k.texts?.["zh-Hans"];
            expect(Object.keys(t?.acts ?? {}).sort(), `${k.id}: act names`).toEqual([...k.acts].sort());
            for (const a of k.acts) zh(t?.acts[a], `${k.id}: name of ${a}`);
            // Every act has one name, whichever card's skill names it.
            for (const a of k.acts) expect(cardActName(a), a).toBe(t?.acts[a]);
            if (k.acts.length === 0) expect(k.texts, `${k.id}: a passive skill has no texts`).toBeUndefined();
            const timed = usedUnder(k, "timed");
            const prompted =
              timed && k.timing.phase === "night" && k.timing.sub === "nightfall" && !k.tags?.includes("passive");
            if (prompted) zh(t?.prompt, `${k.id}: prompt`);
            else expect(t?.prompt, `${k.id}: a prompt on a skill never prompted at nightfall`).toBeUndefined();
            // Every skill a player types by DM has its help line (the table's knife and boom are in the group's help).
            // The shot on death too: it is sent by DM.
            if (timed && (typed(k) || (k.timing.phase === "death" && k.acts.length > 0))) zh(t?.help, `${k.id}: help`);
            else expect(t?.help, `${k.id}: a help line on a skill no DM help shows`).toBeUndefined();
            expect(t?.help === undefined, `${k.id}: help line ⇔ help order`).toBe(k.helpOrder === undefined);
            if (!usedUnder(k, "calendar")) expect(t?.forumPrompt, `${k.id}: forum prompt off forum-25`).toBeUndefined();
            if (t?.forumPrompt !== undefined)
              expect(k.timing.phase === "night" || k.timing.phase === "death").toBe(true);
            // Another language, where written, has the same texts as 简体 (issue 23).
            for (const lang of ["zh-Hant", "en"] as const) {
              const other = k.texts?.[lang];
              if (other) expect(Object.keys(other).sort(), `${k.id} ${lang}`).toEqual(Object.keys(t ?? {}).sort());
            }
          }
          const first = timedSkills(r).find((k) => k.texts?.["zh-Hans"].prompt);
          expect(nightPrompt(r.id)).toBe(first?.texts?.["zh-Hans"].prompt);
          const dealtInForum = FORUM_25.customCards.includes(r.id);
          if (dealtInForum) zh(forumHelpLine(r.id), "forum-25 commands line");
          else expect(r.texts["zh-Hans"].forumHelp, "a forum-25 line on a card forum-25 never deals").toBeUndefined();
          if (dealtInForum)
            expect(forumNightPrompt(r.id)).toBe(
              calendarSkills(r).find((k) => k.texts?.["zh-Hans"].forumPrompt)?.texts?.["zh-Hans"].forumPrompt,
            );
          for (const lang of ["zh-Hant", "en"] as const) {
            const other = r.texts[lang];
            if (other) expect(Object.keys(other).sort(), lang).toEqual(Object.keys(r.texts["zh-Hans"]).sort());
          }
        });

        it("has the scripted player's choice for each typed skill: commands of its own acts, for its own seat", () => {
          // Seat 7 holds the card (some cards are dealt by one ruleset only); the thief reads the bottom cards.
          const g = game("custom", deal({ 7: "villager" }));
          const seats = g.state.seats.map((x) => (x.seat === 7 ? { ...x, role: r.id } : x));
          const s: GameState = { ...g.state, seats, setup: { ...g.state.setup, bottom: ["werewolf", "seer"] } };
          for (const k of timedSkills(r).filter((x) => typed(x) || x.acts.includes("shoot"))) {
            expect(k.scripted, `${k.id}: scripted choice`).toBeDefined();
            const out = [low, high].flatMap((d) => k.scripted?.(s, 7, d) ?? []);
            expect(out.length, `${k.id}: some draw gives a command`).toBeGreaterThan(0);
            for (const c of out) {
              expect(c, k.id).toMatchObject({ type: "act", seat: 7 });
              expect(k.acts, k.id).toContain(c.type === "act" ? c.act : c.type);
            }
          }
          for (const k of r.skills.filter(
            (x) => !usedUnder(x, "timed") || x.tags?.includes("passive") || x.tags?.includes("knife"),
          ))
            expect(k.scripted, `${k.id}: no scripted choice on a skill autoplay never asks`).toBeUndefined();
        });

        it("its acts are in the derived lists (night, forum-25 night, by DM, act ids)", () => {
          for (const k of r.skills)
            for (const a of k.acts) {
              expect(actIds().has(a), a).toBe(true);
              const atNight = k.timing.phase === "night";
              if (usedUnder(k, "timed")) {
                if (atNight) expect(NIGHT_ACTS.has(a), a).toBe(true);
                expect(PRIVATE_ACTS.has(a), a).toBe(!k.tags?.includes("public"));
              }
              if (usedUnder(k, "calendar") && atNight) expect(isForumNightAct(a), a).toBe(true);
            }
        });

        it("its declared uses are what the engine's bookkeeping allows (the spent flag closes the skill)", () => {
          const g = game("custom", deal({ 7: "villager" }));
          const base = g.state.seats[6];
          const at = (mem: SeatState["mem"]): SeatState => ({ ...base, role: r.id, mem: { ...base.mem, ...mem } });
          for (const k of r.skills.filter((x) => x.spentFlag !== undefined)) {
            const flag = k.spentFlag as string;
            expect(k.uses, k.id).toBe(1);
            const state = (mem: SeatState["mem"]) => usable(r, k, g.state, at(mem));
            expect(state({}), `${k.id} before use`).toBe("ok");
            expect(state({ [flag]: true }), `${k.id} once ${flag}`).not.toBe("ok");
          }
        });
      });
    }

  it("the chat holds no card text: the DM help is the cards' lines, a table act's name is no card's", () => {
    const all = cards(BASE_FAMILY).map((r) => r.id);
    const lines = families.flatMap((f) =>
      cards(f).flatMap((r) => timedSkills(r).flatMap((k) => k.texts?.["zh-Hans"].help ?? [])),
    );
    expect(helpLines(all)).toEqual([...new Set(lines)].sort((a, b) => order(a) - order(b)));
    for (const t of TABLE_ACTS)
      if (t.act !== "self_destruct") expect(cardActName(t.act), `table act ${t.act}`).toBeUndefined();
  });

  it("a card id is unique within its family; another family may hold its own card under the same id", () => {
    const witch = roleSpec("witch");
    expect(() => registerRoles([witch])).toThrow(/registered twice/);
    const hkWitch: RoleSpec = {
      ...witch,
      texts: { "zh-Hans": { ...witch.texts["zh-Hans"], name: "巫婆" } },
      skills: [],
    };
    registerRoles([hkWitch], "test-family");
    expect(roleSpec("witch", "test-family")).toBe(hkWitch);
    expect(roleSpec("witch")).toBe(witch);
    expect(isRoleId("seer", "test-family")).toBe(false);
    expect(() => registerRoles([hkWitch], "test-family")).toThrow(/registered twice/);
    expect(allRoles(BASE_FAMILY).filter((x) => x.id === "witch")).toEqual([witch]);
  });
});

/** A skill a player types by DM in a timed game: night or day, neither passive, the knife nor public (the boom). */
function typed(k: Skill): boolean {
  const other = k.tags?.some((t) => t === "passive" || t === "knife" || t === "public") === true;
  return (k.timing.phase === "night" || k.timing.phase === "day") && !other;
}

/** The help order of the skill whose DM help line is `line`. */
function order(line: string): number {
  for (const r of allRoles()) for (const k of r.skills) if (k.texts?.["zh-Hans"].help === line) return k.helpOrder ?? 0;
  return 0;
}

/** Seeded draws at both ends: every draw 0 and every pick the first, or every draw n-1 and every pick the last. */
function ends(top: boolean): ScriptDraws {
  const alive = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return {
    alive,
    others: (seat) => alive.filter((n) => n !== seat),
    knifeSettled: true,
    draw: (_key, n) => (top ? n - 1 : 0),
    pick: (_key, from) => (from.length ? from[top ? from.length - 1 : 0] : null),
  };
}
const low = ends(false);
const high = ends(true);

/** Whether skill `k` of card `r` can be used by `actor` now: `ok`, or why not (`inactive`, a reject code). */
function usable(r: RoleSpec, k: Skill, s: ReturnType<typeof game>["state"], actor: SeatState): string {
  const a = k.acts[0];
  if (k.timing.phase === "day") return r.day?.available(s, actor) ? "ok" : "unavailable";
  if (!r.night?.active(s, actor, 2)) return "inactive";
  const target = a === "foretell" ? 1 : a === "save" ? null : 1;
  const bad = r.night.validate(s, actor, a, target, { settled: true, target: 1 });
  return bad === null || bad.code.startsWith("fortune.") ? "ok" : bad.code;
}
