import { afterEach, vi } from "vitest";
import { setDatabaseSeed } from "~/utils/database-seed.server";

// As server/app.ts does: a loader's first query fills the empty test database (imported only then).
setDatabaseSeed(async (db) => (await import("#db/seed")).seedDatabase(db, { monitors: "if-empty" }));

// House rule: a console.error during a test fails it.
const originalError = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(`console.error was called during the test:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
