import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import { facetLabelKey, optionLabelKey } from "../labels";
import type { Resource } from "../vocabulary";

/** Publisher, date and the filter tags of one resource, as a description list. */
export function ResourceFacts({ resource }: { resource: Resource }) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const rows: Array<[string, string]> = [
    [t("resources.publisher"), resource.publisher],
    [t("resources.date"), resource.date ? format.date(resource.date) : t("resources.undated")],
    [t(facetLabelKey("research")), t(optionLabelKey("research", resource.research))],
    [t(facetLabelKey("media")), t(optionLabelKey("media", resource.media))],
    [t(facetLabelKey("market")), t(optionLabelKey("market", resource.market))],
    [t(facetLabelKey("language")), format.list(resource.languages.map((code) => t(optionLabelKey("language", code))))],
    [t(facetLabelKey("categories")), format.list(resource.categories.map((code) => t(optionLabelKey("categories", code))))],
  ];
  return (
    <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-gray-300 p-4">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
