import type { Database } from "#db/connect";
import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { bannerColor, bannerLink, decodeDescription, selectProductionBanners, type Banner } from "./banners";
import { readContent } from "./content-store.server";
import { featuredBannersSchema } from "./home-data";
import { markupText, sanitizeContentMarkup } from "./sanitize.server";

/** Raw banners (data.featured_banners.banners) to what the carousel renders, sanitised here on the server. */
export function prepareBanners(banners: Record<string, unknown>): Banner[] {
  return selectProductionBanners(banners).map(([id, banner]) => {
    const titleHtml = sanitizeContentMarkup(banner.title);
    const image = banner.image?.trim();
    return {
      id,
      titleHtml,
      titleText: markupText(titleHtml),
      descriptionHtml: sanitizeContentMarkup(decodeDescription(banner.description)),
      image: image && (image.startsWith("/") || image.startsWith("https://")) ? image : null,
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
