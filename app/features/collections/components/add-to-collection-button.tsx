import { lazy, Suspense, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useRootData, useT } from "~/root-data";
import { secondaryButtonClass } from "./form-parts";

// The dialog's content (forms, validation) downloads on the first click, not with every page
// that shows the button.
const AddToCollectionPanel = lazy(() => import("./add-to-collection-panel"));

/** What can be added: a monitor of the catalogue, or any page of the site as a bookmark. */
export type AddableItem =
  | { type: "monitor"; monitorId: number }
  | { type: "bookmark"; urlTitle: string; title: string; description?: string; genre?: string; target?: string };

/**
 * "Add to collection": opens a dialog to pick (or create) a collection and a folder. Visitors
 * who are not signed in get a link to sign in that brings them back to this page.
 */
export function AddToCollectionButton({ item, className }: { item: AddableItem; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const enabled = useRootData()?.config.features.collections ?? false;
  if (!enabled) return null;
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className ?? secondaryButtonClass}>
        {t("collections.add.button")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("collections.add.title")}
        description={item.type === "bookmark" ? t("collections.add.describeBookmark", { title: item.title }) : t("collections.add.describeMonitor")}
        closeLabel={t("collections.add.close")}
      >
        <Suspense fallback={<p role="status">{t("collections.add.loading")}</p>}>
          <AddToCollectionPanel item={item} onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}

/** The button for a catalogue monitor: what the catalogue's cards and product page take as their `collectButton`. */
export function collectMonitorButton(monitorId: number) {
  return <AddToCollectionButton item={{ type: "monitor", monitorId }} />;
}
