import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { pgSql } from "../../src/store/commands.ts";
import { localPgUrl } from "../../src/store/pg-url.ts";

describe("a local Postgres URL goes over the Unix socket (issue 24 goal 4)", () => {
  const dir = mkdtempSync(join(tmpdir(), "pgsock-"));
  writeFileSync(join(dir, ".s.PGSQL.5432"), "");
  const env = { DATABASE_SOCKET: dir };

  it("rewrites 127.0.0.1 / localhost when the port's socket is there", () => {
    const out = new URL(localPgUrl("postgresql://postgres@127.0.0.1:5432/werewolf_a", env));
    expect(out.searchParams.get("host")).toBe(dir);
    expect(out.pathname).toBe("/werewolf_a");
    expect(new URL(localPgUrl("postgresql://u:p@localhost/werewolf_b", env)).searchParams.get("host")).toBe(dir);
  });

  it("keeps TCP for another port, another host, an explicit host= or DATABASE_SOCKET=off", () => {
    for (const url of [
      "postgresql://postgres@127.0.0.1:54999/w",
      "postgresql://postgres@10.0.0.7:5432/w",
      "postgresql://postgres@127.0.0.1:5432/w?host=/elsewhere",
    ])
      expect(localPgUrl(url, env)).toBe(url);
    expect(localPgUrl("postgresql://postgres@127.0.0.1:5432/w", { DATABASE_SOCKET: "off" })).toBe(
      "postgresql://postgres@127.0.0.1:5432/w",
    );
  });

  it("the URL it gives reaches the server, over the socket exactly when it was rewritten", async () => {
    const tcp = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
    const url = localPgUrl(tcp);
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const r = await c.query("SELECT inet_server_addr() AS addr");
      // inet_server_addr() is null on a Unix socket, the server's address over TCP.
      expect(r.rows[0].addr === null).toBe(url !== tcp);
    } finally {
      await c.end();
    }
  });

  it("the store's raw pool plans its prepared statements once: generic plans on every connection (issue 24 goal 4)", async () => {
    const sql = pgSql(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres", 2);
    try {
      const rows = await Promise.all(
        [1, 2].map(() => sql.query<{ m: string }>("SELECT current_setting('plan_cache_mode') AS m")),
      );
      expect(rows.map((r) => r[0].m)).toEqual(["force_generic_plan", "force_generic_plan"]);
    } finally {
      await sql.close();
    }
  });
});
