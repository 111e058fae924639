import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { presentedKey, serviceKeyMatches } from "./service-key.server";

const key = "s".repeat(40);

describe("service key", () => {
  it("matches only the configured key, and nothing while none is configured", () => {
    expect(serviceKeyMatches(key, key)).toBe(true);
    expect(serviceKeyMatches(`${key}x`, key)).toBe(false);
    expect(serviceKeyMatches(key.slice(1), key)).toBe(false);
    expect(serviceKeyMatches("", "")).toBe(false);
  });

  it("is read from the Authorization header first, else from the key field", () => {
    const withHeader = new Request("http://localhost/api/data/search_entry?key=field", { headers: { Authorization: `Bearer ${key}` } });
    expect(presentedKey(withHeader, new URL(withHeader.url).searchParams)).toBe(key);
    const withField = new Request("http://localhost/api/data/search_entry?key=field");
    expect(presentedKey(withField, new URL(withField.url).searchParams)).toBe("field");
    const none = new Request("http://localhost/api/data/search_entry", { headers: { Authorization: "Basic abc" } });
    expect(presentedKey(none, new URL(none.url).searchParams)).toBeNull();
  });

  it("comes from DATA_SERVICE_KEY: optional, at least 32 characters", () => {
    expect(parseEnv({}).DATA_SERVICE_KEY).toBeUndefined();
    expect(parseEnv({ DATA_SERVICE_KEY: "  " }).DATA_SERVICE_KEY).toBeUndefined();
    expect(parseEnv({ DATA_SERVICE_KEY: key }).DATA_SERVICE_KEY).toBe(key);
    expect(() => parseEnv({ DATA_SERVICE_KEY: "short" })).toThrow(/DATA_SERVICE_KEY must be at least 32 characters/);
  });
});
