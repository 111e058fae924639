import { describe, expect, it } from "vitest";
import { requestUrl } from "./request-url";

describe("requestUrl", () => {
  it("parses a request's address once and gives every reader that one URL", () => {
    const request = new Request("http://localhost/en-us/quality?monitors=5");
    const first = requestUrl(request);
    expect(first.searchParams.get("monitors")).toBe("5");
    expect(requestUrl(request)).toBe(first);
  });

  it("keeps each request's own address", () => {
    const a = new Request("http://localhost/en-us/quality?monitors=5");
    const b = new Request("http://localhost/zh-cn/quality?monitors=6");
    expect(requestUrl(a)).not.toBe(requestUrl(b));
    expect(requestUrl(b).pathname).toBe("/zh-cn/quality");
  });
});
