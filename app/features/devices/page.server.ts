import { hideFromPartners } from "~/features/auth/index.server";
import { getTranslator } from "~/i18n/translator.server";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { requestLocale } from "~/utils/request-locale.server";

/** What every laptop-partner page's loader returns first: its translated title and description. */
export async function loadDevicesPage(request: Request, titleKey: PhraseKey, descriptionKey: PhraseKey) {
  await hideFromPartners(request);
  const locale = requestLocale(request);
  const t = await getTranslator(locale.language);
  return { locale, t, meta: { title: `${t(titleKey)} | ${t("site.name")}`, description: t(descriptionKey) } };
}
