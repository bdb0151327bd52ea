/**
 * Season and match queries, answered wherever they are asked: 战绩 and 排行榜 (000 §四, always
 * privately; 战绩 shows this season's penalties and an active ban, 000 §九) and 比分 (a match
 * group's latest match sheet, T22).
 */
import { matchSheetText } from "../app/match.ts";
import { banLine } from "../ranked/bans.ts";
import { LEADERBOARD_SIZE, leaderboardText, recordText } from "../ranked/texts.ts";
import type { Msg } from "../vocab/msg.ts";
import { say } from "../vocab/msg.ts";
import { dm, type Inbound, type Reply, type RouterDeps } from "./inbound.ts";

/** The season's and matches' queries (see the module comment); one per router. */
export class SeasonQueries {
  constructor(private readonly deps: Pick<RouterDeps, "book" | "matches">) {}

  /** `比分`: the match group's latest match sheet (T22). */
  async matchSheet(groupId: string): Promise<Msg> {
    const match = await this.deps.matches.latest(groupId);
    return match ? matchSheetText(match) : say("match.none_in_group", { cmd: { msg: "开赛 桌游 12人" } });
  }

  /** 战绩 / 排行榜 (000 §四), always answered privately; 战绩 shows this season's penalties and an active ban (000 §九). */
  async season(m: Inbound, kind: "stats" | "leaderboard"): Promise<Reply[]> {
    const { book } = this.deps;
    const season = await book.seasonAt();
    const ban = kind === "stats" ? await book.activeBan(m.from.id) : null;
    if (!season)
      return [
        dm(m.from.id, ban ? say("season.no_season_ban", { ban: { msg: banLine(ban) } }) : say("season.no_season")),
      ];
    const ledger = await book.ledger(season);
    const ids = kind === "stats" ? [m.from.id] : ledger.leaderboard.slice(0, LEADERBOARD_SIZE).map((x) => x.playerId);
    const names = await book.names(undefined, ids);
    return [
      dm(m.from.id, kind === "stats" ? recordText(ledger, m.from.id, names, ban) : leaderboardText(ledger, names)),
    ];
  }
}
