import { describe, expect, it } from "vitest";
import { createFormatters } from "~/i18n/format";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import { inchesToCentimetres, lengthText } from "./lengths";

describe("inches to centimetres (issue 11 #18)", () => {
  it("uses 25.4 mm per inch", () => {
    // 27 in × 25.4 mm = 685.8 mm = 68.58 cm
    expect(inchesToCentimetres(27)).toBeCloseTo(68.58, 10);
    // 23.8 in × 25.4 mm = 604.52 mm = 60.452 cm
    expect(inchesToCentimetres(23.8)).toBeCloseTo(60.452, 10);
    // 34 in × 25.4 mm = 863.6 mm = 86.36 cm
    expect(inchesToCentimetres(34)).toBeCloseTo(86.36, 10);
    expect(inchesToCentimetres(0)).toBe(0);
  });
});

describe("lengthText", () => {
  const english = { t: createTranslator(enUs, "en-US"), format: createFormatters("en-US") };
  const chinese = { t: createTranslator(zhCn, "zh-CN"), format: createFormatters("zh-CN") };

  it("gives inches first, centimetres beside them, for an imperial visitor", () => {
    // 68.58 cm rounds to one decimal: 68.6 cm
    expect(lengthText(27, "imperial", english.t, english.format)).toBe("27 in (68.6 cm)");
    // 60.452 cm → 60.5 cm
    expect(lengthText(23.8, "imperial", english.t, english.format)).toBe("23.8 in (60.5 cm)");
  });

  it("gives centimetres first for a metric visitor, in both languages", () => {
    expect(lengthText(27, "metric", english.t, english.format)).toBe("68.6 cm (27 in)");
    // 34 in = 86.36 cm → 86.4 cm
    expect(lengthText(34, "metric", chinese.t, chinese.format)).toBe("86.4厘米（34英寸）");
    expect(lengthText(27, "imperial", chinese.t, chinese.format)).toBe("27英寸（68.6厘米）");
  });
});
