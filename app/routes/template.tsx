import type { Route } from "./+types/template";
import { TemplateBlocks } from "~/features/library/template/components/template-blocks";
import { getTranslator } from "~/i18n/translator.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  const t = await getTranslator(requestLocale(request).language);
  // Editors' reference page: not for search engines.
  return { meta: { title: `${t("template.title")} | ${t("site.name")}` } };
}

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data), { name: "robots", content: "noindex" }];

export default function Template() {
  const t = useT();
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-5xl">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("template.title")}
      </h1>
      <p className="mt-2 text-gray-800">{t("template.intro")}</p>
      <TemplateBlocks />
    </article>
  );
}
