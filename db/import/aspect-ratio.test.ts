import { describe, expect, it } from "vitest";
import { aspectRatioFromResolution } from "./aspect-ratio";

describe("aspectRatioFromResolution", () => {
  it("names exact ratios", () => {
    expect(aspectRatioFromResolution(3840, 2160)).toBe("16:9"); // 3840/2160 = 1.778 = 16/9
    expect(aspectRatioFromResolution(1920, 1200)).toBe("16:10"); // 1.6
    expect(aspectRatioFromResolution(5120, 1440)).toBe("32:9"); // 3.556 = 32/9
    expect(aspectRatioFromResolution(1600, 1200)).toBe("4:3"); // 1.333
    expect(aspectRatioFromResolution(1280, 1024)).toBe("5:4"); // 1.25
    expect(aspectRatioFromResolution(2400, 1600)).toBe("3:2"); // 1.5
  });

  it("names near ratios: 1366x768 reduces to 683:384 but is sold as 16:9", () => {
    // 1366 / 768 = 1.7786, within 1% of 16/9 = 1.7778.
    expect(aspectRatioFromResolution(1366, 768)).toBe("16:9");
  });

  it("calls the 2.33-2.4 ultrawides 21:9", () => {
    expect(aspectRatioFromResolution(3440, 1440)).toBe("21:9"); // 2.389
    expect(aspectRatioFromResolution(2560, 1080)).toBe("21:9"); // 2.370
    expect(aspectRatioFromResolution(3840, 1600)).toBe("21:9"); // 2.4
  });

  it("falls back to the reduced fraction", () => {
    // A 1920x550 bar display in the ENERGY STAR export: 3.49, no common name; gcd 10 → 192:55.
    expect(aspectRatioFromResolution(1920, 550)).toBe("192:55");
  });
});
