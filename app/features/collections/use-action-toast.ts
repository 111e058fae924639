import { useEffect, useRef } from "react";
import { useToast, type ToastInput } from "~/components/ui/toast";
import { useT } from "~/root-data";
import type { CollectionActionData } from "./action-data";
import { toastFor, type ToastKey } from "./toasts";

/**
 * Shows the toast an action answered, once per answer (a re-render shows nothing new).
 * `action` adds a button to it, e.g. Undo after a removal.
 */
export function useActionToast(data: CollectionActionData | undefined, action?: (data: CollectionActionData) => ToastInput["action"]) {
  const t = useT();
  const toast = useToast();
  const shown = useRef<CollectionActionData | undefined>(undefined);
  useEffect(() => {
    if (!data?.toast || data === shown.current) return;
    shown.current = data;
    toast.show(toastFor(data.toast, t, action?.(data)));
  }, [data, t, toast, action]);
}

/**
 * Shows a toast handed over by the loader (after a redirect). `loaded` is the loader's data:
 * each load shows its toast once, and a later reload without one shows nothing.
 */
export function useFlashToast(key: ToastKey | null, loaded: object) {
  const t = useT();
  const toast = useToast();
  const shown = useRef<object | null>(null);
  useEffect(() => {
    if (!key || shown.current === loaded) return;
    shown.current = loaded;
    toast.show(toastFor(key, t));
  }, [key, loaded, t, toast]);
}
