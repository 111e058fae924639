import type { AdaptiveSync, ConnectorSeen, FactSource, GamutPrimaries } from "../../schema";
import type { CatalogueEntry } from "../catalogue-entry";
import { coveredReferences, gamutCoverage } from "../../vocabulary/gamut";
import type { FactRow } from "./model-facts";


function point(text: string | undefined) {
  const [x, y] = (text ?? "").split(",").map(Number);
  return x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

function primariesOf(value: string, white: string | undefined): GamutPrimaries | null {
  const [red, green, blue] = value.split(" ").map(point);
  return red && green && blue ? { red, green, blue, white: white ? point(white) : null } : null;
}

function adaptiveSyncOf(value: string): AdaptiveSync | null {
  const match = /^(FreeSync|VESA Adaptive-Sync) (\d+)-(\d+)$/.exec(value);
  return match ? { kind: match[1] as AdaptiveSync["kind"], minHz: Number(match[2]), maxHz: Number(match[3]) } : null;
}

/** The key monitors.sources lists for a model with EDID facts (db/seed-data/SOURCES.md). */
export const edidSourceKey = "linuxhw-edid";

/**
 * A catalogue entry with its EDID facts. ENERGY STAR keeps native resolution and size where it
 * states them (the EDID fills only what it leaves empty); the EDID's refresh rate replaces the
 * retail list's (it is the monitor's own declaration; disagreements are in the import log). Two
 * things an EDID cannot tell stay with the sources that can: the port list (a report names the
 * one input it was read through: `connectorsSeen`) and an HDR certification (the EDID's HDR block
 * says which signals the monitor accepts: `hdrTransferFunctions`, never `hdr`, ENERGY STAR's
 * DisplayHDR tier).
 */
export function withEdidFacts(entry: CatalogueEntry, rows: readonly FactRow[]): CatalogueEntry {
  if (rows.length === 0) return entry;
  const fact = (name: FactRow["fact"]) => rows.find((row) => row.fact === name);
  const sources: FactSource[] = [...(entry.factSources ?? [])];
  const cite = (field: string, row: FactRow, replace = true) => {
    if (replace) for (let index = sources.length - 1; index >= 0; index -= 1) if (sources[index]!.field === field) sources.splice(index, 1);
    sources.push({ field, source: row.source });
  };
  const next: CatalogueEntry = { ...entry };

  const refresh = fact("refresh-rate-hz");
  if (refresh) {
    next.refreshRateHz = Number(refresh.value);
    cite("refreshRateHz", refresh);
  }
  const resolution = fact("native-resolution");
  if (resolution && next.resolutionWidth == null) {
    const [width, height] = resolution.value.split("x").map(Number);
    next.resolutionWidth = width ?? null;
    next.resolutionHeight = height ?? null;
    cite("resolution", resolution);
  }
  const primaries = fact("primaries");
  const gamut = primaries ? primariesOf(primaries.value, fact("white-point")?.value) : null;
  if (primaries && gamut) {
    const coverage = gamutCoverage(gamut);
    next.gamutPrimaries = gamut;
    next.gamutSrgbPct = coverage.srgbPct;
    next.gamutDciP3Pct = coverage.dciP3Pct;
    next.gamutAdobeRgbPct = coverage.adobeRgbPct;
    next.gamutCoverage = coveredReferences(coverage);
    cite("gamut", primaries);
  }
  const bits = fact("bits-per-colour");
  if (bits) {
    next.bitsPerColour = Number(bits.value);
    cite("bitsPerColour", bits);
  }
  const transfer = fact("hdr-transfer-functions");
  if (transfer) {
    next.hdrTransferFunctions = transfer.value.split(";");
    cite("hdrTransferFunctions", transfer);
  }
  const luminance = fact("hdr-max-luminance-nits");
  if (luminance) {
    next.hdrMaxLuminanceNits = Number(luminance.value);
    cite("hdrMaxLuminanceNits", luminance);
  }
  const sync = fact("adaptive-sync");
  const adaptiveSync = sync ? adaptiveSyncOf(sync.value) : null;
  if (sync && adaptiveSync) {
    next.adaptiveSync = adaptiveSync;
    cite("adaptiveSync", sync);
  }
  const connectors = rows.filter((row) => row.fact === "connector");
  for (const row of connectors) cite("connectorsSeen", row, false);
  next.connectorsSeen = (["DisplayPort", "HDMI"] as const)
    .map((connector): ConnectorSeen => ({ connector, reports: new Set(connectors.filter((row) => row.value === connector).map((row) => row.source)).size }))
    .filter((seen) => seen.reports > 0);
  next.factSources = sources;
  next.sources = entry.sources.includes(edidSourceKey) ? entry.sources : [...entry.sources, edidSourceKey];
  return next;
}

/** Every entry with the table's rows for its model (matched without regard to case). */
export function applyEdidTable(entries: readonly CatalogueEntry[], rows: readonly FactRow[]): CatalogueEntry[] {
  const byModel = new Map<string, FactRow[]>();
  for (const row of rows) {
    const key = row.model.toUpperCase();
    byModel.set(key, [...(byModel.get(key) ?? []), row]);
  }
  return entries.map((entry) => withEdidFacts(entry, byModel.get(entry.model.toUpperCase()) ?? []));
}
