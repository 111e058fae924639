import { useEffect, useRef } from "react";
import { useT } from "~/root-data";
import type { FieldIssue } from "../definition";
import { fieldElementId } from "./query-links";

/**
 * Every issue at the top of the form, each a link to its field, announced when the page shows
 * it. `labelOf` names the field (the input's label, or the assumption's); null for an issue of
 * no one field (the inputs together drove the model out of range), said without a link.
 */
export function ErrorSummary({ issues, labelOf }: { issues: readonly FieldIssue[]; labelOf: (field: string) => string | null }) {
  const t = useT();
  const summary = useRef<HTMLDivElement>(null);
  // The form is submitted from its foot; the summary is at its head. Moving focus there brings
  // it into view and lets a keyboard user go straight to the first field's link.
  const shown = issues.length > 0;
  useEffect(() => {
    if (shown) summary.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={summary} tabIndex={-1} role="alert" className="rounded border-2 border-red-700 bg-red-50 p-4 focus-visible:outline-2 focus-visible:outline-brand-600">
      <h2 className="font-semibold text-red-900">{t("calculator.error.summary")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {issues.map((issue, index) => {
          const label = labelOf(issue.field);
          const message = t(issue.message, issue.values);
          return (
            <li key={`${index}-${issue.field}`}>
              {label === null ? (
                message
              ) : (
                <a href={`#${fieldElementId(issue.field)}`} className="text-red-900 underline">
                  {label}: {message}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
