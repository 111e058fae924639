import { describe, expect, it } from "vitest";
import { createFormatters } from "./format";

describe("createFormatters", () => {
  it("formats units, money and dates for English", () => {
    const format = createFormatters("en-US");
    expect(format.inches(27)).toBe("27 in");
    expect(format.milliseconds(0.03)).toBe("0.03 ms");
    expect(format.usd(1199.99)).toBe("$1,199.99");
    expect(format.date("2024-03-05")).toBe("March 5, 2024");
    expect(format.number(12345)).toBe("12,345");
  });

  it("formats the same values for Simplified Chinese", () => {
    const format = createFormatters("zh-CN");
    expect(format.date("2024-03-05")).toBe("2024年3月5日");
    expect(format.usd(1199.99)).toBe("US$1,199.99");
    expect(format.inches(27)).toMatch(/^27\s?英寸$/);
  });
});

describe("list", () => {
  it("separates items in both languages", () => {
    expect(createFormatters("en-US").list(["DisplayPort", "HDMI", "USB-C"])).toBe("DisplayPort, HDMI, & USB-C");
    expect(createFormatters("zh-CN").list(["DisplayPort", "HDMI", "USB-C"])).toBe("DisplayPort、HDMI和USB-C");
  });
});
