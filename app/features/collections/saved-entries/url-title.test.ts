import { describe, expect, it } from "vitest";
import { newUrlTitle, urlTitleSchema } from "./url-title";

describe("newUrlTitle", () => {
  it("is the calculator name and ten letters or digits", () => {
    const title = newUrlTitle("energy");
    expect(title).toMatch(/^energy-[a-z0-9]{10}$/);
    expect(urlTitleSchema.safeParse(title).success).toBe(true);
  });

  it("maps bytes evenly and skips the biased top of the byte range", () => {
    // 0 → a, 35 → 9, 36 → a again; 252..255 are skipped.
    const bytes = [0, 252, 35, 36, 255, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    expect(newUrlTitle("roi", () => Uint8Array.from(bytes))).toBe("roi-a9abcdefgh");
  });
});
