// Pure and free of zod: the carousel in the browser bundle imports from here.
import type { RawBanner } from "./home-data";

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

/** An image address from content: a site path or an https address ("//host/x.png" is another host). */
export function safeImageSource(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return isInternalPath(trimmed) || (trimmed.startsWith("https://") && isWebUrl(trimmed)) ? trimmed : null;
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
