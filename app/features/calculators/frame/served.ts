import type { Database } from "#db/connect";
import type { CalculatorDataSchema } from "~/features/collections";
import type { LanguageCode } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { CalculatorDefinition, ContextLoader } from "./definition";
import type { MonitorChoice } from "./page-data";
import type { PdfMapping } from "./pdf/mapping";
import type { CalculatorRun } from "./query";

/**
 * A calculator as the server offers it (page and JSON API): its definition, the loader of what
 * the server knows for its inputs, the registry tool it belongs to (which decides who may use
 * it and where its page is) and, for a calculator with a monitor input, the monitors it offers.
 * Both names come from the tool's declaration (`serveCalculator`).
 */
export type ServedCalculator<Input = unknown, Context = unknown, Result = unknown> = {
  /** Published: the API's and the saved entries' name (the declaration's `api`). */
  name: string;
  /** The tool's one name (the declaration's `name`): who may use it, where its page is. */
  toolId: string;
  definition: CalculatorDefinition<Input, Context, Result>;
  loadContext: ContextLoader<Input, Context>;
  /** The currency money results are in, for the page's formatting. */
  currencyOf: (context: Context) => string;
  monitors?: (db: Database, site: "work" | "home") => Promise<MonitorChoice[]>;
  /**
   * Values a blank page's form starts with that depend on the catalogue (a priced default
   * monitor), chosen by a rule: the input page sent unchanged must compute (issue 47).
   */
  pageDefaults?: (db: Database, site: "work" | "home") => Promise<Readonly<Record<string, string>>>;
  /**
   * Values the visitor chose once for every page (energy's country and units from /settings),
   * used where the page's address says nothing; the API keeps the schema's defaults.
   */
  visitorDefaults?: (request: Request) => Readonly<Record<string, string>>;
  /** The PDF business case's sections (its `<tool>/pdf.server.ts`); without it `.pdf` is 404 and the page offers none. */
  pdf?: PdfMapping<Result>;
  /**
   * A calculator that writes its own business case (energy's options and monitors) instead of
   * a `PdfMapping` of the frame's sections: `<name>.pdf` of a good run.
   */
  pdfResponse?: (run: Extract<CalculatorRun<Input, Context, Result>, { ok: true }>, t: Translate, language: LanguageCode) => Promise<Response>;
  /**
   * What its saved entries hold, when older entries stored something else: a schema that reads
   * them all as the frame's `{ query }` (saved-query.ts), which it is by default.
   */
  savedSchema?: CalculatorDataSchema;
};

/** The served half of a declared tool (`<tool>/served.server.ts`): its names come from the declaration. */
export function serveCalculator<Input, Context, Result>(
  tool: { name: string; api?: string },
  served: Omit<ServedCalculator<Input, Context, Result>, "name" | "toolId">,
): ServedCalculator<Input, Context, Result> {
  return { name: tool.api ?? tool.name, toolId: tool.name, ...served };
}
