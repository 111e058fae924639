import type { Translate } from "~/i18n/translate";
import { filterTitleKeys } from "./labels";
import type { UnknownFilterValue } from "./parse-query.server";

export type QueryIssue = { field: string; message: string };

/** Each unknown filter value as a translated message naming its field (the page's and the API's 400). */
export function filterIssues(unknown: readonly UnknownFilterValue[], t: Translate): QueryIssue[] {
  return unknown.map(({ field, value }) => ({
    field,
    message:
      field === "unspecified"
        ? t("filter.error.unspecified", { value })
        : t("filter.error.unknownValue", { facet: t(filterTitleKeys[field]), field, value }),
  }));
}
