import { bannerSchema, type RawBanner } from "./home-data";

export const bannerColors = ["blue", "hunter", "plum", "royal", "scarlet", "black", "white"] as const;
export type BannerColor = (typeof bannerColors)[number];

export type BannerLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

/** A banner ready to render: markup already sanitised on the server. */
export type Banner = {
  id: string;
  titleHtml: string;
  /** The title without markup: the image's alt text and the slide's name. */
  titleText: string;
  descriptionHtml: string;
  image: string | null;
  color: BannerColor;
  link: BannerLink | null;
  callToAction: string | null;
};

/**
 * Only production banners are shown, by position (then key); malformed entries are skipped,
 * not fatal.
 */
export function selectProductionBanners(banners: Record<string, unknown>): Array<[string, RawBanner]> {
  const selected = Object.entries(banners).flatMap(([id, value]) => {
    const parsed = bannerSchema.safeParse(value);
    if (!parsed.success) return [];
    return parsed.data.environment.trim().toLowerCase() === "production" ? [[id, parsed.data] as [string, RawBanner]] : [];
  });
  const position = (banner: RawBanner) => banner.position ?? Number.MAX_SAFE_INTEGER;
  return selected.sort(([idA, a], [idB, b]) => position(a) - position(b) || (idA < idB ? -1 : idA > idB ? 1 : 0));
}

/**
 * Descriptions arrive URL-encoded (form encoding: "+" is a space). A broken escape leaves the
 * text as it is rather than dropping the banner.
 */
export function decodeDescription(encoded: string): string {
  const spaced = encoded.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** A site path: starts with one slash, so "//evil.example" (another host) is not one. */
export function isInternalPath(value: string): boolean {
  return /^\/(?!\/)/.test(value) && !/[\s\\]/.test(value);
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The internal link wins; an external one must be a web address, so no `javascript:` button. */
export function bannerLink(banner: Pick<RawBanner, "internal_link" | "external_link">): BannerLink | null {
  const internal = banner.internal_link?.trim();
  if (internal && isInternalPath(internal)) return { kind: "internal", to: internal };
  const external = banner.external_link?.trim();
  if (external && isWebUrl(external)) return { kind: "external", href: external };
  return null;
}

export function bannerColor(name: string): BannerColor {
  const lowered = name.trim().toLowerCase();
  return (bannerColors as readonly string[]).includes(lowered) ? (lowered as BannerColor) : "blue";
}

/** Indicators (and the previous/next controls) only make sense with something to move to. */
export function showsIndicators(slideCount: number): boolean {
  return slideCount > 1;
}
