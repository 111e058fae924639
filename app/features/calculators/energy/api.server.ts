/**
 * `GET /{lang}/api/calculators/energy[.csv|.pdf]?<the results page's query>`: the energy results
 * as the calculators' API serves the frame's: JSON `{ inputs, assumptions, results }`, the same
 * answer as CSV (the frame's writer), or the PDF business case. Energy is not on the frame, so
 * the answer is computed here by the results page's own computeResults. Bad input → 400
 * `{ message, issues: [{ field, message }] }` with the results form's field ids, as the frame's.
 */
import { calculatorCsv } from "~/features/calculators/frame/csv";
import { allNumbersFinite } from "~/features/calculators/frame/response";
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import type { Translate } from "~/i18n/translate";
import { energyApiBody } from "./api-answer";
import { readForm } from "./form-state";
import { energyPdf } from "./pdf.server";
import { computeResults } from "./results-page.server";
import type { FieldErrors } from "./validate";
import { visitorFormDefaults } from "./visitor-defaults.server";

/** The API's name for the calculator: its CSV is `<name>.csv`, as the frame's are. */
const API_NAME = "energy";

type Locale = { language: LanguageCode; site: SiteId; hostMode: boolean };

/** The 400 of the calculators' API: one issue per field, in the visitor's language. */
export function badInputResponse(errors: FieldErrors, t: Translate): Response {
  const issues = Object.entries(errors).map(([field, message]) => ({ field, message: t(message.key, message.values) }));
  return Response.json({ message: t("calculator.error.summary"), issues }, { status: 400 });
}

/** `format`: the name's extension (`csv`, `pdf`), none for JSON. */
export async function energyApiResponse(request: Request, query: URLSearchParams, locale: Locale, t: Translate, format: string | undefined): Promise<Response> {
  const form = readForm(query, visitorFormDefaults(request));
  const outcome = await computeResults(form, new URL(request.url), locale);
  if (!outcome.ok) return badInputResponse(outcome.errors, t);
  const language = getLanguage(locale.language);
  if (format === "pdf") return energyPdf(outcome.data, t, language);
  const body = energyApiBody(outcome.data, t, language.locale);
  // As the frame's API: a figure the model drove out of range is a 400, never NaN on the wire.
  if (!allNumbersFinite(body.results)) return Response.json({ message: t("calculator.error.outOfRange"), issues: [] }, { status: 400 });
  if (format === "csv") {
    return new Response(calculatorCsv(body), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${API_NAME}.csv"` },
    });
  }
  return Response.json(body);
}
