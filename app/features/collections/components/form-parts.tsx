import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useT } from "~/root-data";

export const inputClass =
  "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-brand-600";
export const primaryButtonClass =
  "inline-flex items-center rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-400";
export const secondaryButtonClass =
  "inline-flex items-center rounded border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-gray-400 disabled:text-gray-600";
export const dangerButtonClass =
  "inline-flex items-center rounded border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60";

/** A field's messages; schema messages are phrase keys. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {errors.map((error) => t(error as PhraseKey)).join(" ")}
    </p>
  );
}
