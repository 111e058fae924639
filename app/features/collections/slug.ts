/** Slugs the collection page address is built from: /collections/{slug}. */

const MAX_SLUG_LENGTH = 60;
const FALLBACK_SLUG = "collection";
/** Static pages under /collections that a slug must not shadow. */
const RESERVED = new Set(["guide"]);

/**
 * "Desk Setup (2026)" → "desk-setup-2026". Letters and digits of every script are kept, so a
 * Chinese name gives a Chinese address instead of collapsing to the fallback.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase("en-US")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  const cut = Array.from(slug).slice(0, MAX_SLUG_LENGTH).join("").replace(/-+$/, "");
  return cut || FALLBACK_SLUG;
}

/** The base slug, or base-2, base-3 … — the first one the user does not have yet. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
