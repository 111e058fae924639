import { FieldMessage, FormField } from "~/features/calculators";
import { selectClass } from "~/features/calculators";
import { useT } from "~/root-data";
import type { Choice, Question } from "./question";

type Props = { question: Question; value: string | string[] | undefined; error?: string; choices: readonly Choice[] };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** One question, as a labelled group of radios or checkboxes, a number field or a list. */
export function QuestionField({ question, value, error, choices }: Props) {
  const t = useT();
  const id = `question-${question.field}`;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = question.hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const message = <FieldMessage id={errorId} error={error} />;
  const hint = question.hint ? (
    <p id={hintId} className="mt-1 text-xs text-gray-700">
      {t(question.hint)}
    </p>
  ) : null;

  if (question.kind === "number") {
    const label = question.optional ? `${t(question.label)} ${t("configurator.optional")}` : t(question.label);
    return (
      <FormField
        id={id}
        name={question.field}
        label={label}
        hint={question.hint ? t(question.hint) : undefined}
        error={error}
        type="number"
        inputMode="decimal"
        step={question.step}
        defaultValue={first(value) ?? question.initial ?? ""}
        required={!question.optional}
      />
    );
  }
  if (question.kind === "select") {
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {t(question.label)} {question.emptyLabel ? t("configurator.optional") : null}
        </label>
        <select id={id} name={question.field} defaultValue={first(value) ?? ""} className={selectClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {question.emptyLabel ? <option value="">{t(question.emptyLabel)}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {message}
        {hint}
      </div>
    );
  }
  const chosen = new Set(Array.isArray(value) ? value : value ? [value] : question.kind === "radio" && question.initial ? [question.initial] : []);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium">{t(question.label)}</legend>
      <div className="mt-2 space-y-2">
        {question.options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type={question.kind}
              name={question.field}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </div>
      {message}
      {hint}
    </fieldset>
  );
}
