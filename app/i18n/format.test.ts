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

describe("held formats", () => {
  it("keeps each locale's formatters, and a format per number of decimals", () => {
    const format = createFormatters("en-US");
    expect(createFormatters("en-US")).toBe(format);
    expect(createFormatters("zh-CN")).not.toBe(format);
    expect(format.number(1234.567, 2)).toBe("1,234.57");
    expect(format.number(1234.567)).toBe("1,235");
    expect(format.number(1234.567, 1)).toBe("1,234.6");
    expect(format.number(1234.567, 2)).toBe("1,234.57");
    expect(format.percent(97.24)).toBe("97.2%");
    expect(format.centimetres(68.51)).toBe("68.5 cm");
  });
});

describe("list", () => {
  it("separates items in both languages", () => {
    expect(createFormatters("en-US").list(["DisplayPort", "HDMI", "USB-C"])).toBe("DisplayPort, HDMI, & USB-C");
    expect(createFormatters("zh-CN").list(["DisplayPort", "HDMI", "USB-C"])).toBe("DisplayPort、HDMI和USB-C");
  });
});
