import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useT } from "~/root-data";
import { limits } from "../model";

/** The site's one field look (app.css `.field-input`): its border meets 3:1 against white, gray-400 did not. */
export const inputClass = "field-input";
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

type FieldMeta = { id: string; errorId: string; errors: string[] | undefined };

/**
 * A collection's name and description, as both the create and the rename form ask for them.
 * The props come from conform's getInputProps/getTextareaProps (without their `key`).
 */
export function CollectionNameFields(props: {
  name: FieldMeta;
  description: FieldMeta;
  nameProps: React.InputHTMLAttributes<HTMLInputElement>;
  descriptionProps: React.TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const t = useT();
  return (
    <>
      <div>
        <label htmlFor={props.name.id} className="block text-sm font-medium">
          {t("collections.form.name")}
        </label>
        <input {...props.nameProps} maxLength={limits.nameLength} autoComplete="off" className={inputClass} />
        <FieldError id={props.name.errorId} errors={props.name.errors} />
      </div>
      <div>
        <label htmlFor={props.description.id} className="block text-sm font-medium">
          {t("collections.form.description")} <span className="font-normal text-gray-600">{t("collections.form.optional")}</span>
        </label>
        <textarea {...props.descriptionProps} rows={3} maxLength={limits.descriptionLength} className={inputClass} />
        <FieldError id={props.description.errorId} errors={props.description.errors} />
      </div>
    </>
  );
}
