import { ShareBar } from "~/features/calculators";
import { useLocale, useT } from "~/root-data";
import type { MeetingSpacePageData } from "../page-data";
import type { MeetingSpaceBody } from "../present";
import { categoryKey, say } from "../present";
import { questions } from "../questions";
import { stepPath, steps } from "../steps";
import { MEETING_SPACE_NAME } from "../saved-name";
import { AnswersSummary, BomTable } from "../../shared/bom";
import { DiscasCheck } from "./discas-check";

/** The last step: how the display was chosen, the bill of materials, the answers, and keeping it. */
export function MeetingSpaceResults({ data, body }: { data: MeetingSpacePageData; body: MeetingSpaceBody }) {
  const t = useT();
  const { locale } = useLocale();
  const displayItem = body.items.find((item) => item.category === "display");
  return (
    <div className="space-y-8">
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
        {body.display ? <DiscasCheck display={body.display} /> : null}
        {body.answers.platform !== "other" ? <p className="mt-2 text-sm text-gray-700">{t("meetingSpace.roomSystemNote")}</p> : null}
      </section>

      {body.notInCatalogue.length > 0 ? (
        <ul className="list-disc pl-6 text-sm text-gray-800" data-not-in-catalogue="">
          {body.notInCatalogue.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}

      <BomTable
        items={body.items}
        categoryKey={categoryKey}
        totals={{ totalUsd: body.totalUsd, priceOnRequest: body.priceOnRequest, withinBudget: body.withinBudget, budgetUsd: body.answers.budgetUsd }}
      />

      <AnswersSummary steps={steps} questions={questions} query={data.query} choices={data.choices} stepPath={stepPath} />

      <ShareBar
        data={{ name: MEETING_SPACE_NAME, path: stepPath(steps.length - 1), query: data.query, csvHref: data.csvHref, entry: data.entry }}
        origin={data.origin}
        naming={() => ({ calculator: t("meetingSpace.name"), inputs: [] })}
      />
    </div>
  );
}
