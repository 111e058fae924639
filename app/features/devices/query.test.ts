import { describe, expect, it } from "vitest";
import { parseRecommendationQuery } from "./query";

describe("parseRecommendationQuery", () => {
  it("reads a full query, lowercasing the slugs and dropping an empty monitor", () => {
    const parsed = parseRecommendationQuery(new URLSearchParams("device=MacBook-Air-M1&os=macos-15&scenario=two-monitors&monitor="));
    expect(parsed).toEqual({ ok: true, query: { device: "macbook-air-m1", os: "macos-15", scenario: "two-monitors" } });
  });

  it("names each bad field with its message key", () => {
    const parsed = parseRecommendationQuery(new URLSearchParams("device=../etc&os=macos-9&scenario=four"));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual([
      { field: "device", key: "devices.error.slug" },
      { field: "os", key: "devices.error.os" },
      { field: "scenario", key: "devices.error.scenario" },
    ]);
  });

  it("reports missing fields", () => {
    const parsed = parseRecommendationQuery(new URLSearchParams(""));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map((issue) => issue.field)).toEqual(["device", "os", "scenario"]);
  });
});

describe("a name the lookup reads is given once (input-rules)", () => {
  const base = "device=macbook-pro-14-m3-pro&os=macos-15&scenario=two-monitors";
  it.each([
    [`${base}&device=other`, ["device"]],
    [`${base}&os=macos-14`, ["os"]],
    [`${base}&monitor=u2724de&monitor=p2425h`, ["monitor"]],
    [`${base}&site=home&site=work`, ["site"]],
    [`${base}&scenario=one-monitor&os=macos-15`, ["os", "scenario"]],
  ])("%s → 400 on %j", (query, fields) => {
    const parsed = parseRecommendationQuery(new URLSearchParams(query));
    expect(parsed.ok ? [] : parsed.issues.map((issue) => [issue.field, issue.key]).sort()).toEqual(fields.map((field) => [field, "api.error.repeated"]));
  });

  it("leaves names it does not read alone", () => {
    expect(parseRecommendationQuery(new URLSearchParams(`${base}&utm=a&utm=b`)).ok).toBe(true);
  });
});
