import { describe, expect, it } from "vitest";
import { groupCallsToAction, isExternalHref } from "./hero";

const products = { label: "Browse all monitors", href: "/products" };
const compare = { label: "Compare monitors", href: "/comparison" };

describe("hero calls to action", () => {
  it("shows nothing without links", () => {
    expect(groupCallsToAction([])).toEqual({ kind: "none" });
  });

  it("shows one link as a button", () => {
    expect(groupCallsToAction([products])).toEqual({ kind: "single", link: products });
  });

  it("groups several links in the 'More Product Information' dropdown", () => {
    expect(groupCallsToAction([products, compare])).toEqual({ kind: "dropdown", links: [products, compare] });
  });

  it("ignores links without a label or address", () => {
    expect(groupCallsToAction([products, { label: " ", href: "/x" }, { label: "No href", href: "" }])).toEqual({ kind: "single", link: products });
  });

  it("tells other sites from site paths", () => {
    expect(isExternalHref("https://data.energystar.gov/")).toBe(true);
    expect(isExternalHref("//cdn.example/x")).toBe(true);
    expect(isExternalHref("/products")).toBe(false);
  });
});
