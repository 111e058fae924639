import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useLocation } from "react-router";
import { placeMenu } from "./menu-placement";

/**
 * Keeps the open panel inside the window: measured before the browser paints it (so it never
 * shows off-screen first) and again when the window is resized. Written to the element's style
 * directly: only the open panel has a position, and nothing of it is in the server's HTML.
 */
function useKeepInViewport(open: boolean, triggerRef: RefObject<HTMLElement | null>, panelRef: RefObject<HTMLElement | null>, align: "start" | "end") {
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const panel = panelRef.current;
    if (!open || !trigger || !panel) return;
    const place = () => {
      const box = trigger.getBoundingClientRect();
      const left = placeMenu({
        triggerLeft: box.left,
        triggerRight: box.right,
        panelWidth: panel.getBoundingClientRect().width,
        viewportWidth: document.documentElement.clientWidth,
        align,
      });
      panel.style.left = `${left}px`;
      panel.style.right = "auto";
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open, triggerRef, panelRef, align]);
}

/**
 * A disclosure menu for site navigation (the WAI-ARIA "disclosure navigation" pattern): a button
 * with aria-expanded that shows a list of links. Escape closes it and returns focus, arrow keys
 * move between links, and a click elsewhere or a navigation closes it. Plain links inside, so it
 * also works as ordinary navigation for assistive technology.
 */
export function Dropdown({ label, icon, children, align = "start" }: { label: ReactNode; icon?: ReactNode; children: ReactNode; align?: "start" | "end" }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const location = useLocation();
  useKeepInViewport(open, buttonRef, listRef, align);

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>("[data-dropdown-item]") ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!open) setOpen(true);
    // Wait a frame so a list that was just opened is in the document.
    requestAnimationFrame(() => {
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = event.key === "ArrowDown" ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
      items[index === -1 && event.key === "ArrowUp" ? items.length - 1 : next]?.focus();
    });
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the wrapper only listens for keys and focus leaving that bubble up from its menu button and items, which are the interactive elements
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex items-center gap-1 rounded px-2 py-2 text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${open ? "bg-brand-50" : ""}`}
      >
        {icon}
        {label}
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className={`ml-0.5 transition-transform ${open ? "rotate-180" : ""}`}>
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* Never wider than the window (less a margin each side): long names wrap instead. */}
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        className={`absolute top-full z-50 mt-1 w-max min-w-[min(14rem,calc(100vw-1rem))] max-w-[min(20rem,calc(100vw-1rem))] whitespace-normal rounded-md border border-gray-200 bg-white p-1 text-sm shadow-lg ${align === "end" ? "right-0" : "left-0"}`}
      >
        {children}
      </ul>
    </div>
  );
}

const itemClass = "flex w-full items-center justify-between gap-3 rounded px-3 py-2 text-left [overflow-wrap:anywhere] hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/** One entry: pass a link element; it gets the item styling and keyboard focus handling. */
export function DropdownLinkItem({ children }: { children: (props: { className: string; "data-dropdown-item": true }) => ReactNode }) {
  return <li>{children({ className: itemClass, "data-dropdown-item": true })}</li>;
}

export function DropdownNote({ children }: { children: ReactNode }) {
  return <li className="px-3 py-2 text-gray-600">{children}</li>;
}
