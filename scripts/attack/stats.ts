/** min / median / max of a list of numbers, as one string (the attack scripts' summary). */
export function spread(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const med = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `${s[0]} / ${med} / ${s.at(-1)}`;
}

/** Creates (drops first) the database of `url` and applies the migrations. */
export async function freshDb(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const { deployMigrations } = await import("../../src/store/migrate.ts");
  const u = new URL(url);
  const name = u.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(u.pathname, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await deployMigrations(url);
}
