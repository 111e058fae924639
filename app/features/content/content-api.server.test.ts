import { describe, expect, it } from "vitest";
import { contentResponse } from "./content-api.server";

describe("content API answers", () => {
  it("says an unknown environment in the address's language", async () => {
    const chinese = await contentResponse({ kind: "homepage", site: "work", language: "zh-cn", environment: "work" }, undefined as never);
    expect(chinese.status).toBe(404);
    expect(await chinese.json()).toEqual({ message: "没有此环境，请使用以下之一：production, staging。" });
    const english = await contentResponse({ kind: "homepage", site: "work", language: "en-us", environment: "work" }, undefined as never);
    expect(await english.json()).toEqual({ message: "There is no such environment: use one of production, staging." });
  });
});
