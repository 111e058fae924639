/**
 * The calculators the frame serves, by API name: `/{lang}/api/calculators/<name>` and the
 * pages call them through here. Each calculator's served half is its `<tool>/served.server.ts`
 * (its names come from its declaration, app/tool-declarations.ts); they are gathered here by
 * that file name, so adding a calculator adds no line here. Each one's saved entries are
 * checked against the frame's saved-query schema (or its own, which reads older entries as that query).
 */
import { registerCalculatorSchema } from "~/features/collections";
import { savedQuerySchema } from "./frame/saved-query";
import type { ServedCalculator } from "./frame/served";

// The element type is erased here: each page imports its own calculator with its types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyServed = ServedCalculator<any, any, any>;

const isServed = (value: unknown): value is AnyServed => typeof value === "object" && value !== null && "definition" in value && "toolId" in value;

const served: readonly AnyServed[] = Object.values(import.meta.glob<Record<string, unknown>>("./*/served.server.ts", { eager: true })).flatMap((module) =>
  Object.values(module).filter(isServed),
);

for (const calculator of served) registerCalculatorSchema(calculator.name, calculator.savedSchema ?? savedQuerySchema);

export function servedCalculator(name: string): AnyServed | undefined {
  return served.find((calculator) => calculator.name === name);
}

export const servedNames = served.map((calculator) => calculator.name);

/** The tool names of the served calculators (a test checks each is declared). */
export const servedToolNames = served.map((calculator) => calculator.toolId);
