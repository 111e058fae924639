import type { Route } from "./+types/api.calculators";
import { mayUseTool } from "~/features/calculators/frame/access.server";
import { calculatorCsv } from "~/features/calculators/frame/csv";
import { calculatorPdfResponse } from "~/features/calculators/frame/pdf/response.server";
import { parseCalculatorQuery } from "~/features/calculators/frame/parsed-query";
import { heldContext } from "~/features/calculators/frame/held-context.server";
import { runCalculator } from "~/features/calculators/frame/query";
import { apiAnswer } from "~/features/calculators/frame/response";
import { servedCalculator } from "~/features/calculators/served.server";
import { getTranslator } from "~/i18n/translator.server";
import { guardApi, refuseMethod } from "~/utils/api-guard.server";
import { choiceIssue, SITE_CHOICES } from "~/utils/input-rules";
import { publicOrigin } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { requestUrl } from "~/utils/request-url";
import { wholeTextResponse } from "~/utils/whole-body.server";

/**
 * GET /{lang}/api/calculators/<name>?<the page's query> → 200 { inputs, assumptions, results };
 * `<name>.csv` → the same answer as CSV; `<name>.pdf` → a business case as PDF (the calculators
 * frame/pdf maps, and energy's own; another's `.pdf` is 404). Bad input → 400 { message, issues };
 * `<name>.context` → { key, context, currency } (or { key, issues } where the server has nothing
 * for valid inputs: an unknown monitor): what the server knows for the inputs, for a browser that
 * computes the answer itself (issue 49: only the missing data travels);
 * a calculator that does not exist, or that this visitor may not use (partners, switched off)
 * → 404. docs/api.md.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const refused = await guardApi(request, params.lang);
  if (refused) return refused;
  const locale = requestLocale(request);
  const t = await getTranslator(locale.language);
  const match = /^([a-z][a-z-]*?)(?:\.(csv|pdf|context))?$/.exec(params.name ?? "");
  const served = match ? servedCalculator(match[1]!) : undefined;
  const format = match?.[2];
  if (!served || (format === "pdf" && !served.pdf && !served.pdfResponse) || !(await mayUseTool(request, served.toolId))) {
    return Response.json({ message: t("calculator.error.notFound"), issues: [] }, { status: 404 });
  }
  const search = requestUrl(request).searchParams;
  // One parse for the run and every view of it (JSON, CSV, PDF); a repeated name, `site` included, is refused first.
  const query = parseCalculatorQuery(search, served.definition);
  if (query.issues.length > 0) return Response.json(apiAnswer({ ok: false, issues: query.issues }, t).body, { status: 400 });
  // The API has no site prefix: `site=home` asks for the For Home catalogue (the home pages' CSV links say it);
  // any other value than a site's name is 400 on `site` (issue 50), never the path's site.
  const siteIssue = choiceIssue(search, "site", SITE_CHOICES);
  if (siteIssue) return Response.json(apiAnswer({ ok: false, issues: [siteIssue] }, t).body, { status: 400 });
  const site = search.get("site") === "home" ? "home" : locale.site;
  // The public origin (configured, never the request's Host, issue 50) for an answer that links to its page (energy's share link).
  const origin = publicOrigin();
  const calculatorRequest = { site, language: locale.language, origin, hostMode: locale.hostMode };
  if (format === "context") {
    const held = await heldContext(served, query, calculatorRequest);
    // Public (anonymous only: a signed-in answer is made private, server/request-policy.ts), so the service worker may keep it for offline use.
    return held.ok ? Response.json(held.held, { headers: { "Cache-Control": "public, max-age=300" } }) : Response.json(apiAnswer({ ok: false, issues: held.issues }, t).body, { status: 400 });
  }
  const run = await runCalculator(served.definition, served.loadContext, query, calculatorRequest);
  const answer = apiAnswer(run, t);
  if (answer.status === 200 && run.ok && format === "pdf" && served.pdfResponse) return served.pdfResponse(run, t, locale.language);
  if (answer.status === 200 && run.ok && format === "pdf") {
    return calculatorPdfResponse({ served, run, assumptions: answer.body.assumptions, t, language: locale.language, site, hostMode: locale.hostMode, query });
  }
  if (answer.status === 200 && format === "csv") {
    return wholeTextResponse(calculatorCsv(answer.body), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${served.name}.csv"` },
    });
  }
  // A 200 as data: React Router answers it as Response.json would, and the server's direct path
  // writes its bytes without a body stream (server/direct-routes.ts).
  return answer.status === 200 ? answer.body : Response.json(answer.body, { status: answer.status });
}

/** The API only reads: POST, PUT, PATCH and DELETE are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
