import { describe, expect, it } from "vitest";
import { isDatabaseOutage } from "./database-health.server";

function pgError(code: string, message = "error") {
  return Object.assign(new Error(message), { code });
}

describe("what counts as the database being away", () => {
  it("counts connection failures, a missing database or schema, and shutdowns", () => {
    for (const code of ["08006", "08001", "57P01", "57P03", "3D000", "53300", "42P01", "ECONNREFUSED", "ECONNRESET"]) {
      expect(isDatabaseOutage(pgError(code)), code).toBe(true);
    }
    expect(isDatabaseOutage(new Error("Connection terminated unexpectedly"))).toBe(true);
    // Drizzle wraps the driver's error: the code is on the cause.
    expect(isDatabaseOutage(new Error("Failed query: select 1", { cause: pgError("3D000") }))).toBe(true);
  });

  it("does not count a request's own bad data or a bug", () => {
    for (const code of ["22021", "23505", "22P02", "42703"]) expect(isDatabaseOutage(pgError(code)), code).toBe(false);
    expect(isDatabaseOutage(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseOutage("text")).toBe(false);
  });
});
