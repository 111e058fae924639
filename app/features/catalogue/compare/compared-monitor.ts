import type { SiteId } from "~/i18n/paths";
import type { SourcedFact } from "../fact-sources";
import type { SpecSource } from "../spec-sheet";

/** What the comparison page receives per monitor: the spec sheet's fields and how to link it. */
export type ComparedMonitor = SpecSource & {
  id: number;
  slug: string;
  title: string;
  sites: SiteId[];
  /** Where each fact came from: `{ field, key, source: { title, url, retrieved } }`, a page a visitor can open. */
  sources: SourcedFact[];
  /** The HDR signals the EDID accepts (HDR10, HLG): no certification (issue 29). */
  hdrSignals: string[];
  /** A VESA DisplayHDR tier from ENERGY STAR's listing; null when no source states one. `hdr` says the same. */
  hdrCertification: string | null;
};

/** GET /{lang}/api/monitors?models=… (or ?ids=…): the monitors found, in the order asked. */
export type MonitorLookup = { monitors: ComparedMonitor[]; unknown: string[] };

/** GET /{lang}/api/monitors?search=…&site=…: the "add another" box's suggestions. */
export type MonitorSuggestion = { id: number; model: string; title: string; series: string | null };

export type MonitorApiError = { message: string; issues?: string[] };
