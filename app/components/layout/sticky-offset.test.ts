// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { publishHeaderState, stickyOffset } from "./sticky-offset";

describe("the sticky offset follows the header (issue 11 #20)", () => {
  it("is 136 px under the shown header and 52 px once it hides (the seed's layout constants)", () => {
    expect(stickyOffset(false)).toBe(136);
    expect(stickyOffset(true)).toBe(52);
  });

  it("is published on <html> for every sticky element and for scroll padding", () => {
    const root = document.documentElement;
    publishHeaderState(root, true);
    expect(root.dataset.header).toBe("hidden");
    expect(root.style.getPropertyValue("--sticky-top")).toBe("52px");
    publishHeaderState(root, false);
    expect(root.dataset.header).toBe("shown");
    expect(root.style.getPropertyValue("--sticky-top")).toBe("136px");
  });
});
