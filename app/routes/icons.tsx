import { Form } from "react-router";
import type { Route } from "./+types/icons";
import { Icon, iconNames } from "~/features/library/icons/icon-set";
import { searchIcons } from "~/features/library/icons/search-icons";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { getLanguage } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { language } = requestLocale(request);
  const search = (new URL(request.url).searchParams.get("search") ?? "").slice(0, 60);
  const t = await getTranslator(language);
  const all = iconNames.map((name) => ({ name, label: t(`icons.label.${name}` as PhraseKey) }));
  return {
    search,
    icons: searchIcons(all, search, getLanguage(language).locale),
    meta: { title: `${t("icons.title")} | ${t("site.name")}`, description: t("icons.intro") },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Icons({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { icons, search } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("icons.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-gray-800">{t("icons.intro")}</p>
      <Form method="get" className="mt-6 flex max-w-md gap-2" role="search">
        <label htmlFor="icon-search" className="sr-only">
          {t("icons.searchLabel")}
        </label>
        <input id="icon-search" name="search" type="search" defaultValue={search} key={search} className="w-full rounded border border-gray-400 px-3 py-2" />
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          {t("icons.search")}
        </button>
      </Form>
      <p role="status" className="mt-4 font-medium">
        {icons.length > 0 ? t("icons.count", { count: icons.length }) : t("icons.none")}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
        {icons.map((icon) => (
          <li key={icon.name} className="flex flex-col items-center gap-2 rounded-lg border border-gray-300 p-4 text-center">
            <Icon name={icon.name} className="h-8 w-8 text-brand-700" />
            <span className="font-medium">{icon.label}</span>
            <code className="text-sm text-gray-700">{icon.name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
