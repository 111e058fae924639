import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "~/root-data";

/**
 * Toasts: short messages at the bottom centre of the screen. Success and info messages are read
 * out politely (role=status); errors interrupt (role=alert). They close by themselves, but not
 * while the pointer or keyboard focus is on them (WCAG 2.2.1), and never before someone could
 * reach their action button.
 */
export type ToastKind = "success" | "error" | "info";
export type ToastInput = {
  kind?: ToastKind;
  title: string;
  description?: string;
  /** One button, e.g. Undo; pressing it closes the toast. */
  action?: { label: string; onAction: () => void };
};
type ToastEntry = ToastInput & { id: number; kind: ToastKind };
type ToastApi = { show: (toast: ToastInput) => void };

const VISIBLE_TOASTS = 3;
const durations: Record<ToastKind, number> = { success: 6000, info: 6000, error: 10_000 };
// An action needs time to be found with a keyboard or a screen reader.
const ACTION_DURATION = 10_000;

const sameMessage = (a: ToastEntry, b: ToastEntry) =>
  a.kind === b.kind && a.title === b.title && a.description === b.description && a.action?.label === b.action?.label;

const ToastContext = createContext<ToastApi | null>(null);
// Outside a provider (a component rendered on its own in a test) toasts are simply not shown.
const silent: ToastApi = { show: () => {} };

export function useToast(): ToastApi {
  return useContext(ToastContext) ?? silent;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      show: (toast) => {
        const entry = { ...toast, kind: toast.kind ?? "success", id: nextId.current++ };
        // The same message again (a second failed post) replaces the first rather than stacking:
        // it moves to the end with a fresh timer and is announced again.
        setToasts((current) => [...current.filter((shown) => !sameMessage(shown, entry)), entry].slice(-VISIBLE_TOASTS));
      },
    }),
    [],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ toasts, dismiss }: { toasts: ToastEntry[]; dismiss: (id: number) => void }) {
  // Both live regions exist from the first paint: a region added together with its message is
  // not announced by every screen reader.
  const region = "flex flex-col items-center gap-2";
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[80] flex flex-col items-center gap-2 px-4 print:hidden">
      <div role="status" aria-live="polite" className={region}>
        {toasts.filter((toast) => toast.kind !== "error").map((toast) => <ToastCard key={toast.id} toast={toast} dismiss={dismiss} />)}
      </div>
      <div role="alert" aria-live="assertive" className={region}>
        {toasts.filter((toast) => toast.kind === "error").map((toast) => <ToastCard key={toast.id} toast={toast} dismiss={dismiss} />)}
      </div>
    </div>
  );
}

const accents: Record<ToastKind, string> = {
  success: "border-l-green-700",
  info: "border-l-brand-700",
  error: "border-l-red-700",
};

function ToastCard({ toast, dismiss }: { toast: ToastEntry; dismiss: (id: number) => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.action ? ACTION_DURATION : durations[toast.kind]);
    return () => clearTimeout(timer);
  }, [paused, toast, dismiss]);
  return (
    <div
      className={`pointer-events-auto flex w-[min(28rem,calc(100vw-2rem))] items-start gap-3 rounded-md border border-l-4 border-gray-200 bg-white p-4 text-sm shadow-lg ${accents[toast.kind]}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-gray-700">{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          className="rounded px-2 py-1 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => {
            toast.action?.onAction();
            dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t("toast.dismiss")}
        className="rounded px-1.5 text-lg leading-none text-gray-600 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
