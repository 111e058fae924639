import { describe, expect, it } from "vitest";
import { serializeListQuery } from "./list-query";
import { parseListQuery } from "./parse-list-query.server";

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe("parseListQuery", () => {
  it("reads a series and a page", () => {
    expect(parse("series=ultrasharp&currentPage=3")).toEqual({ series: "ultrasharp", currentPage: 3 });
  });

  it("ignores unknown series and clamps bad pages", () => {
    expect(parse("series=<script>&currentPage=-4")).toEqual({ series: undefined, currentPage: 1 });
    expect(parse("currentPage=abc")).toEqual({ series: undefined, currentPage: 1 });
    expect(parse("currentPage=99999999999")).toEqual({ series: undefined, currentPage: 100000 });
    expect(parse(`series=${"x".repeat(10_000)}`)).toEqual({ series: undefined, currentPage: 1 });
  });

  it("round-trips through the URL", () => {
    const query = { series: "alienware" as const, currentPage: 2 };
    expect(parse(serializeListQuery(query).slice(1))).toEqual(query);
    expect(serializeListQuery({ currentPage: 1 })).toBe("");
  });
});
