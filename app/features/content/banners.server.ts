import type { Database } from "#db/connect";
import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { bannerColor, bannerLink, decodeDescription, safeImageSource, type Banner } from "./banners";
import { readContent } from "./content-store.server";
import { bannerSchema, featuredBannersSchema, type RawBanner } from "./home-data";
import { markupText, sanitizeContentMarkup } from "./sanitize.server";

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

/** Raw banners (data.featured_banners.banners) to what the carousel renders, sanitised here on the server. */
export function prepareBanners(banners: Record<string, unknown>): Banner[] {
  return selectProductionBanners(banners).map(([id, banner]) => {
    const titleHtml = sanitizeContentMarkup(banner.title);
    return {
      id,
      titleHtml,
      titleText: markupText(titleHtml),
      descriptionHtml: sanitizeContentMarkup(decodeDescription(banner.description)),
      image: safeImageSource(banner.image),
      color: bannerColor(banner.background_color),
      link: bannerLink(banner),
      callToAction: banner.call_to_action?.trim() || null,
    };
  });
}

export async function readBanners(db: Database, site: SiteId, language: LanguageCode): Promise<Banner[]> {
  const parsed = featuredBannersSchema.safeParse(await readContent(db, { kind: "featured-banners", site, language }));
  return parsed.success ? prepareBanners(parsed.data.featured_banners.banners) : [];
}
