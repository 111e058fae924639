import type { ReactNode } from "react";

/** A caveat beside results (no data, a figure that went negative, a missing price): read, not alarming. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded border border-amber-600 bg-amber-50 p-3 text-amber-900">
      {children}
    </p>
  );
}
