import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import { factNounKeys } from "../search/facts";
import { alsoMatchingPath, type CatalogueQuery } from "../search/query";
import type { AlsoMatching } from "../search/search.server";

/**
 * Under the results: the models a search leaves out only because a fact it tests is not
 * specified for them, and a link that lists them with the others (unspecified=match). Without
 * it a visitor would read "4 models" as all there are.
 */
export function AlsoMatchingNote({ alsoMatching, query }: { alsoMatching: AlsoMatching; query: CatalogueQuery }) {
  const t = useT();
  const { locale } = useLocale();
  const facts = createFormatters(locale).list(alsoMatching.unknownFacts.map((fact) => t(factNounKeys[fact])));
  return (
    <p className="mt-6 rounded border border-gray-300 bg-gray-50 px-4 py-3 text-sm text-gray-800" data-testid="also-matching">
      {t("search.alsoMatching", { count: alsoMatching.count, facts })}{" "}
      <LocalLink to={alsoMatchingPath(query)} className="font-medium text-brand-700 underline">
        {t("search.alsoMatchingLink")}
      </LocalLink>
    </p>
  );
}
