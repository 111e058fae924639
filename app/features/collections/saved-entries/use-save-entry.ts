import { useCallback, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { useT } from "~/root-data";

/** `name` names a new entry; saving again under a urlTitle keeps the entry's name (the visitor's rename wins). */
export type SaveEntryInput = { calculator: string; calculatorData: Record<string, unknown>; urlTitle?: string; name?: string };
export type SaveEntryResult = { status: "saved"; urlTitle: string; entryId: string; name: string | null } | { status: "signed-out" } | { status: "failed" };
export type SaveEntryState = "idle" | "saving" | SaveEntryResult["status"];

/**
 * Saves a calculator's state for the signed-in visitor through the data service (session
 * auth). Saving again with the entry's urlTitle overwrites it. A failure shows the spec's
 * toast 'Save Failed – There was an error with saving your Saved Entry'.
 */
export function useSaveEntry() {
  const t = useT();
  const toast = useToast();
  const [state, setState] = useState<SaveEntryState>("idle");

  const save = useCallback(
    async (input: SaveEntryInput): Promise<SaveEntryResult> => {
      setState("saving");
      const body = new URLSearchParams({
        "data[channel_name]": "calculator_entries",
        "data[calculator_name]": input.calculator,
        "data[calculator_data]": JSON.stringify(input.calculatorData),
      });
      if (input.urlTitle) body.set("data[url_title]", input.urlTitle);
      if (input.name) body.set("data[name]", input.name);
      try {
        const response = await fetch("/api/data/create_entry", { method: "POST", body, headers: { Accept: "application/json" } });
        if (response.status === 401) {
          setState("signed-out");
          return { status: "signed-out" };
        }
        if (response.status === 429) {
          setState("failed");
          toast.show({ kind: "error", title: t("toast.tooManyWrites.title"), description: t("toast.tooManyWrites.description") });
          return { status: "failed" };
        }
        const answer = (await response.json()) as { success?: boolean; data?: { metadata?: { id?: string }; entry?: { url_title?: string; name?: string | null } } };
        const urlTitle = answer.data?.entry?.url_title;
        const entryId = answer.data?.metadata?.id;
        if (!response.ok || !answer.success || !urlTitle || !entryId) throw new Error(`Saving failed with status ${response.status}`);
        setState("saved");
        return { status: "saved", urlTitle, entryId, name: answer.data?.entry?.name ?? null };
      } catch {
        setState("failed");
        toast.show({ kind: "error", title: t("entries.saveFailed.title"), description: t("entries.saveFailed.description") });
        return { status: "failed" };
      }
    },
    [t, toast],
  );

  return { save, state };
}
