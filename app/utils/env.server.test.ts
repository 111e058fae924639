import { describe, expect, it } from "vitest";
import { getPublicConfig, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the embedded defaults with no configuration", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(".data/pglite");
    expect(env.SITE_HOSTS).toEqual({});
  });

  it("turns collections, languages and banners off only for the string false", () => {
    const flags = getPublicConfig(
      parseEnv({ FEATURE_COLLECTIONS: "false", FEATURE_LANGUAGES: "0", FEATURE_BANNERS: "FALSE" }),
    ).features;
    expect(flags.collections).toBe(false);
    expect(flags.languages).toBe(true);
    expect(flags.banners).toBe(false);
  });

  it("keeps notifications and TEI off unless set to true, and tools on", () => {
    expect(getPublicConfig(parseEnv({})).features).toMatchObject({ notifications: false, tei: false, tools: true });
    expect(getPublicConfig(parseEnv({ FEATURE_TEI: "true" })).features.tei).toBe(true);
  });

  it("maps host names to sites", () => {
    expect(parseEnv({ SITE_HOSTS: "work.example.com=work, Home.Example.com=home" }).SITE_HOSTS).toEqual({
      "work.example.com": "work",
      "home.example.com": "home",
    });
  });

  it("refuses bad values with a readable message", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/postgres/);
    expect(() => parseEnv({ SITE_HOSTS: "a.example=shop" })).toThrow(/host=work/);
  });
});
