import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import { safeImageSource, type Banner } from "./banners";
import { readBanners } from "./banners.server";
import { contentOrNull, readHomeData } from "./home-content.server";
import type { HomeData } from "./home-data";
import { listUseCases, type UseCase } from "./use-case-query";

export type HomeBlocks = {
  hero: HomeData["hero"] | null;
  useCases: UseCase[];
  banners: Banner[];
};

type Readers = {
  readHome: () => Promise<HomeData | null>;
  readBanners: () => Promise<Banner[]>;
};

/**
 * The content blocks of the home page. Each is read on its own: a failing read is logged and
 * only its block is missing, the page itself still renders.
 */
export async function loadHomeBlocks(readers: Readers, options: { bannersOn: boolean }): Promise<HomeBlocks> {
  const [home, banners] = await Promise.all([
    contentOrNull("homepage", readers.readHome),
    options.bannersOn ? contentOrNull("featured-banners", readers.readBanners) : Promise.resolve(null),
  ]);
  const hero = home ? { ...home.hero, backgroundImage: safeImageSource(home.hero.backgroundImage) ?? undefined } : null;
  return { hero, useCases: home ? listUseCases(home) : [], banners: banners ?? [] };
}

export function homeBlocksFor(site: SiteId, language: LanguageCode, options: { bannersOn: boolean }) {
  return loadHomeBlocks(
    {
      readHome: async () => readHomeData(await getDb(), site, language),
      readBanners: async () => readBanners(await getDb(), site, language),
    },
    options,
  );
}
