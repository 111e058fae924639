import { useSearchParams } from "react-router";
import type { Route } from "./+types/settings";
import { countryCurrencies, countryOptions } from "~/utils/countries";
import { SettingsForm } from "~/features/library/settings/components/settings-form";
import { saveSettings } from "~/features/library/settings/settings-form.server";
import { getVisitorSettings } from "~/features/library/settings.server";
import { getLanguage } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader({ request }: Route.LoaderArgs) {
  const settings = getVisitorSettings(request);
  const t = await getTranslator(settings.language);
  return {
    settings,
    countries: countryOptions(getLanguage(settings.language).locale).map(({ code, name }) => ({ code, name })),
    currencies: countryCurrencies,
    meta: { title: `${t("settings.title")} | ${t("site.name")}`, description: t("settings.intro") },
  };
}

export const action = ({ request }: Route.ActionArgs) => saveSettings(request);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("settings.title")}
      </h1>
      <p className="mt-2 text-gray-800">{t("settings.intro")}</p>
      <div role="status" className="mt-4">
        {params.get("saved") === "1" ? <p className="rounded border border-green-700 bg-green-50 p-3 text-green-900">{t("settings.saved")}</p> : null}
      </div>
      <SettingsForm settings={loaderData.settings} countries={loaderData.countries} currencies={loaderData.currencies} errors={actionData?.fieldErrors ?? {}} />
    </section>
  );
}
