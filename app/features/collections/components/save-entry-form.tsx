import { useLocation } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import { useSaveEntry, type SaveEntryInput } from "../saved-entries/use-save-entry";
import { primaryButtonClass } from "./form-parts";

/**
 * The Save button a calculator puts under its results. `onSaved` receives the entry's url
 * title, which the calculator puts in its address (`?entry=…`) so a reload restores it.
 */
export function SaveEntryForm({ onSaved, ...input }: SaveEntryInput & { onSaved?: (urlTitle: string) => void }) {
  const t = useT();
  const location = useLocation();
  const { save, state } = useSaveEntry();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={state === "saving"}
        onClick={() =>
          void save(input).then((result) => {
            if (result.status === "saved") onSaved?.(result.urlTitle);
          })
        }
        className={primaryButtonClass}
      >
        {state === "saving" ? t("entries.saving") : t("entries.save")}
      </button>
      <p role="status" className="text-sm text-gray-700">
        {state === "saved" ? t("entries.saved") : null}
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
