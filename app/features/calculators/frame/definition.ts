import type { z } from "zod";

/** One constant a model uses: shown in the assumptions panel, overridable as `a.<key>=value`. */
export type Assumption = { key: string; value: number; unit: string; source: string };

/** An assumption as answered by the page and the API: whether the visitor overrode it. */
export type AppliedAssumption = Assumption & { overridden: boolean };

/**
 * A calculator is one entry of this shape: a bounded input schema, its constants table and a
 * pure compute. The page and the JSON API both go through `runCalculator`, so they cannot differ.
 */
export type CalculatorDefinition<Input, Result> = {
  name: string;
  inputSchema: z.ZodType<Input>;
  assumptions: readonly Assumption[];
  compute: (inputs: Input, assumptions: Record<string, number>) => Result;
};
