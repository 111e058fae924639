import type { FactSource } from "../schema";
import type { CatalogueEntry } from "./catalogue-entry";
import { cell, requireColumns, type CsvRow } from "./csv";
import { normalizePorts } from "./ports";

/** db/seed-data/cited/monitor-facts.csv: one fact per row with the public page that states it. */
export const citedFactsFile = "cited/monitor-facts.csv";

/** The source key of a fact a public page states; the page itself is in title/url/retrieved. */
export const CITED_PAGE = "cited-page";

type CitedValue =
  | { field: "usbCPowerDeliveryWatts"; value: number }
  | { field: "hdr"; value: string }
  | { field: "curved"; value: boolean }
  | { field: "ports"; value: string[] };

export type CitedFact = CitedValue & { model: string; source: FactSource };

const columns = ["subject", "fact", "value", "source_title", "url", "evidence", "retrieved"] as const;

/** The port names a page's port list mentions, as the catalogue's vocabulary codes (catalogue-terms.ts). */
const portWords: ReadonlyArray<readonly [code: string, pattern: RegExp]> = [
  ["display", /DisplayPort|\bDP\b/i],
  ["hdmi", /HDMI/i],
  ["usb-c", /USB-C|Type-C/i],
  ["thunderbolt", /Thunderbolt/i],
  // A USB port other than USB-C ("4 x USB 3.2 Gen 2 downstream", "USB-A").
  ["usb", /(?:^|;)\s*(?:\d+\s*x\s*)?USB(?!-C)/i],
  ["rj45", /RJ-?45|\bLAN\b|Ethernet/i],
  ["dvi", /\bDVI\b/i],
  ["vga", /\bVGA\b|D-Sub/i],
];

export function portsFromList(list: string): string[] {
  return normalizePorts(
    portWords.filter(([, pattern]) => pattern.test(list)).map(([code]) => code),
    false,
  );
}

/** A row's value in the catalogue's terms; null for a fact this import does not map or a value it cannot read. */
function citedValue(fact: string, value: string): CitedValue | null {
  switch (fact) {
    case "USB-C power delivery to laptop (W)": {
      const watts = /^(\d+)/.exec(value);
      return watts ? { field: "usbCPowerDeliveryWatts", value: Number(watts[1]) } : null;
    }
    case "VESA DisplayHDR tier":
      // "DisplayHDR True Black 400 (default HDR mode)": the tier without the page's remark.
      return { field: "hdr", value: value.replace(/\s*\(.*\)\s*$/, "") };
    case "curved screen":
    case "curvature":
      // "yes (curved; …)", "1700R (curved)"; a page that says flat would say so in words.
      if (/\bflat\b/i.test(value)) return { field: "curved", value: false };
      return /curved|\d+\s*R\b|^yes/i.test(value) ? { field: "curved", value: true } : null;
    case "port list": {
      const ports = portsFromList(value);
      return ports.length ? { field: "ports", value: ports } : null;
    }
    default:
      return null;
  }
}

/**
 * The rows that cite a page. "NOT FOUND" rows (no page) and facts the catalogue has no column for
 * (a curvature radius, background rows on ENERGY STAR and USB PD) are left out: the gap stays visible
 * in the file, and the catalogue keeps "not specified".
 */
export function parseCitedFacts(rows: CsvRow[]): CitedFact[] {
  requireColumns(rows, columns, citedFactsFile);
  return rows.flatMap((row) => {
    const url = cell(row, "url");
    const text = cell(row, "value");
    if (!url || text === "NOT FOUND") return [];
    const parsed = citedValue(cell(row, "fact"), text);
    if (!parsed) return [];
    const source: FactSource = {
      field: parsed.field,
      source: CITED_PAGE,
      title: cell(row, "source_title"),
      url,
      retrieved: cell(row, "retrieved"),
      statement: `${text}; ${cell(row, "evidence")}`,
    };
    return [{ ...parsed, model: cell(row, "subject"), source }];
  });
}

/**
 * Puts each cited fact on its model (matched without regard to case). Where a cited page and our
 * data sets differ, the page wins, and it becomes the fact's only source.
 */
export function applyCitedFacts(entries: readonly CatalogueEntry[], facts: readonly CitedFact[]): CatalogueEntry[] {
  const byModel = new Map<string, CitedFact[]>();
  for (const fact of facts) {
    const key = fact.model.toUpperCase();
    byModel.set(key, [...(byModel.get(key) ?? []), fact]);
  }
  return entries.map((entry) => {
    const cited = entry.vendor === "Dell" ? byModel.get(entry.model.toUpperCase()) : undefined;
    if (!cited) return entry;
    const next: CatalogueEntry = { ...entry };
    let sources = [...(entry.factSources ?? [])];
    for (const fact of cited) {
      Object.assign(next, { [fact.field]: fact.value });
      sources = [...sources.filter((item) => item.field !== fact.field), fact.source];
    }
    next.factSources = sources;
    next.sources = entry.sources.includes(CITED_PAGE) ? entry.sources : [...entry.sources, CITED_PAGE];
    return next;
  });
}
