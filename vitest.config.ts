import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "eslint/**/*.test.ts", "db/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
