import { describe, expect, it } from "vitest";
import { loadedAddresses } from "./use-service-worker";

describe("loadedAddresses", () => {
  it("names the page first, then each same-origin file once, and leaves other origins out", () => {
    const resources = [
      { name: "https://site.test/assets/root-abc.js" },
      { name: "https://site.test/en-us/api/phrases" },
      { name: "https://fonts.elsewhere.test/font.woff2" },
      // Another origin that starts like this one.
      { name: "https://site.test.evil.test/assets/x.js" },
      { name: "https://site.test/assets/root-abc.js" },
    ];
    expect(loadedAddresses("https://site.test/en-us/productivity?staff=20", resources, "https://site.test")).toEqual([
      "https://site.test/en-us/productivity?staff=20",
      "https://site.test/assets/root-abc.js",
      "https://site.test/en-us/api/phrases",
    ]);
  });
});
