import { describe, expect, it } from "vitest";
import { languageOfPath, renderAnswer, wantsJson } from "./index";

describe("server answers", () => {
  it("guesses the language from the path prefix", () => {
    expect(languageOfPath("/zh-cn/products")).toBe("zh-cn");
    expect(languageOfPath("/zh-cn")).toBe("zh-cn");
    expect(languageOfPath("/zh-cnx")).toBe("en-us");
    expect(languageOfPath("/en-us/products")).toBe("en-us");
    expect(languageOfPath("/for-home/zh-cn/products")).toBe("zh-cn");
    expect(languageOfPath("/for-home")).toBe("en-us");
  });

  it("answers JSON for /api paths and JSON-only clients", () => {
    expect(wantsJson("/api/monitors", undefined)).toBe(true);
    expect(wantsJson("/en-us", "application/json")).toBe(true);
    expect(wantsJson("/en-us", "text/html,application/json")).toBe(false);
    expect(wantsJson("/apiary", undefined)).toBe(false);
  });

  it("renders a translated HTML page with the request id and retry advice", () => {
    const answer = renderAnswer(503, "/zh-cn/products", "text/html", { retryAfter: 5, requestId: "abc<1>" });
    expect(answer.status).toBe(503);
    expect(answer.headers["Retry-After"]).toBe("5");
    expect(answer.headers["Content-Type"]).toMatch(/text\/html/);
    expect(answer.body).toContain("服务暂不可用");
    expect(answer.body).toContain("请在 5 秒后重试。");
    expect(answer.body).toContain("abc&#60;1&#62;");
    expect(answer.body).not.toContain("abc<1>");
  });

  it("renders JSON { message } for the API", () => {
    const answer = renderAnswer(413, "/api/data/create-entry", undefined, { requestId: "r1" });
    expect(answer.headers["Content-Type"]).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining("larger"), requestId: "r1" });
    expect(answer.headers["Retry-After"]).toBeUndefined();
  });
});
