import { describe, expect, it } from "vitest";
import { searchIcons } from "./search-icons";

const icons = [
  { name: "data-set", label: "Data set" },
  { name: "external-link", label: "External link" },
  { name: "offline", label: "离线" },
];

describe("searchIcons", () => {
  it("returns every icon for an empty search", () => {
    expect(searchIcons(icons, "  ", "en-US")).toHaveLength(3);
  });

  it("matches the name or the translated label, every word", () => {
    expect(searchIcons(icons, "LINK", "en-US").map((icon) => icon.name)).toEqual(["external-link"]);
    expect(searchIcons(icons, "离线", "zh-CN").map((icon) => icon.name)).toEqual(["offline"]);
    expect(searchIcons(icons, "data link", "en-US")).toEqual([]);
  });
});
