import type { Route } from "./+types/auth.logged-out";
import { LocalLink } from "~/components/ui/local-link";
import { getTranslator } from "~/i18n/translator.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

/** Where the provider sends the browser after sign-out (registered as post_logout_redirect_uri). */
export async function loader({ request }: Route.LoaderArgs) {
  const t = await getTranslator(requestLocale(request).language);
  return { meta: { title: `${t("auth.loggedOutTitle")} | ${t("site.name")}` } };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function LoggedOut() {
  const t = useT();
  return (
    <section className="mx-auto max-w-md py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("auth.loggedOutTitle")}
      </h1>
      <p className="mt-4 text-gray-800">{t("auth.loggedOutBody")}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <LocalLink to="/auth/sign-in" className="rounded bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
          {t("auth.signInAgain")}
        </LocalLink>
        <LocalLink to="/" className="px-2 py-3 font-medium text-brand-700 underline">
          {t("auth.goHome")}
        </LocalLink>
      </div>
    </section>
  );
}
