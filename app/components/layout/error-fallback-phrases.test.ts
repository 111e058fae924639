import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { errorFallbackPhrases } from "./error-fallback-phrases";

describe("errorFallbackPhrases", () => {
  it("says exactly what the catalogues say", () => {
    for (const [key, value] of Object.entries(errorFallbackPhrases["en-us"])) expect(value).toBe(enUs[key as keyof typeof enUs]);
    for (const [key, value] of Object.entries(errorFallbackPhrases["zh-cn"])) expect(value).toBe(zhCn[key as keyof typeof zhCn]);
  });
});
