import { redirect, useLocation } from "react-router";
import type { Route } from "./+types/energy-calculator.input";
import { CurrencyConverter } from "~/features/calculators/shared/components/currency-converter";
import { EnergyInputForm } from "~/features/calculators/energy/components/energy-input-form";
import { EnergyPageHeader } from "~/features/calculators/energy/components/energy-page-header";
import { loadInputPage } from "~/features/calculators/energy/input-page.server";
import { SavedEntryNotFound } from "~/features/collections";
import { hideFromPartners } from "~/features/auth/partner-visibility.server";
import { getTranslator } from "~/i18n/translator.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  await hideFromPartners(request);
  const page = await loadInputPage(request, locale);
  if (page.kind === "redirect") throw redirect(page.to);
  const t = await getTranslator(locale.language);
  return { ...page.data, meta: { title: `${t("energy.name")} | ${t("site.name")}`, description: t("energy.metaDescription") } };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function EnergyCalculatorInput({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className="space-y-8">
      <EnergyPageHeader step="input" />
      {loaderData.entryNotFound ? <SavedEntryNotFound /> : null}
      {/* Redrawn from the address on every change, so the fields always show what the server read. */}
      <EnergyInputForm {...loaderData.form} redraw={location.search} />
      <CurrencyConverter rates={loaderData.rates} defaultTo={loaderData.form.price.currency} />
    </div>
  );
}
