import type { Route } from "./+types/error-page";
import { ErrorPanel } from "~/components/layout/error-panel";
import { getTranslator } from "~/i18n/translator.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

/** /error shows the error page itself (for links from other systems and for content editors). */
export async function loader({ request }: Route.LoaderArgs) {
  const { language } = requestLocale(request);
  const t = await getTranslator(language);
  const requested = Number.parseInt(new URL(request.url).searchParams.get("status") ?? "", 10);
  const status = requested >= 400 && requested <= 599 ? requested : 500;
  return { status, meta: { title: `${t(status === 404 ? "error.notFoundTitle" : "error.title")} | ${t("site.name")}` } };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return <ErrorPanel status={loaderData.status} />;
}
