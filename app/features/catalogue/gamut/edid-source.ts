import type { FactSource } from "#db/schema";

/**
 * The linuxhw/EDID report a fact came from, as the page names it ("Digital/Dell/DEL42DF/…"),
 * or null when the fact has no EDID source. Table sources read `edid/dell/<MODEL>.txt#<path>`.
 */
export function edidReportOf(sources: readonly FactSource[], field: string): string | null {
  const source = sources.find((item) => item.field === field && item.source.startsWith("edid/"))?.source;
  if (!source) return null;
  const [file, path] = source.split("#");
  const model = file?.replace(/^edid\/dell\//, "").replace(/\.txt$/, "");
  return path ? `${path} (${model})` : null;
}
