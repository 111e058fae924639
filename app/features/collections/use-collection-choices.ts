import { useCallback, useEffect, useRef, useState } from "react";

/** A collection as the "Add to collection" dialog needs it: where an item can go. */
export type CollectionChoice = { id: string; name: string; version: number; folders: Array<{ id: string; title: string }> };
export type ChoicesState = "loading" | "signed-out" | "ready" | "failed";

type WireCollection = { entry_id: string; collection_name: string; version: number; collection_data: Array<{ id: string; title: string }> };

/**
 * The visitor's collections, read from the data service with their session (docs/api.md).
 * 401 means nobody is signed in, which the dialog answers with a sign-in link. Nothing loads
 * until the dialog opens, so a page full of "Add" buttons costs no requests.
 */
export function useCollectionChoices(enabled: boolean) {
  const [state, setState] = useState<ChoicesState>("loading");
  const [collections, setCollections] = useState<CollectionChoice[]>([]);
  const request = useRef(0);

  const reload = useCallback(async () => {
    const id = ++request.current;
    try {
      const response = await fetch("/api/data/search_entry?data[channel_name]=collections", { headers: { Accept: "application/json" } });
      if (id !== request.current) return;
      if (response.status === 401) return setState("signed-out");
      if (!response.ok) return setState("failed");
      const body = (await response.json()) as { success: boolean; data: WireCollection[] };
      if (id !== request.current) return;
      setCollections(
        body.data.map((entry) => ({
          id: entry.entry_id,
          name: entry.collection_name,
          version: entry.version,
          folders: entry.collection_data.map((folder) => ({ id: folder.id, title: folder.title })),
        })),
      );
      setState("ready");
    } catch {
      if (id === request.current) setState("failed");
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    setState("loading");
    void reload();
  }, [enabled, reload]);

  return { state, collections, reload };
}
