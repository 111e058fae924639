import { ShareBar } from "~/features/calculators";
import { useLocale, useT } from "~/root-data";
import { AnswersSummary, BomTable } from "../../shared/bom";
import type { WorkspacePageData } from "../page-data";
import { categoryKey, say } from "../present";
import { questions } from "../questions";
import { WORKSPACE_NAME } from "../saved-name";
import { stepPath, steps } from "../steps";

/** The last step: how the monitors were chosen, the bill of materials, the answers, and keeping it. */
export function WorkspaceResults({ data, body }: { data: WorkspacePageData; body: NonNullable<WorkspacePageData["results"]> }) {
  const t = useT();
  const { locale } = useLocale();
  const monitorItem = body.items.find((item) => item.category === "monitor");
  const rule = body.monitor && monitorItem
    ? say(
        {
          key: body.monitor.fitsDesk ? "workspace.rule.body" : "workspace.rule.tooWide",
          values: {
            persona: body.personaTitle,
            desk: body.answers.deskWidthIn,
            screens: body.answers.screens,
            screen: body.monitor.screenWidthIn,
            width: body.monitor.rowWidthIn,
          },
        },
        t,
        locale,
      )
    : t("workspace.rule.noMonitor");
  return (
    <div className="space-y-8">
      <section aria-labelledby="rule-title" className="rounded-lg border border-gray-300 bg-white p-4">
        <h2 id="rule-title" className="text-xl font-semibold">
          {t("workspace.rule.title")}
        </h2>
        <p className="mt-2 text-gray-800">{rule}</p>
      </section>
      <BomTable
        items={body.items}
        categoryKey={categoryKey}
        totals={{ totalUsd: body.totalUsd, priceOnRequest: body.priceOnRequest, withinBudget: body.withinBudget, budgetUsd: body.answers.budgetUsd }}
      />
      <AnswersSummary steps={steps} questions={questions} query={data.query} choices={data.choices} stepPath={stepPath} />
      <ShareBar
        data={{ name: WORKSPACE_NAME, path: stepPath(steps.length - 1), query: data.query, csvHref: data.csvHref, entry: data.entry }}
        origin={data.origin}
        naming={() => ({ calculator: t("workspace.name"), inputs: [] })}
      />
    </div>
  );
}
