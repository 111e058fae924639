import { describe, expect, it } from "vitest";
import { parseAspectRatio, pixelsPerInch, referenceScreen, screenSize } from "./geometry";

describe("screenSize", () => {
  it("splits a 27-inch 16:9 diagonal into width and height", () => {
    // √(16² + 9²) = √337 = 18.3576; width = 27·16/18.3576 = 23.533; height = 27·9/18.3576 = 13.237
    const size = screenSize(27, "16:9")!;
    expect(size.width).toBeCloseTo(23.533, 3);
    expect(size.height).toBeCloseTo(13.237, 3);
  });

  it("prefers the pixel shape over a rounded marketing ratio", () => {
    // 3440×1440 on 34.1": √(3440² + 1440²) = 3729.2; width = 34.1·3440/3729.2 = 31.455
    const size = screenSize(34.1, "21:9", { width: 3440, height: 1440 })!;
    expect(size.width).toBeCloseTo(31.455, 2);
    expect(size.height).toBeCloseTo(13.167, 2);
  });

  it("has no answer without a diagonal or a shape", () => {
    expect(screenSize(null, "16:9")).toBeNull();
    expect(screenSize(24, null)).toBeNull();
    expect(screenSize(0, "16:9")).toBeNull();
  });

  it("uses a 24-inch 16:9 reference", () => {
    // 24·16/18.3576 = 20.918 wide; 24·9/18.3576 = 11.766 high
    expect(referenceScreen.width).toBeCloseTo(20.918, 3);
    expect(referenceScreen.height).toBeCloseTo(11.766, 3);
  });
});

describe("parseAspectRatio and pixelsPerInch", () => {
  it("reads ratios and rejects nonsense", () => {
    expect(parseAspectRatio("16:10")).toEqual([16, 10]);
    expect(parseAspectRatio("64:27")).toEqual([64, 27]);
    expect(parseAspectRatio("wide")).toBeNull();
    expect(parseAspectRatio("0:9")).toBeNull();
  });

  it("computes the pixel density on the diagonal", () => {
    // 3840×2160 on 27": √(3840² + 2160²) = 4405.81 px; / 27 = 163.18 ppi
    expect(pixelsPerInch(27, 3840, 2160)).toBeCloseTo(163.18, 2);
    expect(pixelsPerInch(null, 3840, 2160)).toBeNull();
  });
});
