import { useId, useState } from "react";
import { fieldInputClass, secondaryButtonClass } from "~/features/calculators/shared/components/styles";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import { useT } from "~/root-data";

/**
 * The address that restores every input, to copy; without JavaScript it can be selected by hand.
 * Every calculator shows it: `label` names what the link restores.
 */
export function ShareLink({ url, label }: { url: string; label: string }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 grow">
        <label htmlFor={id} className="block text-xs font-semibold text-gray-800">
          {label}
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
          {t("calculator.share.copy")}
        </button>
      ) : null}
      <p role="status" className="w-full text-xs text-gray-700">
        {copied === "copied" ? t("calculator.share.copied") : copied === "failed" ? t("calculator.share.copyFailed") : ""}
      </p>
    </div>
  );
}
