import type { Database } from "#db/connect";
import type { CalculatorDefinition, ContextLoader } from "./definition";
import type { MonitorChoice } from "./page-data";

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
};
