import { useState } from "react";
import { Form } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { useT } from "~/root-data";
import { dangerButtonClass, secondaryButtonClass } from "./form-parts";
import { VersionFields } from "./version-fields";

/** Deleting a collection cannot be undone, so it asks first. */
export function DeleteCollectionButton({ collection }: { collection: { id: string; name: string; version: number } }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={dangerButtonClass}>
        {t("collections.delete.button")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("collections.delete.title", { name: collection.name })}
        description={t("collections.delete.body")}
        closeLabel={t("collections.delete.cancel")}
      >
        <Form method="post" className="flex flex-wrap gap-3">
          <VersionFields collectionId={collection.id} version={collection.version} />
          <button type="submit" name="intent" value="delete-collection" className={dangerButtonClass}>
            {t("collections.delete.confirm")}
          </button>
          <button type="button" onClick={() => setOpen(false)} className={secondaryButtonClass}>
            {t("collections.delete.cancel")}
          </button>
        </Form>
      </Dialog>
    </>
  );
}
