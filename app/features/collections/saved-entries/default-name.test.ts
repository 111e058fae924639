import { describe, expect, it } from "vitest";
import { createTranslator } from "~/i18n/translate";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { defaultEntryName } from "./default-name";

const date = new Date("2026-11-29T12:00:00Z");
const english = createTranslator(enUs, "en-US");

describe("a saved calculation's default name", () => {
  it("is the calculator, two key inputs and the date", () => {
    const naming = { calculator: "Productivity", inputs: ["Dell UltraSharp U2723QE", "Employees: 500", "Country: Japan"] };
    expect(defaultEntryName(naming, date, english, "en-US")).toBe("Productivity — Dell UltraSharp U2723QE, Employees: 500, Nov 29, 2026");
  });

  it("takes one input when only one was set", () => {
    expect(defaultEntryName({ calculator: "Energy", inputs: ["Dell P2425H"] }, date, english, "en-US")).toBe("Energy — Dell P2425H, Nov 29, 2026");
  });

  it("is the calculator and the date when no input was set", () => {
    expect(defaultEntryName({ calculator: "Workspace Configurator", inputs: ["", " "] }, date, english, "en-US")).toBe("Workspace Configurator, Nov 29, 2026");
  });

  it("speaks Chinese on the zh-cn site", () => {
    const chinese = createTranslator(zhCn, "zh-CN");
    expect(defaultEntryName({ calculator: "生产力", inputs: ["Dell U2723QE", "员工：500"] }, date, chinese, "zh-CN")).toBe("生产力——Dell U2723QE，员工：500，2026年11月29日");
  });

  it("is cut to the 120 characters a name may have, with an ellipsis", () => {
    const name = defaultEntryName({ calculator: "Energy", inputs: ["x".repeat(200)] }, date, english, "en-US");
    expect([...name]).toHaveLength(120);
    expect(name).toBe(`Energy — ${"x".repeat(110)}…`);
  });
});
