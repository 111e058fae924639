import { describe, expect, it } from "vitest";
import { hashTarget, tryDecodeURIComponent } from "./url-text";

describe("tryDecodeURIComponent", () => {
  it("decodes what decodeURIComponent decodes", () => {
    expect(tryDecodeURIComponent("c1-row-2-monitor")).toBe("c1-row-2-monitor");
    expect(tryDecodeURIComponent("%E4%B8%AD%20x")).toBe("中 x");
  });

  it("answers null for every broken escape instead of throwing", () => {
    for (const broken of ["%", "%%", "%E0%A4%A", "%zz", "abc%", "%C0%80", "%ED%A0%80"]) {
      expect(tryDecodeURIComponent(broken), broken).toBeNull();
    }
  });
});

describe("hashTarget", () => {
  it("names the element of a readable hash", () => {
    expect(hashTarget("#c1-row-2-monitor")).toEqual({ id: "c1-row-2-monitor" });
    expect(hashTarget("#%E4%B8%AD")).toEqual({ id: "中" });
  });

  it("tells an empty hash from an unreadable one", () => {
    expect(hashTarget("")).toEqual({ id: null, unreadable: false });
    expect(hashTarget("#")).toEqual({ id: null, unreadable: false });
    expect(hashTarget("#%")).toEqual({ id: null, unreadable: true });
  });
});
