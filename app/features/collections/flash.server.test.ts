import { describe, expect, it } from "vitest";
import { flashCookie, readFlash } from "./flash.server";

const withCookie = (cookie: string) => new Request("http://localhost/en-us/collections", { headers: { Cookie: cookie } });

describe("flash toast cookie", () => {
  it("hands a toast name to the next page once, then clears it", () => {
    expect(flashCookie("deleted")).toMatch(/^mc_flash=deleted; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60$/);
    const { toast, headers } = readFlash(withCookie("other=1; mc_flash=deleted"));
    expect(toast).toBe("deleted");
    expect(headers.get("Set-Cookie")).toMatch(/^mc_flash=; .*Max-Age=0$/);
  });

  it("ignores anything that is not a known toast name", () => {
    expect(readFlash(withCookie("mc_flash=%3Cscript%3E")).toast).toBeNull();
    expect(readFlash(withCookie("other=1")).toast).toBeNull();
    expect(readFlash(withCookie("other=1")).headers.get("Set-Cookie")).toBeNull();
  });
});
