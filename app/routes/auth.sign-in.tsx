import type { Route } from "./+types/auth.sign-in";
import { requireSameOrigin } from "~/features/auth/csrf.server";
import { signInPageData, startSignIn } from "~/features/auth/sign-in-flow.server";
import { getTranslator } from "~/i18n/translator.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  const [page, t] = await Promise.all([signInPageData(request), getTranslator(requestLocale(request).language)]);
  return { ...page, meta: { title: `${t("auth.signIn")} | ${t("site.name")}` } };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = await request.formData();
  return startSignIn(request, { returnTo: form.get("returnTo"), clientAddress: context.clientAddress });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

const problemKeys = {
  unavailable: "auth.signInUnavailable",
  "rate-limited": "auth.signInRateLimited",
  "provider-unreachable": "auth.signInProviderUnreachable",
} as const;

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return (
    <section className="mx-auto max-w-md py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("auth.signIn")}
      </h1>
      <p className="mt-4 text-gray-800">{t("auth.signInIntro")}</p>
      {problem ? (
        <p role="alert" className="mt-6 rounded border border-red-700 bg-red-50 p-4 text-red-800">
          {t(problemKeys[problem])}
        </p>
      ) : null}
      {loaderData.enabled ? (
        // A document post: the answer is a redirect to the provider, which must leave this app.
        <form method="post" className="mt-8">
          <input type="hidden" name="returnTo" value={loaderData.returnTo} />
          <button type="submit" className="rounded bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
            {t("auth.continueToSignIn")}
          </button>
          <p className="mt-4 text-sm text-gray-700">{t("auth.signInReturnNote")}</p>
        </form>
      ) : (
        <p className="mt-6 text-gray-800">{t("auth.signInUnavailable")}</p>
      )}
    </section>
  );
}

