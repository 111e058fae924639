import type { MonitorRow } from "#db/schema";
import { canonicalFilterValue, slugOf } from "~/features/catalogue/search/options";
import { sortKeys, type FilterId } from "~/features/catalogue/search/query";
import { seededRandom } from "./random";

export type BenchQuery = { site: "work" | "home"; params: URLSearchParams };

/** Words a visitor could type that fit the model: part of its name, its series, a spec word. */
function textFor(row: MonitorRow, random: ReturnType<typeof seededRandom>): string {
  const words = [
    row.model.slice(0, 3).toLowerCase(),
    row.model.slice(0, 4).toLowerCase(),
    row.series ?? "dell",
    row.resolutionWidth === 3840 ? "4k" : row.resolutionWidth === 2560 ? "qhd" : "dell",
    row.ports.includes("USB-C") ? "usb c" : "hdmi",
    row.sizeInches ? `${Math.round(row.sizeInches)} inch` : "monitor",
    row.curved ? "曲面" : "ips",
  ];
  return random.pick(words);
}

/** Filter values the model has, so a search narrows towards something that exists. */
function filtersFor(row: MonitorRow): Partial<Record<FilterId, string>> {
  const candidates: Partial<Record<FilterId, string | null>> = {
    series: row.series,
    resolutions: row.resolutionWidth ? `${row.resolutionWidth}x${row.resolutionHeight}` : null,
    aspectRatios: row.aspectRatio?.replace(":", "-") ?? null,
    panelType: row.panelType ? slugOf(row.panelType) : null,
    ports: row.ports[0] ? slugOf(row.ports[0]) : null,
    certifications: row.certifications.length > 0 ? "energy-star" : null,
    screenTypes: row.curved === null ? null : row.curved ? "curved" : "flat",
  };
  return Object.fromEntries(
    Object.entries(candidates).filter(
      ([id, value]) => value && canonicalFilterValue(id as FilterId, value) !== null,
    ),
  ) as Partial<Record<FilterId, string>>;
}

/**
 * Searches with text, three filters and a sort, each built around a random real model (a site's
 * own), as a visitor narrowing down would; a fifth add a second value to one filter.
 */
export function benchQueries(rows: readonly MonitorRow[], count: number): BenchQuery[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, () => {
    const row = random.pick(rows);
    const site = row.sites[0] === "home" ? "home" : "work";
    const params = new URLSearchParams({ search: textFor(row, random), sortby: random.pick(sortKeys) });
    const filters = filtersFor(row);
    for (const id of random.some(Object.keys(filters) as FilterId[], 3)) params.append(id, filters[id]!);
    if (random.next() < 0.2) params.append("sizes", random.pick(["22-24", "25-29", "30-34"]));
    if (random.next() < 0.2) params.set("currentPage", "2");
    return { site, params };
  });
}

/** The landing page and one-filter browsing: no text, every row of the site is counted. */
export function browseQueries(count: number): BenchQuery[] {
  const random = seededRandom(11);
  const single = ["", "series=p", "series=alienware", "ports=usb-c", "sizes=25-29", "refreshRate=120-165", "panelType=ips"];
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams(random.pick(single));
    params.set("sortby", random.pick(sortKeys));
    return { site: random.next() < 2 / 3 ? "work" : "home", params };
  });
}
