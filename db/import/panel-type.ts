import type { PanelType } from "../vocabulary/catalogue-terms";

export type { PanelType };

/**
 * Maps the sources' panel wording onto the catalogue's few names. PLS (Samsung), AHVA (AUO)
 * and ADS (BOE) are makers' names for in-plane-switching panels, so they count as IPS.
 * "TFT LCD" only says the panel is an LCD, not which kind, so it maps to null rather
 * than to a guess.
 */
export function normalizePanelType(text: string): PanelType | null {
  const value = text.trim().toUpperCase();
  if (value === "") return null;
  if (value.includes("QD-OLED")) return "QD-OLED";
  if (value.includes("OLED")) return "OLED";
  if (value.includes("IPS BLACK")) return "IPS Black";
  if (/\b(IPS|PLS|AHVA|ADS)\b/.test(value)) return "IPS";
  if (/\b(VA|PVA|MVA)\b/.test(value)) return "VA";
  if (/\bTN\b/.test(value)) return "TN";
  return null;
}

/**
 * ENERGY STAR is the primary source, but the retail list is more specific for some panels
 * ("QD-OLED" where ENERGY STAR only says "OLED"); a refinement wins, a contradiction does not.
 */
export function combinePanelTypes(
  primary: PanelType | null,
  secondary: PanelType | null,
): PanelType | null {
  if (primary === "OLED" && secondary === "QD-OLED") return secondary;
  if (primary === "IPS" && secondary === "IPS Black") return secondary;
  return primary ?? secondary;
}
