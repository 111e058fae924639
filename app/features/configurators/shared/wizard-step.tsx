import { Form } from "react-router";
import { primaryButtonClass } from "~/features/calculators";
import { useLocale, useT } from "~/root-data";
import type { Question, Step, WizardData } from "./question";
import { QuestionField } from "./question-field";

type Props = {
  data: WizardData;
  steps: readonly Step[];
  questions: Record<string, Question[]>;
  /** A step's path without language or site prefix. */
  stepPath: (index: number) => string;
};

/**
 * A question step: a GET form to the next step's address. The answers of the other steps travel
 * as hidden fields, so the last address holds every answer (and works without JavaScript).
 */
export function WizardStep({ data, steps, questions, stepPath }: Props) {
  const t = useT();
  const { localPath } = useLocale();
  const step = steps[data.step]!;
  const asked = questions[step.id] ?? [];
  const own = new Set<string>(step.fields);
  const hidden = Object.entries(data.values).flatMap(([name, value]) =>
    own.has(name) ? [] : (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const),
  );
  const issueOf = (field: string) => data.issues.find((issue) => issue.field === field)?.message;
  const last = data.step === steps.length - 2;
  return (
    <Form method="get" action={localPath(stepPath(data.step + 1))} className="space-y-6" noValidate>
      {data.issues.length > 0 ? (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t("configurator.errorTitle")}</p>
          <ul className="mt-1 list-disc pl-5">
            {data.issues.map((issue) => (
              <li key={`${issue.field}-${issue.message}`}>
                <a href={`#question-${issue.field}`} className="underline">
                  {issue.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {asked.map((question) => (
        <div key={question.field} id={question.kind === "radio" || question.kind === "checkbox" ? `question-${question.field}` : undefined}>
          <QuestionField question={question} value={data.values[question.field]} error={issueOf(question.field)} choices={data.choices[question.field] ?? []} />
        </div>
      ))}
      <button type="submit" className={primaryButtonClass}>
        {last ? t("configurator.showResults") : t("configurator.next")}
      </button>
    </Form>
  );
}
