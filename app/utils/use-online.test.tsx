// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOnline } from "./use-online";

afterEach(() => vi.restoreAllMocks());

function Probe() {
  return <p>{useOnline() ? "online" : "offline"}</p>;
}

describe("useOnline", () => {
  it("is online in the server's HTML whatever the browser says, so an offline notice never renders there", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(renderToString(<Probe />)).toBe("<p>online</p>");
  });
});
