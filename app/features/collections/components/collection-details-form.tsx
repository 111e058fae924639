import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FetcherWithComponents } from "react-router";
import { useT } from "~/root-data";
import { collectionDetailsSchema, type CollectionActionData } from "../action-data";
import { CollectionNameFields, primaryButtonClass } from "./form-parts";
import { VersionFields } from "./version-fields";

/** Rename and describe. A new name moves the page to its new address (the action redirects). */
export function CollectionDetailsForm({
  collection,
  fetcher,
}: {
  collection: { id: string; name: string; description: string; version: number };
  fetcher: FetcherWithComponents<CollectionActionData>;
}) {
  const t = useT();
  const [form, fields] = useForm({
    // A new version (another tab's edit, reloaded) starts the form again from the fresh values.
    id: `collection-details-${collection.version}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : null,
    defaultValue: { name: collection.name, description: collection.description },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: collectionDetailsSchema }),
  });
  const { key: _nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: _descriptionKey, ...descriptionProps } = getTextareaProps(fields.description);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="update-details" />
      <VersionFields collectionId={collection.id} version={collection.version} />
      <CollectionNameFields name={fields.name} description={fields.description} nameProps={nameProps} descriptionProps={descriptionProps} />
      <button type="submit" disabled={fetcher.state !== "idle"} className={primaryButtonClass}>
        {t("collections.form.saveDetails")}
      </button>
    </fetcher.Form>
  );
}
