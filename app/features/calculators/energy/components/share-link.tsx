import { useId, useState } from "react";
import { fieldInputClass } from "~/features/calculators/shared/components/form-field";
import { secondaryButtonClass } from "~/features/calculators/shared/components/styles";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import { useT } from "~/root-data";

/** The address that restores every input, to copy; without JavaScript it can be selected by hand. */
export function ShareLink({ url }: { url: string }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 grow">
        <label htmlFor={id} className="block text-xs font-semibold text-gray-800">
          {t("energy.results.shareLink")}
        </label>
        <input id={id} readOnly value={url} className={`${fieldInputClass} mt-0 py-1 text-xs`} onFocus={(event) => event.currentTarget.select()} />
      </div>
      {hydrated ? (
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setCopied("copied"),
              () => setCopied("failed"),
            )
          }
        >
          {t("energy.results.copyLink")}
        </button>
      ) : null}
      <p role="status" className="w-full text-xs text-gray-700">
        {copied === "copied" ? t("energy.results.linkCopied") : copied === "failed" ? t("energy.results.linkCopyFailed") : ""}
      </p>
    </div>
  );
}
