import { describe, expect, it } from "vitest";
import type { Database } from "#db/connect";
import { preparedPer } from "./prepared.server";

describe("preparedPer", () => {
  it("builds a statement once per database and separately for each database", () => {
    const built: object[] = [];
    const statement = preparedPer((db) => {
      built.push(db);
      return { for: db };
    });
    const first = {} as Database;
    const second = {} as Database;
    expect(statement(first)).toBe(statement(first));
    expect(statement(second).for).toBe(second);
    expect(built).toEqual([first, second]);
  });
});
