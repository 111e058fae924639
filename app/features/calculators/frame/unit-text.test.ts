import { describe, expect, it } from "vitest";
import { createTranslator } from "~/i18n/translate";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { unitText } from "./unit-text";

describe("unitText", () => {
  it("says known units in words in both languages and leaves an unknown code as it is", () => {
    const en = createTranslator(enUs);
    const zh = createTranslator(zhCn, "zh-CN");
    expect(unitText("1/year", en)).toBe("a year");
    expect(unitText("h/failure", zh)).toBe("小时/次故障");
    expect(unitText("EUR/USD", en)).toBe("EUR per US dollar");
    expect(unitText("JPY/USD", zh)).toBe("JPY/美元");
    expect(unitText("cm", zh)).toBe("厘米");
    expect(unitText("h/day", en)).toBe("hours a day");
    expect(unitText("days/year", zh)).toBe("天/年");
    expect(unitText("USD/room/year", en)).toBe("US dollars per room a year");
    expect(unitText("furlongs", en)).toBe("furlongs");
  });
});
