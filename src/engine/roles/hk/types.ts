/**
 * The shape of a forum-hk card module (seed 002; ../shared/forum-hk-roles.md): its skills as data
 * (`Skill`, as the timed cards declare theirs) and the small hooks the forum-hk flow (`families/forum-hk/`) calls:
 * `settle` at the act's step when its block is processed (HK9, HK13), `atStartEnd` at C₀ after the
 * 开局 acts (HK131), `atOpening` at each 09:00 opening (HK66).
 *
 * **Skills are instances on a seat, apart from the card (HK25, HK26).** A seat holds its card's own
 * skills (the `skills` of its card's module, less those it lost: `hk_skill` lost) and the skills it
 * gained (`GameState.hk.gained`, one `HkGainedSkill` each: the skill, the card whose module declares
 * and settles it, who gave it, temporary / second-hand, uses left, the phase it came in). The flow
 * reads them as `HkSkillRef`s (`families/forum-hk/skills.ts` `seatSkills`): an act is accepted when
 * one instance of the seat declares it (the card's own first, then a gained one usable now); it is
 * validated and settled by that instance's card module, with `HkSettle.via` the gained instance
 * (absent for the card's own) and `a.seat` its user — a gained skill refers to its new holder (获取
 * 技能). Same-named acts of one step settle the card's own first, then the gained ones in the order of
 * their users' real cards in 身份与阵营 (HK26: 验人系, 强神, 弱神, 狼人, 三方, 不定, each in pool order).
 * A gained instance is under the same statuses as an own one (HK40: its row's tags; [遗忘] takes a
 * gained <强制> skill too). Temporary and second-hand instances are never passed on (HK25): a card that
 * copies or inherits skills (镜, 影子, 复仇者) reads `seatSkills` and skips them. The 实际身份 never
 * changes: `SeatState.role` stays the card dealt.
 *
 * - A gift (奇迹商人, HK103; later 赌徒's): the giver's module declares the gifted skills in `gives`
 *   (not its own), grants an instance (`roles/hk/skills.ts` `gainSkill`, temporary, uses 1) and
 *   settles its uses; the giver's hooks (`onOut`, `atWindowEnd`) keep its gifts' bookkeeping.
 * - A copied or inherited skill (镜, 影子, 复仇者): an instance of the original card's skill, settled by
 *   that card's module for the new holder, its uses counted in the holder's memory by that module.
 *   影子 and 复仇者 take a whole card's skills through the flow's `gainCard` (`HkOutFact.gainCard`). Only
 *   the skills' acts pass: the flow calls a card's hooks (`onOut`, `afterBlock`, …) for the seats dealt
 *   that card, not for a seat that gained its skills.
 * - 「刷新至初始」 (圣女's 圣水, HK106; 影子/复仇者's gains): `HkSettle.refresh(seat)` restores the
 *   seat's card to its initial state — its `refreshKeys` memory unset (uses, <限定>), each skill of its card
 *   back (`hk_skill` refreshed, the lost ones too), then its `onRefresh` (灵鹿's 长寿之命 [守护：1], HK96; a refreshed
 *   [开局] skill decided at once, HK25).
 */
import type { Tx } from "../../tx.ts";
import type {
  ActValue,
  Attack,
  DamageType,
  DeathCause,
  GameState,
  HkGainedSkill,
  Reject,
  SeatStatus,
  Target,
} from "../../types.ts";
import type { ByLang, Skill } from "../skills.ts";
import type { HkScripted } from "./scripted.ts";

/**
 * An act being settled at its step: its user, act, target and value, and the night's number. `target`
 * is the settlement target (HK28: what the effect reads); `about` the selection target when the chain
 * moved the act, which feedback names (HK30: `told`'s `about`, with `settledOn` the settlement target).
 */
export interface HkSettle {
  seat: number;
  act: string;
  target: Target;
  /** The selection target when it differs from `target` (HK28, HK30); absent: they are the same. */
  about?: number;
  value?: ActValue;
  /** The night (N<n>) being processed; 0 for phase S. */
  n: number;
  /** The acts a seat holds now (its skill instances', and 杀人 while it holds the knife); given at a block's step. */
  holds?: (seat: number) => readonly HkHeldAct[];
  /** The gained instance (HK25) this act uses; absent when it is the user's card's own skill. */
  via?: HkGainedSkill;
  /** 「刷新至初始」 of `seat`'s card (HK25, HK106): the flow's, given to every settle (a card does not import the registry). */
  refresh?: (seat: number) => void;
  /**
   * The skill instance through which `seat` takes `act` now (HK25: its card's own first, then a gained one), or
   * null: the flow's, given to every settle, for a card that copies a skill (镜's 镜像, HK123).
   */
  instanceOf?: (seat: number, act: string) => HkSkillRef | null;
  /**
   * HK125: the flow's reading of 灰蕨's 操纵 — the night <指定> act of the `index`-th skill (1-based, printed order)
   * of `seat`'s card and its target shaped from `targets` when their number fits, or null; given at a block's step.
   */
  controlOf?: (seat: number, index: number, targets: readonly number[]) => HkControlled | null;
}

/** HK125: the act a 操纵 makes its holder use, as he would send it (its act id and target). */
export interface HkControlled {
  act: string;
  target: Target;
}

/** HK125: a 操纵 chosen for tonight (`HkCardSpec.controls`): the seat made to act, the skill's index, the targets. */
export interface HkControl {
  seat: number;
  index: number;
  targets: readonly number[];
}

/**
 * One skill instance of a seat as the flow reads it (HK25, HK26; see the module comment): the
 * skill's data, the card whose module settles it, and `gained` — the instance when it was gained
 * (absent: the seat's card's own). `lost`: an own skill the seat lost (`hk_skill` lost), listed for
 * the help and 「刷新至初始」; `ready`: a gained one usable now (from the phase after it came, HK103).
 */
export interface HkSkillRef {
  skill: HkSkill;
  card: string;
  gained?: HkGainedSkill;
  lost?: true;
  ready: boolean;
}

/**
 * When an act is accepted: `start` — phase S before C₀ (HK131); `night_a` / `night_b` / `night_c`
 * — from nightfall (C+20) until block A, B or C's deadline (C+35, C+50, C+60, exclusive); `noon` —
 * 正午, 09:00 until one hour before the close (HK7); `ballot` — 09:00 to the close (HK59, `vote.ts`);
 * `window` — a death window, C→C+10 or C+70→C+80 (HK138); `any` — every stage but night after block A's
 * deadline: settled at once, or at night at its step in block A (花匠's 玫瑰, HK113); `first_dusk` — the
 * first 黄昏 of phase S, C₀ to C₀+20 (黑情侣 name who gets the 杀人 once the link is known, HK127); `dusk` — any
 * 黄昏, the first included, from the close C to C+20 (exclusive), settled at 黄昏 (4) at C+20 in step order
 * (002 游戏流程 (4); 镜's 折镜, HK123).
 */
export type HkWindow =
  | "start"
  | "night_a"
  | "night_b"
  | "night_c"
  | "noon"
  | "ballot"
  | "window"
  | "any"
  | "first_dusk"
  | "dusk";

/**
 * What an act names: `living` — a character not announced out (HK21, HK22); `other` — the same but
 * not the user; `announced_out` — an announced-out character (灵能, HK115); `none` — no target;
 * `seats` — a list of distinct other seats (the old believer's heretics, HK126); `living_or_null`;
 * `pair` — two distinct living characters, the user allowed (魔术师's 交换, HK95; 丘比特's link in S, HK127); `living_seats` — a list of
 * distinct living characters, empty (or null) allowed, its length the card's to check (太阳's speakers, HK149);
 * `one_or_two` — a list of one or two distinct seats, which the card checks (占星师's 占星, HK122).
 */
export type HkTargetKind =
  | "living"
  | "other"
  | "announced_out"
  | "none"
  | "seats"
  | "living_or_null"
  | "pair"
  | "living_seats"
  | "one_or_two";

/**
 * One act as data (scenario-format.md `### forum-hk`, Acts; HK9–HK13): its window and, for a night
 * act, its place in its block's step order. A card declares its acts' rows inside the skill that
 * takes them (`HkSkill.acts`); `families/forum-hk/acts.ts` derives the flow's table from the registry.
 */
export interface HkActDecl {
  window: HkWindow;
  /** The step order within its block (HK11: (2) … (18); 13.5 = right after (13), HK11's exception). */
  step?: number;
  target: HkTargetKind;
  /** The skill's tags the statuses read (HK40: 缴械 blocks `kill`; 沉默 every skill but `forced`). */
  tags?: readonly string[];
  /** Settled when sent, not at its block's deadline (HK12's exception: 寻踪, HK102). */
  atOnce?: true;
  /** Usable by its holder once he is out (HK23's exceptions: 日's list of speakers, HK149). */
  byOut?: true;
  /**
   * Its word alone sends it with no target (钟's 时光倒流 at 晨曦, HK148); a word of declining after it
   * (`时光倒流 不发动`) declines it rather than sending it. Unset: a `living_or_null` act wants a seat.
   */
  bareIsNull?: true;
  /**
   * Whether the act is a <指定> skill (HK28, HK29; read by 跳跃 HK81 and 芬芳 HK110). Unset: an act naming
   * one character outside phase S is <指定> (every such skill of the pools is), any other is not.
   */
  pointed?: boolean;
}

/** An act as another card's standing rule reads it (`voids`, `refuses`): its user, target, night and row. */
export interface HkActQuery {
  seat: number;
  act: string;
  target: Target;
  /** The night (N<n>) it belongs to. */
  n: number;
  window: HkWindow;
  step?: number;
  /** A <指定> skill (`HkActDecl.pointed`, read through the flow's `isPointed`). */
  pointed: boolean;
}

/** One act a seat holds now, as `HkSettle.holds` lists it: its id, window and whether it is <指定>. */
export interface HkHeldAct {
  act: string;
  window: HkWindow;
  pointed: boolean;
}

/**
 * A forum-hk skill as data: `Skill`'s fields, with its acts as rows keyed by forum-hk's act id, e.g.
 * `acts: { freeze: { window: "night_a", step: 10, target: "living" } }` (`{}` for a passive skill).
 * This is the one place an act of a built card is written: the flow's table (`families/forum-hk/acts.ts` HK_ACTS,
 * `hkAct`, `blockActs`) is derived from it, and a row's `cards` are the cards declaring the act. The
 * table's own acts (`vote`, `change_vote`) and the group's `kill` (HK70) are not a card's.
 */
export type HkSkill = Omit<Skill, "acts"> & { acts: Readonly<Record<string, HkActDecl>> };

/**
 * What players read and type about a forum-hk card, in one language (issue 22 goal 1; the timed
 * cards' `CardText`): the engine renders none of it — the chat (`src/chat/families/forum-hk/`) fills and sends it.
 * The card's 名 is the 60-card list's (`roles/hk/pools.ts`).
 */
export interface HkCardText {
  /** The card's rules as the directors explain them (its help's second line). */
  rules: string;
  /** Each act's name, as players read it and type it (`check` → 预言): one for every act the card declares. */
  acts: Readonly<Record<string, string>>;
  /** Short words players also type for an act (`验` for 预言). */
  aliases?: Readonly<Record<string, readonly string[]>>;
  /** An act sent with a card's 名 (寻踪 狼王, 诡辩 3号 预言家): how its help, example and bad-input answer read. */
  values?: Readonly<Record<string, HkValueText>>;
  /** What the card is told (`told` events), per kind it emits: see {@link HkToldText}. */
  told?: Readonly<Record<string, HkToldText>>;
}

/**
 * The words of an act sent with a value: after its name in the help (` 身份名`), an example, what a bad
 * one is told. `kind`: `card` (default) — a card's 名 (寻踪 狼王); `time` — a clock time of tonight
 * (窥视 21:40; the chat sends `HH:mm`, the card reads it on tonight's date); `choice` — one of the
 * act's own values, typed as one of its words in `choices` (馈赠 3号 毒药, HK103; 蛊惑 3号 强神, HK79); `disguise` — 隐狼's options
 * and the apparent fields (伪装 1 2 4 村民阵营 预言家 不带刀; the chat sends `{options?, camp?, role?, knife?}`, HK45);
 * `text` — free words, the rest of the message, after the seat when the act names one (情书 …, HK128;
 * 通天 <问题>, 摄魂 3号 <内容>: HK118, HK120); `cards_by_seat` — seats each with a card's 名 (命运洪流 3号预言家
 * 5号女巫: seat → card id, HK122); `skill` — a skill's name as players type its act (镜像 预言: the act id,
 * HK123); `index` — a number first, then the act's seats (操纵 2 3号 5号: the value X and the target list, HK125).
 */
export interface HkValueText {
  kind?: "card" | "time" | "choice" | "disguise" | "text" | "cards_by_seat" | "skill" | "index";
  /** For `choice`: each value with the words players type for it, the first being how it is named. */
  choices?: Readonly<Record<string, readonly string[]>>;
  /**
   * For `choice`: the values are numbers (their keys written as digits) and the act is sent with the number;
   * a `living_or_null` act takes the value alone or with a seat, either first (赌徒's 大奖 2, 大奖 杀人 5号, HK124).
   */
  numeric?: true;
  hint: string;
  example: string;
  bad: string;
}

/**
 * One told kind's message: a template, or one per variant (the card's `toldVariant[kind]` of the
 * value, else the value itself when it is a string). Named placeholders, filled by the chat with
 * its vocabulary: `{about}` (`3号`), `{seat}` (a seat value or item's seat, `5号`), `{count}` (a number value, `4`),
 * `{skill}` (an act id value or item, as players name the skill), `{camp}`,
 * `{role}` (the value's, or an item's), `{seats}` (a list of seats), `{items}` (a list of results,
 * each as `item`, joined by `；`, or `empty`), `{due}` (tonight's last block's deadline).
 */
export interface HkToldText {
  text: string | Readonly<Record<string, string>>;
  item?: string;
  empty?: string;
}

/** A forum-hk card the engine implements. */
export interface HkCardSpec {
  id: string;
  /** What players read and type about it, keyed per language (简体 always). */
  texts: ByLang<HkCardText>;
  /** Which variant of a told kind's text a value takes (null: nothing is told), where not the value itself. */
  toldVariant?: Readonly<Record<string, (value: unknown) => string | null>>;
  /** The scripted (demo, test crowd) player's choices as pure functions, or its declared silence. */
  scripted: HkScripted | "silent";
  skills: readonly HkSkill[];
  /**
   * Skills the card gives to others and does not hold itself (HK25: 奇迹商人's gifts, HK103): their
   * rows join the flow's table (`families/forum-hk/acts.ts`) without making the card their holder;
   * an instance granted with this card as its `card` is validated and settled by this module.
   */
  gives?: readonly HkSkill[];
  /**
   * The holder's memory keys that count its card's spent uses, <限定> and lost skills: 「刷新至初始」
   * unsets them (HK25, HK106; 女巫's `saveUsed` — her 灵通 returns with it, HK92).
   */
  refreshKeys?: readonly string[];
  /** After a 「刷新至初始」 of the holder's card (HK25): what else comes back (灵鹿's 长寿之命, HK96). */
  onRefresh?(tx: Tx, holder: number): void;
  /**
   * Settles one accepted act at its step (HK13): the flow calls it only when its user may still use
   * the skill (not out, no blocking status) and tells nothing itself; the card emits what it does
   * and what it tells (HK12: a block's results are told at its end, which is now). The attacks it
   * returns are made now (HK73): a night act's wait for the (20) resolution in their `slot` order
   * (HK72, `families/forum-hk/night.ts`); a day or death-window act's resolve at once (HK65, HK138).
   */
  settle?(tx: Tx, a: HkSettle): HkMade;
  /**
   * The holder's standing rule on another's act when it is sent (after the user's own checks, the
   * group's 杀人 included), for every card: the reject, or null (面包师's 芬芳, HK110).
   */
  refuses?(s: GameState, holder: number, q: HkActQuery): Reject | null;
  /**
   * Whether the holder's standing rule makes an accepted act do nothing at its step (the group's 杀人
   * at (15) included), for every card: 撑杆僵尸's 跳跃 (HK81), 面包师's 芬芳 (HK110).
   */
  voids?(s: GameState, holder: number, q: HkActQuery): boolean;
  /**
   * HK28: the card's stage of the settlement chain (`reverse` 时间逆流, `swap` 交换), for every card: the
   * seat where the act `q`, its ball now on `ball`, goes on, or null to leave it. The flow asks each seat's
   * card once per stage, in seat order; the first answer moves it (`families/forum-hk/chain.ts`).
   */
  redirect?(s: GameState, holder: number, stage: "reverse" | "swap", ball: number, q: HkActQuery): number | null;
  /**
   * A <指定> act that reached no settlement target (HK22: out; HK29: [隐身]): nothing settles and nothing is
   * told, but what the card does whether or not it settles (HK97: 猎魔人's cost 1; HK76: 恐怖分子's own 暴击)
   * happens here. `a.target` is where the chain ended.
   */
  unsettled?(tx: Tx, a: HkSettle): HkMade;
  /** The card's own check of an act when it is sent at `nowMs` (after the window, status and target checks), or null. */
  validate?(s: GameState, seat: number, act: string, target: Target, value?: ActValue, nowMs?: number): Reject | null;
  /**
   * HK49, HK127: brings up to date the camps this card's rule decides for others or itself beyond
   * plain following (丘比特's couple: the lovers' and his own camp, and the couple's tags): it emits
   * `hk_camp` (and `hk_skill`) only where something changes. The flow calls it until nothing changes
   * and then tells each seat whose camp changed (HK48; `families/forum-hk/camps.ts`).
   */
  followCamps?(tx: Tx, holder: number): void;
  /** HK53 (a): whether the holder's card's direct win holds now, for the camp he belongs to (暗恋者, HK128). */
  directWin?(s: GameState, holder: number): boolean;
  /** HK48: a camp change of this card's holder is not told ([2] 复仇者 「但不得知加入了什么阵营」). */
  campUntold?: true;
  /**
   * Whether the holder's card lets `seat` (another card) use `act` now (丘比特's 黑情侣 naming who gets
   * the 杀人, HK127); such an act is checked and settled by the holder's card.
   */
  grants?(s: GameState, holder: number, seat: number, act: string): boolean;
  /** The holder's team sharing a [团队] skill (警队, HK91): its living members, himself included; the chat tells each. */
  team?(s: GameState, holder: number): number[];
  /**
   * HK129: a non-[开局] <指定> act settled on a character (`f.target`, its settlement target), for every card in
   * seat order, right after it settles: at night at its step, the group's 杀人 at (15) (its source HK37's draw
   * from `f.group`), by day at once (复仇者's 寻仇).
   */
  onNamed?(tx: Tx, holder: number, f: HkNamedFact): void;
  /** At C₀, for a 开局 skill never sent: its silent default (HK126, HK129; `draws` or `seed`). */
  silentStart?(tx: Tx, seat: number): void;
  /**
   * At C₀ after every 开局 act settled (HK131, 游戏流程 2: 「开局阶段结束后」), for every card in seat
   * order: what the end of S tells (狼兄/狼弟 each other, 隐狼 ③/⑤, 狼鸦之爪 to the [群内] wolves).
   */
  atStartEnd?(tx: Tx, holder: number): void;
  /**
   * HK125 (灰蕨's 操纵), at each night step, for every card: the act the holder makes another seat use tonight, or
   * null. The flow reads it as `HkSettle.controlOf` does and settles it at that act's own step in the place of the
   * seat's own act of it (his use of it tonight), ignoring his statuses and loss; the range is the flow's HK22 only.
   */
  controls?(s: GameState, holder: number, n: number): HkControl | null;
  /** HK125: what the act the holder made another seat use told that seat (`told` events), right after it settled. */
  controlled?(tx: Tx, holder: number, told: readonly HkTold[]): void;
  /** At each opening (09:00), after the out list (HK66: 被诽谤). */
  atOpening?(tx: Tx, seat: number, n: number): void;
  /** At the start of 晨曦 n (C+70, right after night n's resolution and its declaration point), for every card (太阳's [不死], HK150). */
  atDawn?(tx: Tx, holder: number, n: number): void;
  /** At the close C of day n (0: C₀, after the 开局 acts settle), before the count, for every card (太阳's [不死], HK150). */
  atClose?(tx: Tx, holder: number, n: number): void;
  /**
   * Right after any out (HK72: consequences right after their cause; HK62: a red-card out has no
   * trigger of its own, the linked outs of others still follow), for every card in seat order, the
   * out one's included: the attacks it returns resolve at once, through HK34 (粉丝's idol, HK129;
   * the dreamer's target, HK94).
   */
  onOut?(tx: Tx, holder: number, out: HkOutFact): HkMade;
  /** At a block's deadline after its acts settled (HK12: 女巫's 灵通 at C+50, 反弹 at C+60), for every card. */
  afterBlock?(tx: Tx, holder: number, block: "a" | "b" | "c", n: number): HkMade;
  /** At nightfall of night n (C+20), for every card (nightly statuses; 白猫's delayed death, HK116). */
  atNightfall?(tx: Tx, holder: number, n: number): HkMade;
  /** At the end of 黄昏 (C+20) of day n (0: the first 黄昏), after its lists (熊, HK121). */
  atDuskEnd?(tx: Tx, holder: number, n: number): void;
  /**
   * At the end of a death window (黄昏 (2) at C+10, 晨曦 (2) at C+80) of day n, for every card (HK138:
   * a 最后一枪 or 报复 that could be used in it and was not ends there).
   */
  atWindowEnd?(tx: Tx, holder: number, window: "dusk" | "dawn", n: number): void;
  /** The pipeline flipped him (白猫 猫有九命, HK116): the card records it and schedules what follows. */
  onFlip?(tx: Tx, holder: number, attack: Attack): void;
  /** The pipeline spent one charge of a status he holds (HK35; 士兵's 埋伏, HK101), right after the spend. */
  onSpent?(tx: Tx, holder: number, status: SeatStatus): void;
  /** At C+70 of night n, after the (20) outs: the resolution's results (HK12: 追猎成功, HK102). */
  atResolution?(tx: Tx, holder: number, n: number): void;
  /**
   * At the end of each block of night n and at its resolution (C+70), after every card's `afterBlock` /
   * `atResolution` and the reflections: what the holder learns of what others did and were told there
   * (幽灵's 附体, HK83: his host's acts and results, each block's end).
   */
  relay?(tx: Tx, holder: number, when: "a" | "b" | "c" | "resolution", n: number): void;
  /**
   * The seat whose night acts the holder sends in its place now, or null (幽灵's 夺舍, HK83): an act the
   * holder does not hold himself is taken as that seat's (its user), and that seat's own are void.
   */
  actsFor?(s: GameState, holder: number): number | null;
  /**
   * Right after outs are published (HK66: the 09:00 opening, a 正午 out at once, the dusk lists at C+20),
   * for every card in seat order, with the seats published in out order (九尾狐's tails, HK99): the
   * attacks it returns resolve at once (`families/forum-hk/outs.ts` announce).
   */
  onPublished?(tx: Tx, holder: number, seats: readonly number[]): HkMade;
}

/** A private result as a `told` event carries it (HK12), relayed by `controlled`. */
export interface HkTold {
  kind: string;
  value: unknown;
  about?: number;
  settledOn?: number;
}

/** The attacks a hook makes (HK73), or nothing. */
// biome-ignore lint/suspicious/noConfusingVoidType: a hook that makes no attack returns nothing.
export type HkMade = readonly Attack[] | void;

/**
 * A <指定> act settled on `target` (HK129, `HkCardSpec.onNamed`): its user `by`, or null for the group's 杀人
 * whose possible sources (HK37: the living [群内] members able to kill at (15)) are `group`.
 */
export interface HkNamedFact {
  by: number | null;
  group?: readonly number[];
  target: number;
  act: string;
}

/** An out as the cards' `onOut` read it (HK62, HK72). */
export interface HkOutFact {
  seat: number;
  cause: DeathCause;
  damage: DamageType;
  /** The source of the damage (HK37), null when sourceless. */
  source: number | null;
  /** A red-card out, or the exile of a red-carded top (HK60, HK62): no trigger of the carded player's own. */
  carded?: boolean;
  /**
   * HK25, HK129: the flow's 「获得…的身份技能并刷新至初始」 — `seat` gains `from`'s card skills, refreshed
   * (`families/forum-hk/skills.ts` `gainCard`; a card does not import the registry); returns the card.
   */
  gainCard?: (seat: number, from: number) => string;
}
