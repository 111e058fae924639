import { describe, expect, it } from "vitest";
import { parseMonitorApiQuery } from "./monitor-api-query";

const parse = (query: string) => parseMonitorApiQuery(new URLSearchParams(query));

describe("parseMonitorApiQuery", () => {
  it("reads up to three hyphen-joined models", () => {
    expect(parse("models=U2724DE-P2425H-S2725DS")).toEqual({ ok: true, query: { kind: "models", models: ["U2724DE", "P2425H", "S2725DS"] } });
  });

  it("reads up to three comma-joined ids", () => {
    expect(parse("ids=4,9,12")).toEqual({ ok: true, query: { kind: "ids", ids: [4, 9, 12] } });
  });

  it("reads a search with its site, Work by default", () => {
    expect(parse("search=%20u27%20&site=home")).toEqual({ ok: true, query: { kind: "search", text: "u27", site: "home" } });
    expect(parse("search=u27")).toEqual({ ok: true, query: { kind: "search", text: "u27", site: "work" } });
  });

  it.each([
    ["", "nothing asked"],
    ["models=U2724DE&ids=1", "two kinds at once"],
    ["models=U2724DE&models=P2425H", "a repeated parameter"],
    ["models=A1-B2-C3-D4", "four models"],
    ["models=", "an empty list"],
    ["models=U2724DE--P2425H", "an empty piece"],
    ["models=U2724DE-u2724de", "the same model twice"],
    ["models=' OR 1=1 --", "SQL in a model"],
    ["models=<script>", "markup in a model"],
    [`models=${"A".repeat(21)}`, "an over-long model"],
    ["ids=1,2,3,4", "four ids"],
    ["ids=1,x", "a word as an id"],
    ["ids=0", "id zero"],
    ["ids=-3", "a negative id"],
    ["ids=1.5", "a fraction"],
    ["ids=99999999999", "an id beyond integer range"],
    ["search=", "an empty search"],
    [`search=${"x".repeat(10_000)}`, "a 10 kB search"],
    ["search=u27&site=office", "an unknown site"],
  ])("refuses %s (%s) with a message", (query) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/\w/);
  });

  it("names what was wrong", () => {
    const result = parse("models=U2724DE-<b>");
    expect(result).toMatchObject({ ok: false, message: "models must be 1 to 3 models joined by hyphens." });
    expect(!result.ok && result.issues.join(" ")).toContain("letters and digits");
  });
});
