import type { PhraseKey } from "~/i18n/phrases/en-us";
import { getTranslator } from "~/i18n/translator.server";
import { publicOrigin } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { mayUseTool } from "./access.server";
import { loadCalculatorPage } from "./page.server";
import type { ServedCalculator } from "./served";

/** What a calculator page's loader reads of React Router's loader arguments. */
export type CalculatorLoaderArgs = { request: Request };

/**
 * A calculator page's loader: 404 for a visitor who may not use it (partners, a switched-off
 * tool) — the same rule as the API —, else the page's data and its translated meta tags.
 */
export async function loadCalculatorRoute<I, C, R>(
  { request }: CalculatorLoaderArgs,
  served: ServedCalculator<I, C, R>,
  meta: { title: PhraseKey; description: PhraseKey },
) {
  if (!(await mayUseTool(request, served.toolId))) throw new Response("Not Found", { status: 404 });
  const [page, t] = await Promise.all([loadCalculatorPage(request, served), getTranslator(requestLocale(request).language)]);
  // The share link is absolute from the first render: the public origin when configured.
  const origin = publicOrigin();
  return { page, origin, meta: { title: `${t(meta.title)} | ${t("site.name")}`, description: t(meta.description) } };
}
