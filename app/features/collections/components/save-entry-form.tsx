import { useState } from "react";
import { useLocation } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import { useLocale, useT } from "~/root-data";
import { defaultEntryName, type EntryNaming } from "../saved-entries/default-name";
import { useSaveEntry, type SaveEntryInput } from "../saved-entries/use-save-entry";
import { primaryButtonClass } from "./form-parts";

/**
 * The Save button a calculator puts under its results. A new entry is named from `naming`
 * (calculator, key inputs, today's date) until the visitor renames it in Collections. `onSaved`
 * receives the entry's url title, which the calculator puts in its address (`?entry=…`) so a
 * reload restores it.
 */
export function SaveEntryForm({
  onSaved,
  naming,
  ...input
}: Omit<SaveEntryInput, "name"> & { naming?: () => EntryNaming; onSaved?: (urlTitle: string) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const location = useLocation();
  const { save, state } = useSaveEntry();
  const [savedName, setSavedName] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={state === "saving"}
        onClick={() =>
          void save({ ...input, name: naming ? defaultEntryName(naming(), new Date(), t, locale) : undefined }).then((result) => {
            if (result.status !== "saved") return;
            setSavedName(result.name);
            onSaved?.(result.urlTitle);
          })
        }
        className={primaryButtonClass}
      >
        {state === "saving" ? t("entries.saving") : t("entries.save")}
      </button>
      <p role="status" className="text-sm text-gray-700">
        {state === "saved" ? (
          <>
            <span>{savedName === null ? t("entries.savedUnnamed") : t("entries.saved", { name: savedName })}</span>{" "}
            <LocalLink to="/collections#saved-calculations" className="text-brand-700 underline">
              {t("entries.savedLink")}
            </LocalLink>
          </>
        ) : null}
        {state === "signed-out" ? (
          <>
            {t("entries.signInPrompt")}{" "}
            <LocalLink to={`/auth/sign-in?returnTo=${encodeURIComponent(location.pathname + location.search)}`} className="text-brand-700 underline">
              {t("collections.signIn")}
            </LocalLink>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** What a results page shows when `?entry=` names nothing the visitor can open. */
export function SavedEntryNotFound() {
  const t = useT();
  return (
    <p role="alert" className="rounded border border-amber-600 bg-amber-50 p-3 text-sm text-amber-900">
      {t("entries.notFound")}
    </p>
  );
}
