import { describe, expect, it } from "vitest";
import { requireSameOrigin } from "./csrf.server";

const post = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/en-us/collections", { method: "POST", headers });

function status(request: Request): number {
  try {
    requireSameOrigin(request);
    return 200;
  } catch (error) {
    return (error as Response).status;
  }
}

describe("requireSameOrigin", () => {
  it("accepts the site's own form posts", () => {
    expect(status(post({ "Sec-Fetch-Site": "same-origin", Origin: "http://localhost:3000" }))).toBe(200);
  });

  it("refuses a cross-site form post", () => {
    expect(status(post({ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }))).toBe(403);
    expect(status(post({ "Sec-Fetch-Site": "same-site" }))).toBe(403);
    expect(status(post({ Origin: "https://evil.example" }))).toBe(403);
    expect(status(post({ Origin: "null" }))).toBe(403);
  });

  it("accepts the configured public origin when a proxy hides https from the server", () => {
    // With no APP_ORIGIN set, the default origin is http://localhost:3000.
    const behindProxy = new Request("http://10.0.0.5:3000/en-us/collections", { method: "POST", headers: { Origin: "http://localhost:3000" } });
    expect(status(behindProxy)).toBe(200);
  });

  it("does not take the request's Host as the site's origin (issue 50)", () => {
    // A client chooses Host: a request to Host evil.example with Origin http://evil.example was same-origin.
    const forgedHost = new Request("http://evil.example/en-us/collections", { method: "POST", headers: { Origin: "http://evil.example" } });
    expect(status(forgedHost)).toBe(403);
  });

  it("leaves header-less clients (service integrations) to their own authentication", () => {
    expect(status(post({}))).toBe(200);
  });
});
