import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getPublicConfig, ownOrigins, parseEnv, publicOrigin } from "./env.server";

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

describe("the site's own origin (issue 50: never the request's Host)", () => {
  it("is APP_ORIGIN, else http://HOST:PORT, with the wildcard addresses reached as localhost", () => {
    expect(publicOrigin(parseEnv({ APP_ORIGIN: "https://monitors.example.com" }))).toBe("https://monitors.example.com");
    expect(publicOrigin(parseEnv({}))).toBe("http://localhost:3000");
    expect(publicOrigin(parseEnv({ HOST: "0.0.0.0", PORT: "8080" }))).toBe("http://localhost:8080");
    expect(publicOrigin(parseEnv({ HOST: "shop.internal", PORT: "80" }))).toBe("http://shop.internal:80");
  });

  it("lets a same-origin check accept a local run's loopback names, and only the configured origin otherwise", () => {
    expect(ownOrigins(parseEnv({ HOST: "127.0.0.1", PORT: "3100" }))).toEqual(["http://localhost:3100", "http://127.0.0.1:3100", "http://[::1]:3100"]);
    expect(ownOrigins(parseEnv({ HOST: "shop.internal", PORT: "80" }))).toEqual(["http://shop.internal:80"]);
    expect(ownOrigins(parseEnv({ APP_ORIGIN: "https://monitors.example.com" }))).toEqual(["https://monitors.example.com"]);
  });
});

describe("links and checks built from the request's address (issue 50)", () => {
  it("no server code takes an origin from the request's URL, whose host is the client's Host header", () => {
    const files = (readdirSync("app", { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file));
    // Share links, the PDF's link and the configurators' links were `APP_ORIGIN ?? new URL(request.url).origin`
    // (or `APP_ORIGIN ?? url.origin`): publicOrigin() is the one origin.
    const offenders = files.filter((file) => file !== "utils/env.server.ts").filter((file) => /new URL\([^)]*request\.url\)\.origin|APP_ORIGIN \?\?/.test(readFileSync(join("app", file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
