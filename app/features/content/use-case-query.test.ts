import { describe, expect, it } from "vitest";
import { buildUseCaseQuery, pickPersona, listUseCases } from "./use-case-query";

const persona = (id: string) => ({ id, title: id, summary: id, monitors: { filters: { series: [id] } } });

describe("use case queries", () => {
  it("turns a persona's monitors into page 1 of a catalogue query, newest first", () => {
    expect(buildUseCaseQuery({ filters: { ports: ["usb-c"], powerDelivery: ["90-99"] } })).toEqual({
      search: "",
      filters: { ports: ["usb-c"], powerDelivery: ["90-99"] },
      sortby: "date_desc",
      currentPage: 1,
    });
  });

  it("keeps a given order and search text, and drops empty filters", () => {
    expect(buildUseCaseQuery({ search: " 4k ", sortby: "refresh_desc", filters: { sizes: [], series: ["g"] } }, 2)).toEqual({
      search: "4k",
      filters: { series: ["g"] },
      sortby: "refresh_desc",
      currentPage: 2,
    });
  });

  it("joins links with their structure and skips links without one", () => {
    const cases = listUseCases({
      links: [
        { id: "a", slug: "gaming", title: "Gaming" },
        { id: "b", slug: "orphan", title: "Orphan" },
      ],
      structure: [{ linkId: "a", lead: "Lead", personas: [persona("g")] }],
    });
    expect(cases.map((entry) => entry.slug)).toEqual(["gaming"]);
    expect(cases[0]?.lead).toBe("Lead");
  });

  it("picks the requested persona, else the first", () => {
    const [useCase] = listUseCases({ links: [{ id: "a", slug: "s", title: "S" }], structure: [{ linkId: "a", lead: "", personas: [persona("one"), persona("two")] }] });
    expect(pickPersona(useCase!, "two").id).toBe("two");
    expect(pickPersona(useCase!, "unknown").id).toBe("one");
    expect(pickPersona(useCase!, null).id).toBe("one");
  });
});
