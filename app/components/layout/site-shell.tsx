import type { ReactNode } from "react";
import { ToastProvider } from "~/components/ui/toast";
import { PwaSupport } from "~/features/library/pwa/components/pwa-support";
import { useT } from "~/root-data";
import { ProgressBar } from "./progress-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ToastProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("nav.skipToContent")}
      </a>
      <ProgressBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-[1424px] px-4 py-8 outline-none">
        {children}
      </main>
      <SiteFooter />
      <PwaSupport />
    </ToastProvider>
  );
}
