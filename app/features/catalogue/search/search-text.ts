import type { MonitorRow } from "#db/schema";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { seriesPhrase } from "../series";
import { hdrSignals } from "../spec-sheet";
import { resolutionClassOf } from "./resolution-classes";

export type SearchTextSource = Pick<
  MonitorRow,
  | "vendor"
  | "model"
  | "title"
  | "series"
  | "panelType"
  | "resolutionWidth"
  | "resolutionHeight"
  | "aspectRatio"
  | "curved"
  | "ports"
  | "colorSpaces"
  | "gamutCoverage"
  | "hdr"
  | "hdrTransferFunctions"
  | "features"
  | "certifications"
>;

/**
 * The words a model is found by, stored lowercase in monitors.search_text at import so the
 * search is one LIKE per word. Series names come in both languages because a visitor types
 * in the language of the page; resolution names ("4k uhd", "全高清") because people search
 * by them, not by pixel counts.
 */
export function searchTextOf(monitor: SearchTextSource): string {
  const seriesKey = seriesPhrase(monitor.series);
  const { resolutionWidth: width, resolutionHeight: height } = monitor;
  const parts = [
    monitor.vendor,
    monitor.model,
    monitor.title,
    monitor.series,
    seriesKey ? enUs[seriesKey] : null,
    seriesKey ? zhCn[seriesKey] : null,
    monitor.panelType,
    width && height ? `${width}x${height}` : null,
    ...(width && height ? (resolutionClassOf(width, height)?.words ?? []) : []),
    monitor.aspectRatio,
    monitor.curved ? "curved 曲面" : null,
    ...monitor.ports,
    ...monitor.colorSpaces,
    ...monitor.gamutCoverage,
    monitor.hdr,
    ...hdrSignals(monitor.hdrTransferFunctions),
    ...monitor.features,
    ...monitor.certifications,
  ];
  const words = parts
    .filter((part): part is string => !!part)
    .join(" ")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return [...new Set(words)].join(" ");
}
