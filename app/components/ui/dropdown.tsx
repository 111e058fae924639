import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";

/** A menu button with a keyboard-operable list (Radix handles focus, arrows and Escape). */
export function Dropdown({ label, icon, children, align = "start" }: { label: ReactNode; icon?: ReactNode; children: ReactNode; align?: "start" | "end" }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded px-2 py-2 text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-brand-50">
        {icon}
        {label}
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className="ml-0.5">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          className="z-50 min-w-56 max-w-80 rounded-md border border-gray-200 bg-white p-1 text-sm shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const itemClass =
  "flex w-full cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-left outline-none data-[highlighted]:bg-brand-50 data-[disabled]:cursor-default data-[disabled]:text-gray-500";

/** An item that is a link: the child element (a Link) receives the menu item behaviour. */
export function DropdownLinkItem({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      {children}
    </DropdownMenu.Item>
  );
}

export function DropdownNote({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Item disabled className={itemClass}>
      {children}
    </DropdownMenu.Item>
  );
}
