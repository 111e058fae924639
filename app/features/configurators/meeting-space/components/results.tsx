import { ShareBar } from "~/features/calculators/frame/components/share-bar";
import { SavedEntryNotFound } from "~/features/collections";
import { LocalLink } from "~/components/ui/local-link";
import { numberFormatOf } from "~/i18n/format";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import type { MeetingSpacePageData } from "../page.server";
import type { MeetingSpaceBody } from "../present";
import { say } from "../present";
import { questions } from "../questions";
import { stepPath, steps } from "../steps";
import { MEETING_SPACE_NAME } from "../saved-name";

/** The last step: how the display was chosen, the bill of materials, the answers, and keeping it. */
export function MeetingSpaceResults({ data, body }: { data: MeetingSpacePageData; body: MeetingSpaceBody }) {
  const t = useT();
  const { locale } = useLocale();
  const usd = (value: number) => numberFormatOf(locale, { style: "currency", currency: "USD" }).format(value);
  const displayItem = body.items.find((item) => item.category === "display");
  return (
    <div className="space-y-8">
      {data.entry.status === "not-found" ? <SavedEntryNotFound /> : null}
      <section aria-labelledby="rule-title" className="rounded-lg border border-gray-300 bg-white p-4">
        <h2 id="rule-title" className="text-xl font-semibold">
          {t("meetingSpace.rule.title")}
        </h2>
        <p className="mt-2 text-gray-800">
          {body.display && displayItem
            ? say(
                {
                  key: "meetingSpace.rule.body",
                  values: {
                    distance: body.display.distanceFt,
                    viewing: t(`meetingSpace.rule.${body.answers.viewing}`),
                    divisor: body.display.divisor,
                    required: body.display.requiredHeightIn,
                    height: body.display.imageHeightIn,
                    model: displayItem.model ?? displayItem.title,
                  },
                },
                t,
                locale,
              )
            : t("meetingSpace.rule.noDisplay")}
        </p>
        {body.answers.platform !== "other" ? <p className="mt-2 text-sm text-gray-700">{t("meetingSpace.roomSystemNote")}</p> : null}
      </section>

      <section aria-labelledby="bom-title">
        <h2 id="bom-title" className="text-xl font-semibold">
          {t("configurator.bom.title")}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b-2 border-gray-400">
                {(["category", "item", "model", "quantity", "unitPrice", "lineTotal", "reason"] as const).map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-semibold">
                    {t(`configurator.bom.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.items.map((item, index) => (
                <tr key={`${item.category}-${index}`} className="border-b border-gray-200 align-top">
                  <td className="px-2 py-2">{t(`meetingSpace.category.${item.category}` as PhraseKey)}</td>
                  <th scope="row" className="px-2 py-2 font-medium">
                    {item.title}
                  </th>
                  <td className="px-2 py-2">{item.model ?? "—"}</td>
                  <td className="px-2 py-2 tabular-nums">{numberFormatOf(locale).format(item.quantity)}</td>
                  <td className="px-2 py-2 tabular-nums">{item.unitPriceUsd === null ? t("configurator.priceOnRequest") : usd(item.unitPriceUsd)}</td>
                  <td className="px-2 py-2 tabular-nums">
                    {item.unitPriceUsd === null ? t("configurator.priceOnRequest") : usd(item.unitPriceUsd * item.quantity)}
                  </td>
                  <td className="px-2 py-2 text-gray-800">{item.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-3 space-y-1 text-sm">
          {body.totalUsd === null ? (
            <p>{t("configurator.bom.noPrices")}</p>
          ) : (
            <p>
              <span className="font-semibold">{t("configurator.bom.total")}:</span> {usd(body.totalUsd)}
            </p>
          )}
          {body.totalUsd !== null && body.priceOnRequest > 0 ? <p>{t("configurator.bom.onRequest", { count: body.priceOnRequest })}</p> : null}
          {body.answers.budgetUsd !== null ? (
            <p>
              {t(body.withinBudget === true ? "configurator.budget.within" : body.withinBudget === false ? "configurator.budget.over" : "configurator.budget.unknown", {
                budget: usd(body.answers.budgetUsd),
              })}
            </p>
          ) : null}
        </div>
        <p className="mt-4 hidden text-xs text-gray-700 print:block">{t("configurator.printNote")}</p>
      </section>

      <AnswersSummary data={data} />

      <ShareBar
        data={{ name: MEETING_SPACE_NAME, path: stepPath(steps.length - 1), query: data.query, csvHref: data.csvHref, entry: data.entry }}
        origin={data.origin}
      />
    </div>
  );
}

/** Every answer with a link back to its step (the address keeps the others). */
function AnswersSummary({ data }: { data: MeetingSpacePageData }) {
  const t = useT();
  // The canonical answers: the defaults the recommendation used are written out too.
  const answers = new URLSearchParams(data.query);
  return (
    <section aria-labelledby="answers-title" className="print:break-inside-avoid">
      <h2 id="answers-title" className="text-xl font-semibold">
        {t("configurator.answers.title")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {steps.slice(0, -1).flatMap((step, index) =>
          (questions[step.id] ?? []).map((question) => {
            const values = answers.getAll(question.field);
            const shown =
              question.kind === "radio" || question.kind === "checkbox"
                ? values.map((value) => t(question.options.find((option) => option.value === value)?.label ?? "configurator.optional")).join("; ")
                : question.kind === "region"
                  ? (data.regions.find((region) => region.id === values[0])?.name ?? t("meetingSpace.region.all"))
                  : values.join("");
            return (
              <div key={question.field} className="contents">
                <dt className="font-medium">{t(question.label)}</dt>
                <dd className="flex flex-wrap gap-3">
                  <span>{shown || "—"}</span>
                  <LocalLink to={`${stepPath(index)}?${data.query}`} className="text-brand-700 underline print:hidden">
                    {t("configurator.answers.change")}
                    <span className="sr-only"> {t(question.label)}</span>
                  </LocalLink>
                </dd>
              </div>
            );
          }),
        )}
      </dl>
    </section>
  );
}
