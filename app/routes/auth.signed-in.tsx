import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.signed-in";
import { LocalLink } from "~/components/ui/local-link";
import { finishSignIn } from "~/features/auth/sign-in-flow.server";
import { getTranslator } from "~/i18n/translator.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

/** The OpenID callback: the provider's answer arrives here (via the language redirect). */
export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await finishSignIn(request);
  if (outcome.kind === "redirect") return redirect(outcome.to, { headers: outcome.headers });
  const t = await getTranslator(requestLocale(request).language);
  return data(
    { failure: outcome.failure, meta: { title: `${t("auth.signInFailedTitle")} | ${t("site.name")}` } },
    { status: 400, headers: outcome.headers },
  );
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const failureKeys = {
  expired: "auth.signInExpired",
  denied: "auth.signInDenied",
  failed: "auth.signInFailed",
} as const;

export default function SignedIn({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="mx-auto max-w-md py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("auth.signInFailedTitle")}
      </h1>
      <p className="mt-4 text-gray-800">{t(failureKeys[loaderData.failure])}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <LocalLink to="/auth/sign-in" className="rounded bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
          {t("auth.tryAgain")}
        </LocalLink>
        <LocalLink to="/" className="px-2 py-3 font-medium text-brand-700 underline">
          {t("auth.goHome")}
        </LocalLink>
      </div>
    </section>
  );
}
