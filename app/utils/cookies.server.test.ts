import { describe, expect, it } from "vitest";
import { isUnambiguous, readCookie, readCookies } from "./cookies.server";

describe("readCookie", () => {
  it("finds a cookie among others, whatever the spacing", () => {
    expect(readCookie("a=1; mc_lang=zh-cn;b=2", "mc_lang")).toBe("zh-cn");
    expect(readCookie("a=1;mc_lang=zh-cn", "mc_lang")).toBe("zh-cn");
    expect(readCookie("xmc_lang=zh-cn", "mc_lang")).toBeUndefined();
    expect(readCookie(null, "mc_lang")).toBeUndefined();
  });

  it("gives the value as sent, percent-escapes and all, even a broken one", () => {
    expect(readCookie("mc_settings=%7B%22units%22%7D", "mc_settings")).toBe("%7B%22units%22%7D");
    expect(readCookie("mc_session=%00; theme=%E0%A4%A", "theme")).toBe("%E0%A4%A");
  });

  it("takes the first of two cookies with one name", () => {
    expect(readCookie("mc_lang=en-us; mc_lang=zh-cn", "mc_lang")).toBe("en-us");
  });

  it("has no inherited names", () => {
    expect(readCookies("a=1").toString).toBeUndefined();
  });
});

describe("isUnambiguous", () => {
  it("refuses a header with a name twice or a part without a value", () => {
    expect(isUnambiguous("mc_lang=en-us; mc_settings=x;")).toBe(true);
    expect(isUnambiguous(undefined)).toBe(true);
    expect(isUnambiguous("mc_lang=en-us; mc_lang=zh-cn")).toBe(false);
    expect(isUnambiguous("mc_lang=en-us; flag")).toBe(false);
  });
});
