/** The Prisma client over the `pg` driver adapter (Prisma 7, no native query engine). */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Db = InstanceType<typeof PrismaClient>;

/** A client for `url` (default: DATABASE_URL). Call `$disconnect()` when done. */
export function createDb(url = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf"): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}
