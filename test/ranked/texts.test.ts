/** Chinese ranked texts for the chat: 战绩, 排行榜, end-of-game points (000 §四1-2, §五4, R20, R22). */
import { describe, expect, it } from "vitest";
import { foldSeason } from "../../src/ranked/ledger.ts";
import { gameChangeText, leaderboardText, recordText, seatChangeLine } from "../../src/ranked/texts.ts";
import { render } from "../../src/vocab/msg.ts";
import { game, H, SEASON, T0, wolfWins } from "./fixtures.ts";

const NAMES: Record<string, string> = { a: "小明", b: "阿强" };
const name = (id: string) => NAMES[id] ?? id;

describe("战绩", () => {
  it("000 §四1-2 shows points, tier, rank, wins by class, games and today's x/5", () => {
    const games = [
      ...wolfWins("g", T0 + H, 3),
      game("s", T0 + 3 * H, "villagers", [
        ["a", "seer"],
        ["b", "werewolf"],
      ]),
    ];
    const l = foldSeason(SEASON, games, T0 + 5 * H);
    expect(render(recordText(l, "a", name))).toBe(
      [
        "【小明的战绩】S7赛季",
        "积分：11分｜段位：暂无｜排名：第1名",
        "胜场：狼人3场、神牌1场、民牌0场（共4胜／4局）",
        "今日计分局：4/5",
        "下一段位：青铜Ⅲ，还差17分。",
      ].join("\n"),
    );
  });

  it("000 §四1 after 5 games today: 5/5 and a note that more games score no points", () => {
    const l = foldSeason(SEASON, wolfWins("g", T0 + H, 6), T0 + 10 * H);
    expect(render(recordText(l, "a"))).toContain("今日计分局：5/5（今天再打只计胜场，不计积分）");
    expect(render(recordText(foldSeason(SEASON, wolfWins("g", T0 + H, 6), T0 + 24 * H), "a"))).toContain(
      "今日计分局：0/5\n",
    );
  });

  it("000 §四2 the next tier names the missing win counts", () => {
    // 10 days of 3 wolf wins: 90 points, 30 wolf wins; 黄金Ⅲ also needs god and villager wins.
    const games = Array.from({ length: 10 }, (_, d) => wolfWins(`d${d}-`, T0 + d * 24 * H, 3)).flat();
    const text = render(recordText(foldSeason(SEASON, games, SEASON.endsAt - 1), "a"));
    expect(text).toContain("积分：90分｜段位：白银Ⅰ");
    expect(text).toContain("下一段位：黄金Ⅲ，还差2分、神牌胜场5场、民牌胜场10场。");
  });

  it("000 §四2 王者: 210 points with 20 wolf, 25 god and 30 villager wins; no next tier", () => {
    const roles = [...Array(34).fill("werewolf"), ...Array(25).fill("witch"), ...Array(30).fill("villager")];
    const games = roles.map((role, i) =>
      game(`k${i}`, T0 + Math.floor(i / 5) * 24 * H + (i % 5) * H, role === "werewolf" ? "wolves" : "villagers", [
        ["a", role],
        ["b", role === "werewolf" ? "villager" : "werewolf"],
      ]),
    );
    const text = render(recordText(foldSeason(SEASON, games, SEASON.endsAt - 1), "a"));
    expect(text).toContain("积分：212分｜段位：王者｜排名：第1名");
    expect(text).toContain("胜场：狼人34场、神牌25场、民牌30场（共89胜／89局）");
    expect(text.endsWith("已是最高段位：王者。")).toBe(true);
  });

  it("a player without games: zero, no tier, not ranked", () => {
    expect(render(recordText(foldSeason(SEASON, [], T0), "z"))).toBe(
      [
        "【z的战绩】S7赛季",
        "积分：0分｜段位：暂无｜排名：未上榜",
        "胜场：狼人0场、神牌0场、民牌0场（共0胜／0局）",
        "今日计分局：0/5",
        "下一段位：青铜Ⅲ，还差28分。",
      ].join("\n"),
    );
  });
});

describe("排行榜", () => {
  it("000 §四2 the top 20 in leaderboard order, with the total when more played", () => {
    // Player pN wins N wolf games (3 points each, at most 5 a day, spread over days).
    const games = Array.from({ length: 25 }, (_, n) =>
      Array.from({ length: n + 1 }, (_, k) =>
        game(`p${n}-${k}`, T0 + k * 24 * H + n * 60_000, "wolves", [
          [`p${n}`, "werewolf"],
          [`q${n}`, "villager"],
        ]),
      ),
    ).flat();
    const l = foldSeason(SEASON, games, SEASON.endsAt - 1);
    const text = render(leaderboardText(l));
    const lines = text.split("\n");
    expect(lines[0]).toBe("【S7赛季排行榜】");
    expect(lines.slice(1, 21).map((x) => x.split(".")[0])).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(lines[1]).toBe("1. p24　白银Ⅱ　75分（25胜／25局）");
    expect(lines[2]).toBe("2. p23　白银Ⅱ　72分（24胜／24局）");
    expect(lines[21]).toBe("（共50人，仅显示前20名）");
    expect(lines).toHaveLength(22);
  });

  it("an empty season", () => {
    expect(render(leaderboardText(foldSeason(SEASON, [], T0)))).toBe("【S7赛季排行榜】\n本赛季还没有排位战绩。");
  });
});

describe("end-of-game points post", () => {
  it("000 §四1 R20 R22 §九5 one line per seat: win, loss, self-destruct, drowned, eject, judged boom", () => {
    const g = game("g1", T0 + H, "villagers", [
      ["a", "seer"],
      ["b", "werewolf"],
      ["c", "villager", "self_destruct"],
      ["d", "villager", "drowned"],
      ["e", "hunter", "eject"],
      ["f", "witch", "ruled"],
    ]);
    const l = foldSeason(SEASON, [g], T0 + H);
    expect(render(gameChangeText(l, "g1", name)).split("\n")).toEqual([
      "【本局排位积分】444预女猎白",
      "1号 小明（预言家）胜 +2分，赛季积分2分",
      "2号 阿强（狼人）负 0分，赛季积分0分",
      "3号 c（平民）负 -5分（非狼人自爆-5），赛季积分-5分",
      "4号 d（平民）负 -2分（淹死天雷-2），赛季积分-2分",
      "5号 e（猎人）胜 0分（胜利+2，被法官踢出天雷-2），赛季积分0分",
      "6号 f（女巫）负 0分（被判自爆），赛季积分0分",
    ]);
  });

  it("000 §四1 a win beyond the daily cap says it counts as a win only", () => {
    const l = foldSeason(SEASON, wolfWins("g", T0 + H, 6), T0 + 10 * H);
    const sixth = l.games[5].seats[0];
    expect(render(seatChangeLine(sixth, name))).toBe(
      "1号 小明（狼人）胜 0分（今日第6局，只计胜场不计积分），赛季积分15分",
    );
  });

  it("000 §五4 an invalid game and a game outside the season score nothing", () => {
    const [g] = wolfWins("g", T0 + H, 1);
    const l = foldSeason(
      SEASON,
      [
        { ...g, valid: false },
        { ...g, gameId: "old", endedAt: T0 - H },
      ],
      T0 + H,
    );
    expect(render(gameChangeText(l, "g1"))).toContain("无效局");
    expect(render(gameChangeText(l, "old"))).toBe("本局不在S7赛季时间内，不计排位积分。");
    expect(() => render(gameChangeText(l, "nope"))).toThrow(/nope/);
  });
});
