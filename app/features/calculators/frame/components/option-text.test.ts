import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator, type PhraseMap } from "~/i18n/translate";
import type { FieldSpec } from "../definition";
import { valueText } from "./option-text";

const t = createTranslator(enUs as PhraseMap, "en-US");
const tZh = createTranslator(zhCn as PhraseMap, "zh-CN");
const monitors = [{ slug: "u2724d", title: "Dell UltraSharp 27 Monitor - U2724D", series: "ultrasharp" }];

const discount: FieldSpec = { name: "discount", kind: "number", label: "productivity.input.discount", min: 0, max: 1, step: "any", percent: true };
const salary: FieldSpec = { name: "salary", kind: "number", label: "productivity.input.discount", min: 1, max: 1e8, step: "any", money: "chosen" };
const employees: FieldSpec = { name: "employees", kind: "number", label: "productivity.input.discount", min: 1, max: 1e8, step: 1 };
const monitor: FieldSpec = { name: "monitor", kind: "monitor", label: "productivity.input.monitor", optional: { key: "productivity.input.monitorNone" } };

describe("valueText: the inputs as the page words them (issue 47)", () => {
  it("says a share in per cent: 0.1 is 10%, 0.125 is 12.5%", () => {
    expect(valueText(discount, "0.1", t, "en-US", monitors)).toBe("10%");
    expect(valueText(discount, "0.125", t, "en-US", monitors)).toBe("12.5%");
  });

  it("groups a plain number: 70000 is 70,000", () => {
    expect(valueText(employees, "70000", t, "en-US", monitors)).toBe("70,000");
  });

  it("writes an amount with its currency: the country's when amounts are local, else US dollars", () => {
    expect(valueText(salary, "70000", t, "en-US", monitors, "GBP", "local")).toBe("£70,000");
    expect(valueText(salary, "70000", t, "en-US", monitors, "GBP", "USD")).toBe("$70,000");
    expect(valueText(salary, "70000", tZh, "zh-CN", monitors, "CNY", "local")).toBe("¥70,000");
  });

  it("names the monitor, and says what no monitor means instead of \"Default\"", () => {
    expect(valueText(monitor, "u2724d", t, "en-US", monitors)).toBe("Dell UltraSharp 27 Monitor - U2724D");
    expect(valueText(monitor, "", t, "en-US", monitors)).toBe("No catalog monitor: I will enter a price");
  });

  it("writes a row's amount with its currency", () => {
    const rooms: FieldSpec = {
      name: "rooms",
      kind: "rows",
      label: "meetingRoi.input.rooms",
      maxRows: 20,
      addLabel: "meetingRoi.input.addRoom",
      removeLabel: "meetingRoi.input.removeRoom",
      columns: [
        { key: "quantity", kind: "number", label: "meetingRoi.input.quantity", min: 1, max: 10_000 },
        { key: "price", kind: "number", label: "meetingRoi.input.price", min: 1, max: 1e6, money: "chosen" },
      ],
    };
    expect(valueText(rooms, "1200:6000", t, "en-US", monitors, "USD", "USD")).toBe("1,200 · $6,000");
  });
});
