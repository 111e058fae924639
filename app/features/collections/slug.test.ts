import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lowercases and joins words with hyphens", () => {
    expect(slugify("Desk Setup (2026)")).toBe("desk-setup-2026");
    expect(slugify("  --Hello,   World!--  ")).toBe("hello-world");
  });

  it("drops accents and keeps letters of other scripts", () => {
    expect(slugify("Écrans de Café")).toBe("ecrans-de-cafe");
    expect(slugify("我的 显示器")).toBe("我的-显示器");
  });

  it("falls back to 'collection' when nothing is left", () => {
    expect(slugify("!!!")).toBe("collection");
    expect(slugify("")).toBe("collection");
  });

  it("keeps at most 60 characters and no trailing hyphen", () => {
    // 59 a's, a space, then more: the cut lands just after the hyphen, which is dropped.
    expect(slugify(`${"a".repeat(59)} bcd`)).toBe("a".repeat(59));
    expect(Array.from(slugify("显".repeat(80)))).toHaveLength(60);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug and numbers a taken one", () => {
    expect(uniqueSlug("desk", new Set())).toBe("desk");
    expect(uniqueSlug("desk", new Set(["desk"]))).toBe("desk-2");
    expect(uniqueSlug("desk", new Set(["desk", "desk-2", "desk-3"]))).toBe("desk-4");
  });

  it("never gives 'guide', the address of the collections guide", () => {
    expect(uniqueSlug("guide", new Set())).toBe("guide-2");
  });
});
