import type { Database } from "#db/connect";
import type { CalculatorDataSchema } from "~/features/collections";
import type { LanguageCode } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import type { CalculatorDefinition, ContextLoader } from "./definition";
import type { MonitorChoice } from "./page-data";
import type { CalculatorRun } from "./query";

/**
 * A calculator as the server offers it (page and JSON API): its definition, the loader of what
 * the server knows for its inputs, the registry tool it belongs to (which decides who may use
 * it and where its page is) and, for a calculator with a monitor input, the monitors it offers.
 * `name` is the API's and the saved entries' name (TEI serves the productivity model under its own).
 */
export type ServedCalculator<Input = unknown, Context = unknown, Result = unknown> = {
  name: string;
  toolId: string;
  definition: CalculatorDefinition<Input, Context, Result>;
  loadContext: ContextLoader<Input, Context>;
  /** The currency money results are in, for the page's formatting. */
  currencyOf: (context: Context) => string;
  monitors?: (db: Database, site: "work" | "home") => Promise<MonitorChoice[]>;
  /**
   * A calculator that writes its own business case (energy's options and monitors) instead of
   * the frame's `pdf/sections.server.ts` mapping: `<name>.pdf` of a good run.
   */
  pdf?: (run: Extract<CalculatorRun<Input, Context, Result>, { ok: true }>, t: Translate, language: LanguageCode) => Promise<Response>;
  /**
   * What its saved entries hold, when older entries stored something else: a schema that reads
   * them all as the frame's `{ query }` (saved-query.ts), which it is by default.
   */
  savedSchema?: CalculatorDataSchema;
};
