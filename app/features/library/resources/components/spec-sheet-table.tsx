import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import type { SpecSheetModel } from "../vocabulary";

const missing = "—";

/** A series' models with the catalogue's figures; each model links to its product page. */
export function SpecSheetTable({ models }: { models: SpecSheetModel[] }) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="min-w-full border-collapse text-left">
        <caption className="sr-only">{t("resources.models.caption")}</caption>
        <thead>
          <tr className="border-b border-gray-400">
            <th scope="col" className="px-3 py-2">{t("resources.models.model")}</th>
            <th scope="col" className="px-3 py-2">{t("resources.models.size")}</th>
            <th scope="col" className="px-3 py-2">{t("resources.models.resolution")}</th>
            <th scope="col" className="px-3 py-2">{t("resources.models.refreshRate")}</th>
            <th scope="col" className="px-3 py-2">{t("resources.models.panel")}</th>
            <th scope="col" className="px-3 py-2">{t("resources.models.powerOn")}</th>
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <tr key={model.slug} className="border-b border-gray-200">
              <th scope="row" className="px-3 py-2 font-medium">
                <LocalLink to={`/product/${model.slug}`} className="inline-block py-0.5 text-brand-700 underline">
                  {model.model}
                </LocalLink>
              </th>
              <td className="px-3 py-2">{model.sizeInches === null ? missing : format.inches(model.sizeInches)}</td>
              <td className="px-3 py-2">{model.resolution ?? missing}</td>
              <td className="px-3 py-2">{model.refreshRateHz === null ? missing : `${format.number(model.refreshRateHz)} Hz`}</td>
              <td className="px-3 py-2">{model.panelType ?? missing}</td>
              <td className="px-3 py-2">{model.powerOnWatts === null ? missing : `${format.number(model.powerOnWatts, 1)} W`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
