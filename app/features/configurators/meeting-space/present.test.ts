import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import type { MeetingSpaceAnswers } from "./answers";
import type { MeetingSpaceResult } from "./model";
import { meetingSpaceBody, meetingSpaceCsv, say } from "./present";

const answers: MeetingSpaceAnswers = {
  roomSize: "medium",
  distanceFt: null,
  seats: 8,
  shape: "boardroom",
  platform: "zoom",
  existing: [],
  viewing: "reading",
  touch: false,
  mounting: "wall",
  budgetUsd: null,
  region: null,
};

const result: MeetingSpaceResult = {
  notInCatalogue: [],
  display: { distanceFt: 14, divisor: 6, requiredHeightIn: 28, imageHeightIn: 31.6, meetsRule: true, discas: null },
  items: [
    { category: "display", title: "Dell C6522QT", model: "C6522QT", quantity: 1, unitPriceUsd: 2500, reason: { key: "meetingSpace.reason.display", values: { height: 31.6, distance: 14, divisor: 6, required: 28 } } },
    { category: "mount", title: "=HYPERLINK(\"x\")", model: null, quantity: 1, unitPriceUsd: null, reason: { key: "meetingSpace.reason.wall" } },
  ],
  totalUsd: 2500,
  priceOnRequest: 1,
  withinBudget: null,
};

describe("the recommendation in words", () => {
  it("formats distances in feet and heights in inches with Intl", () => {
    const t = createTranslator(enUs, "en-US");
    expect(say(result.items[0]!.reason, t, "en-US")).toBe("The smallest catalog display whose image (31.6 in) is at least 14 ft ÷ 6 = 28 in tall.");
    const zh = createTranslator(zhCn, "zh-CN");
    expect(say(result.items[0]!.reason, zh, "zh-CN")).toBe("产品目录中画面高度（31.6英寸）不低于 14英尺 ÷ 6 = 28英寸 的最小显示屏。");
  });

  it("writes one CSV row per item under the API's field names, an unknown price in words and no formula", () => {
    const t = createTranslator(enUs, "en-US");
    const csv = meetingSpaceCsv(meetingSpaceBody(answers, result, t, "en-US"), t);
    expect(csv).toBe(
      "category,title,model,quantity,unitPriceUsd,reason\r\n" +
        "Display,Dell C6522QT,C6522QT,1,2500,The smallest catalog display whose image (31.6 in) is at least 14 ft ÷ 6 = 28 in tall.\r\n" +
        "Mount or cart,\"'=HYPERLINK(\"\"x\"\")\",,1,Price on request,Fixes the display at a viewing height in this room.\r\n",
    );
  });
});
