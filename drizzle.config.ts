import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./db/schema.ts", "./db/schema-auth.ts", "./db/schema-collections.ts"],
  out: "./db/migrations",
});
