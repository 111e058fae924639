import { describe, expect, it } from "vitest";
import { itemTargetSchema } from "../schemas";
import { bookmarkPath } from "./bookmark-button";

describe("bookmarkPath (issue 11 #17)", () => {
  it("keeps the page path without language or site, with its query", () => {
    expect(bookmarkPath("/en-us/knowledge-base/qd-oled", "")).toBe("/knowledge-base/qd-oled");
    expect(bookmarkPath("/for-home/zh-cn/use-case/gaming", "?persona=streamer")).toBe("/use-case/gaming?persona=streamer");
    expect(bookmarkPath("/zh-cn/energy-calculator/results", "?c1m=u2724de&c1q=2")).toBe("/energy-calculator/results?c1m=u2724de&c1q=2");
    expect(bookmarkPath("/en-us/definition/hdr", "", "work")).toBe("/definition/hdr");
  });

  it("always gives a path the add form accepts, however long the query", () => {
    const path = bookmarkPath("/en-us/energy-calculator/results", `?${"c1m=u2724de&".repeat(60)}`);
    expect(path.length).toBeLessThanOrEqual(300);
    expect(itemTargetSchema.safeParse({ type: "bookmark", urlTitle: path, title: "Results" }).success).toBe(true);
  });
});
