import type { FactSource } from "#db/schema";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";

/** A fact's source as a visitor can look it up: the data set's name, or the public EDID report and its address. */
export type FactSourceLink = { text: string; href?: string };

/** `edid/dell/<MODEL>.txt#<path in linuxhw/EDID>`: the import's note of which public report a fact came from. */
const EDID_SOURCE = /^edid\/[^#]+#(.+)$/;

export function factSourceLink(source: string, t: Translate): FactSourceLink {
  const edid = EDID_SOURCE.exec(source);
  // The report itself, in the public repository the shared files were copied from.
  if (edid) return { text: t("spec.sourceEdid", { report: edid[1]! }), href: `https://github.com/linuxhw/EDID/blob/HEAD/${edid[1]!}` };
  return { text: t(`source.${source}` as PhraseKey) };
}

/** The sources of one field (a model's connectors may cite several reports), each once. */
export function sourcesOf(field: string | undefined, sources: readonly FactSource[], t: Translate): FactSourceLink[] {
  if (!field) return [];
  const cited = [...new Set(sources.filter((item) => item.field === field).map((item) => item.source))];
  return cited.map((source) => factSourceLink(source, t));
}
