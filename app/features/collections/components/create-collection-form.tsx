import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast";
import { useLocale, useT } from "~/root-data";
import { createCollectionSchema, type CollectionActionData } from "../action-data";
import { toastFor } from "../toasts";
import { useActionToast } from "../use-action-toast";
import { CollectionNameFields, primaryButtonClass } from "./form-parts";

type Created = NonNullable<CollectionActionData["collection"]>;

type CreateCollectionFormProps = {
  id: string;
  onCreated?: (collection: Created) => void;
  /** The reply to a post sent before the page's scripts ran (a plain form post). */
  documentResult?: SubmissionResult<string[]>;
};

/**
 * Name (required) and description (optional, several lines). Posts to the collections page's
 * action from wherever it is shown — that page or the "Add to collection" dialog.
 */
export function CreateCollectionForm(props: CreateCollectionFormProps) {
  // Before any post the form is its empty fields: the server renders conform's markup without
  // building conform's form state; the browser renders the conform form, and hydrates the same
  // markup (the test compares the two).
  if (typeof document === "undefined" && !props.documentResult) return <PlainCreateCollectionForm id={props.id} />;
  return <ConformCreateCollectionForm {...props} />;
}

/** The form as conform renders it before any submission: its ids and names, no values, no errors. */
export function PlainCreateCollectionForm({ id }: { id: string }) {
  const fetcher = useFetcher<CollectionActionData>();
  const field = (name: "name" | "description") => ({ id: `${id}-${name}`, errorId: `${id}-${name}-error`, errors: undefined });
  return (
    <CreateCollectionFormView
      Form={fetcher.Form}
      formProps={{ id, noValidate: true }}
      name={field("name")}
      description={field("description")}
      nameProps={{ id: `${id}-name`, name: "name", form: id, type: "text" }}
      descriptionProps={{ id: `${id}-description`, name: "description", form: id }}
      busy={false}
    />
  );
}

type FieldMeta = React.ComponentProps<typeof CollectionNameFields>["name"];

/** The markup of both forms: the one place it is written, so the server's and the browser's agree. */
function CreateCollectionFormView(props: {
  Form: ReturnType<typeof useFetcher>["Form"];
  formProps: { id: string; noValidate: boolean; onSubmit?: React.FormEventHandler<HTMLFormElement> };
  name: FieldMeta;
  description: FieldMeta;
  nameProps: React.InputHTMLAttributes<HTMLInputElement>;
  descriptionProps: React.TextareaHTMLAttributes<HTMLTextAreaElement>;
  busy: boolean;
}) {
  const t = useT();
  const { localPath } = useLocale();
  const { Form, busy } = props;
  return (
    <Form method="post" action={localPath("/collections")} {...props.formProps} className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      <CollectionNameFields name={props.name} description={props.description} nameProps={props.nameProps} descriptionProps={props.descriptionProps} />
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? t("collections.form.creating") : t("collections.form.create")}
      </button>
    </Form>
  );
}

export function ConformCreateCollectionForm({ id, onCreated, documentResult }: CreateCollectionFormProps) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<CollectionActionData>();
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.state === "idle" ? (fetcher.data?.result ?? documentResult) : null,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createCollectionSchema }),
  });
  useActionToast(fetcher.data);

  const reported = useRef<CollectionActionData | undefined>(undefined);
  useEffect(() => {
    const created = fetcher.data?.ok ? fetcher.data.collection : undefined;
    if (fetcher.state !== "idle" || !created || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    onCreated?.(created);
  }, [fetcher.state, fetcher.data, onCreated]);

  const { key: _nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: _descriptionKey, ...descriptionProps } = getTextareaProps(fields.description);
  return (
    <CreateCollectionFormView
      Form={fetcher.Form}
      formProps={{
        ...getFormProps(form),
        onSubmit: (event) => {
          form.onSubmit(event);
          // Conform stopped the post: an empty name is the one mistake the spec names in a toast.
          const name = new FormData(event.currentTarget).get("name");
          if (event.defaultPrevented && typeof name === "string" && name.trim() === "") {
            toast.show(toastFor("createEmptyName", t));
          }
        },
      }}
      name={fields.name}
      description={fields.description}
      nameProps={nameProps}
      descriptionProps={descriptionProps}
      busy={fetcher.state !== "idle"}
    />
  );
}
