import type { FieldSpec } from "./definition";

/**
 * The parsed inputs as the form's values, so a first visit shows the defaults in use (country
 * US, pro support yes…) rather than empty fields; the page's form and the PDF's inputs table
 * both say them so. A number keeps what the visitor typed; a choice shows the option it was
 * read as ("22" is the "22.0" size, "true" is "yes").
 */
export function formValues(fields: readonly FieldSpec[], inputs: unknown, typed: Readonly<Record<string, string | string[]>>): Record<string, string> {
  // A `rows` field's rows travel as one value, a row a line (rows hold no line breaks: the query's trimmed values).
  const values: Record<string, string> = Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, Array.isArray(value) ? value.join("\n") : value]));
  const parsed = (inputs ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const value = parsed[field.name];
    if ((field.kind === "number" || field.kind === "rows") && typed[field.name] !== undefined) continue;
    if (typeof value === "boolean") values[field.name] = value ? "yes" : "no";
    else if (typeof value === "string") values[field.name] = value;
    else if (typeof value === "number" && Number.isFinite(value)) {
      const option = field.kind === "select" ? field.options.find((candidate) => Number(candidate.value) === value) : undefined;
      values[field.name] = option?.value ?? String(value);
    }
  }
  return values;
}
