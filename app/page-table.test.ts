import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageTable } from "./page-table";

describe("the page table", () => {
  it("has no placeholder pages left: every page has a route module of its own", () => {
    for (const page of pageTable) {
      expect(page.file).not.toBe("routes/being-built.tsx");
      expect(existsSync(path.join(import.meta.dirname, page.file)), page.file).toBe(true);
    }
  });
});
