/**
 * ENERGY STAR "Model Name" cells of other vendors are written for certification paperwork,
 * not for people: wildcard families ("27BN88U-*", "S27A40*### (*=0-9, #=A-Z, blank)"),
 * lists of every variant, Acer's region letter ("B196L_q"), the brand repeated
 * ("HP E24q G4") or a description ("HP E24q G5 QHD Monitor"). This recovers the model
 * a buyer would recognise; it only removes text, it never makes a name up.
 */
export function vendorModelName(brand: string, modelName: string, modelNumber: string): string {
  let name = modelName.replace(/\(.*$/s, "");
  name = (name.split(/[,;]/)[0] ?? "").replace(/\s+/g, " ").trim();
  name = withoutRepetition(name);
  name = name.replace(/[\s\-_]*[*#?]+$/, "");
  name = name.replace(/_[a-z]$/, "");
  if (name.toLowerCase().startsWith(`${brand.toLowerCase()} `)) name = name.slice(brand.length + 1);
  const undescribed = name.replace(
    /\s+(?:(?:FHD|QHD|WQHD|UHD|4K|HD)\s+)?(?:Touch\s+)?Monitor$/i,
    "",
  );
  if (/\d/.test(undescribed)) return undescribed;
  // A name without any digit is a description ("LCD Monitor", "Studio Display"); the model number identifies the product.
  const number = modelNumber.trim();
  return number && number !== name ? `${name} ${number}`.trim() : name;
}

/** "24BN550Y-*24BN550Y-*" was pasted twice into one cell. */
function withoutRepetition(text: string): string {
  const half = text.length / 2;
  return Number.isInteger(half) && half > 0 && text.slice(0, half) === text.slice(half)
    ? text.slice(0, half)
    : text;
}

/** URL-safe lowercase words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
