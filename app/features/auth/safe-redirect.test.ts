import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const home = "/en-us";

describe("safeRedirectPath", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(safeRedirectPath("/en-us/products", home)).toBe("/en-us/products");
    expect(safeRedirectPath("/zh-cn/products?series=ultrasharp&currentPage=2#top", home)).toBe("/zh-cn/products?series=ultrasharp&currentPage=2#top");
    expect(safeRedirectPath("/for-home/en-us/collections/my-desk", home)).toBe("/for-home/en-us/collections/my-desk");
    expect(safeRedirectPath("/en-us/definition/a%20b", home)).toBe("/en-us/definition/a%20b");
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with a path", "//evil.example/en-us"],
    ["slash then backslash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["backslash inside the path", "/en-us\\..\\..\\evil"],
    ["absolute https URL", "https://evil.example"],
    ["absolute URL to this site", "http://localhost:3000/en-us"],
    ["javascript: URL", "javascript:alert(1)"],
    ["data: URL", "data:text/html,<script>alert(1)</script>"],
    ["encoded slashes", "%2F%2Fevil.example"],
    ["encoded slashes after one slash", "/%2Fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["tab between the slashes", "/\t/evil.example"],
    ["newline between the slashes", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["null byte", "/en-us\u0000"],
    ["leading space", " /en-us"],
    ["relative path", "en-us/products"],
    ["malformed escape", "/en-us/%E0%A4%A"],
    ["empty", ""],
    ["the sign-in page (a loop)", "/en-us/auth/sign-in?returnTo=/en-us"],
    ["the callback", "/en-us/auth/signed-in?code=x"],
  ])("sends %s home", (_name, value) => {
    expect(safeRedirectPath(value, home)).toBe(home);
  });

  it("sends anything but a string home", () => {
    expect(safeRedirectPath(undefined, home)).toBe(home);
    expect(safeRedirectPath(null, home)).toBe(home);
    expect(safeRedirectPath(["/en-us/products"], home)).toBe(home);
    expect(safeRedirectPath(`/${"a".repeat(3000)}`, home)).toBe(home);
  });
});
