import { useCallback, useEffect, useId, useRef } from "react";
import { useFetcher, useSubmit } from "react-router";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import type { CollectionActionData } from "../action-data";
import { useActionToast } from "../use-action-toast";
import { SavedEntryRow } from "./saved-entry-row";

/** A saved calculator entry as the Collections page lists it (no calculator data). */
export type SavedEntryView = {
  id: string;
  /** The name it was saved under, shown when the calculator has no title (no longer offered). */
  calculator: string;
  calculatorTitleKey: string | null;
  /** The visitor's name for it; null until renamed. */
  name: string | null;
  /** YYYY-MM-DD */
  savedOn: string;
  /** The calculator page that restores it (bare page path with `?entry=`); null when the visitor may not use that calculator. */
  href: string | null;
};

/**
 * "Saved calculations": the signed-in visitor's calculator entries, to open, rename or delete.
 * Edits go through one fetcher (one at a time); a deletion's toast offers Undo, which saves the
 * entry back under its address. Without JavaScript the forms post to the page itself.
 */
export function SavedEntriesSection({ entries, documentAnswer }: { entries: SavedEntryView[]; documentAnswer?: CollectionActionData }) {
  const t = useT();
  const { locale, localPath } = useLocale();
  const format = createFormatters(locale);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editor = useFetcher<CollectionActionData>({ key: "saved-entry-edit" });
  const undo = useFetcher<CollectionActionData>({ key: "saved-entry-undo" });
  const submit = useSubmit();

  const undoAction = useCallback(
    (data: CollectionActionData) => {
      const removed = data.removedEntry;
      if (!removed) return undefined;
      return {
        label: t("collections.item.undo"),
        onAction: () =>
          submit(
            { intent: "restore-entry", calculator: removed.calculator, urlTitle: removed.urlTitle, name: removed.name ?? "", calculatorData: JSON.stringify(removed.calculatorData) },
            { method: "post", action: localPath("/collections"), navigate: false, fetcherKey: "saved-entry-undo" },
          ),
      };
    },
    [submit, t, localPath],
  );
  useActionToast(editor.data, undoAction);
  useActionToast(undo.data);

  // The deleted row is gone: the section's heading takes the focus rather than the page's top.
  useEffect(() => {
    if (editor.state === "idle" && editor.data?.intent === "delete-entry" && editor.data.ok) headingRef.current?.focus();
  }, [editor.state, editor.data]);

  // The answer beside a row: the fetcher's, or (before the scripts ran) the page's own.
  const answer = editor.data ?? documentAnswer;
  return (
    <section id="saved-calculations" aria-labelledby={headingId} className="scroll-mt-36">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t("entries.list.heading")}
      </h2>
      <p className="mt-2 max-w-2xl text-gray-800">{t("entries.list.intro")}</p>
      {entries.length === 0 ? (
        <p className="mt-3 text-gray-700">{t("entries.list.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
          {entries.map((entry) => (
            <SavedEntryRow
              key={entry.id}
              entry={entry}
              savedOn={format.date(entry.savedOn)}
              editor={editor}
              answer={answer?.entryId === entry.id ? answer : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
