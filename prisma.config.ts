import { defineConfig } from "prisma/config";

// The datasource URL lives here (Prisma 7). A default keeps `prisma generate` working without .env.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/werewolf" },
});
