import { useEffect, useId, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useT } from "~/root-data";
import type { CollectionActionData } from "../action-data";
import { limits } from "../model";
import { dangerButtonClass, FieldError, inputClass, secondaryButtonClass } from "./form-parts";
import type { SavedEntryView } from "./saved-entries-section";

const openLinkClass =
  "inline-flex items-center rounded bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** One saved calculation: what and when, and Open, Rename and Delete. */
export function SavedEntryRow({
  entry,
  savedOn,
  editor,
  answer,
}: {
  entry: SavedEntryView;
  /** The date, formatted for the page's language. */
  savedOn: string;
  editor: FetcherWithComponents<CollectionActionData>;
  /** The last answer about this entry, if any (its field errors). */
  answer?: CollectionActionData;
}) {
  const t = useT();
  const nameId = useId();
  const errorId = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const busy = editor.state !== "idle";
  const name = entry.name ?? t("entries.list.unnamed");
  const calculator = entry.calculatorTitleKey ? t(entry.calculatorTitleKey as PhraseKey) : t("entries.list.unknownCalculator", { name: entry.calculator });
  const nameErrors = answer?.intent === "rename-entry" && !answer.ok ? (answer.result?.error?.name ?? undefined) : undefined;

  // A rename went through: close the form and give the focus back to its toggle.
  useEffect(() => {
    if (answer?.intent !== "rename-entry" || !answer.ok || !details.current?.open) return;
    details.current.open = false;
    summary.current?.focus();
  }, [answer]);

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{calculator}</p>
        <h3 className={`font-semibold break-words ${entry.name ? "" : "italic text-gray-700"}`}>{name}</h3>
        <p className="text-xs text-gray-600">{t("entries.list.saved", { date: savedOn })}</p>
        {entry.href ? null : <p className="mt-1 text-sm text-gray-700">{t("entries.list.unavailable")}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap items-start gap-2">
        {entry.href ? (
          <LocalLink to={entry.href} className={openLinkClass} aria-label={t("entries.list.openLabel", { name, calculator })}>
            {t("entries.list.open")}
          </LocalLink>
        ) : null}
        <details ref={details} open={nameErrors ? true : undefined}>
          {/* A summary has no role to carry an aria-label: the entry's name is read from hidden text. */}
          <summary ref={summary} className={`${secondaryButtonClass} cursor-pointer list-none`}>
            {t("entries.list.rename")}
            <span className="sr-only"> {name}</span>
          </summary>
          <editor.Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="entryId" value={entry.id} />
            <div>
              <label htmlFor={nameId} className="block text-sm font-medium">
                {t("entries.list.newName")}
              </label>
              <input
                id={nameId}
                name="name"
                // A new key after each rename: the field shows the saved name again.
                key={entry.name ?? ""}
                defaultValue={entry.name ?? ""}
                required
                maxLength={limits.entryNameLength}
                autoComplete="off"
                aria-invalid={nameErrors ? true : undefined}
                aria-describedby={nameErrors ? errorId : undefined}
                className={inputClass}
              />
              <FieldError id={errorId} errors={nameErrors} />
            </div>
            <button type="submit" name="intent" value="rename-entry" disabled={busy} className={secondaryButtonClass}>
              {t("entries.list.saveName")}
            </button>
          </editor.Form>
        </details>
        <editor.Form method="post">
          <input type="hidden" name="entryId" value={entry.id} />
          <button type="submit" name="intent" value="delete-entry" disabled={busy} aria-label={t("entries.list.deleteLabel", { name })} className={dangerButtonClass}>
            {t("entries.list.delete")}
          </button>
        </editor.Form>
      </div>
    </li>
  );
}
