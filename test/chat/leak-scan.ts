/**
 * The leak scanner shared by the leak test and the fuzz test: what a bot message to the match
 * group or a wolves' room may not say before the game is over (000 §八(三)1, §八(九)1, §九1).
 */
import { expect } from "vitest";
import type { WireMessage } from "../../src/chat/mock-network.ts";
import { BOARDS } from "../../src/engine/boards.ts";
import { roleSpec } from "../../src/engine/roles/index.ts";
import type { RoleId } from "../../src/engine/types.ts";

/** A role's name: news about a seat when it is not the reader's own. */
export const ROLE_WORDS = /狼人|狼王|预言家|女巫|猎人|守卫|白痴|平民|村民/;
/** A night's secrets: a seer's result, the knife, the potions, a shot's state. */
export const NIGHT_SECRETS = /查杀|金水|查验|刀口|被杀|解药|毒药|救了|开枪状态/;

/**
 * A group message's text without what is public by rule: the boards' names (their cards are
 * public, 000 §六), a flipped idiot, the boom rule, and 「what a user typed」 quoted back.
 */
export function publicRemainder(text: string): string {
  return BOARDS.reduce((x, b) => x.replaceAll(b.zh, ""), text)
    .replace(/「[^」]*」/g, "")
    .replace(/\d+号翻牌：白痴/, "")
    .replace(/非狼人自爆/, "");
}

/** Asserts a bot message in a match group before the end names no role and no night secret. */
export function expectNoGroupLeak(m: WireMessage): void {
  const text = publicRemainder(m.text);
  expect(text, m.text).not.toMatch(ROLE_WORDS);
  expect(text, m.text).not.toMatch(NIGHT_SECRETS);
}

/** Asserts a wolves'-room message was seen by wolves only (and the bot) and carries no seer or witch secret. */
export function expectWolvesOnly(m: WireMessage, roleOf: (contactId: string) => RoleId | undefined, bot: string): void {
  for (const id of m.seenBy) if (id !== bot) expect(roleSpec(roleOf(id) ?? "villager").team, m.text).toBe("wolf");
  expect(m.text).not.toMatch(/查验|查杀|金水|解药|毒药|女巫/);
}
