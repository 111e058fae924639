/**
 * Issue 47: why-refresh's productivity defaults that cite a study equal the study data's figures
 * (shared/studies/ultrasharp-tei-2018.ts), and its answer carries `study` at the top.
 */
import { describe, expect, it } from "vitest";
import { ultrasharpTei2018 } from "~/features/calculators/shared/studies/ultrasharp-tei-2018";
import { whyRefreshDefinition, whyRefreshInputSchema, type WhyRefreshContext } from "./definition";
import { propertyContext } from "./property-context.fixture";

const context = propertyContext as unknown as WhyRefreshContext;
// The input page as loaded, with its monitor chosen (the fixture's).
const inputs = whyRefreshInputSchema.parse({ monitor: "u2724de" });
const specs = whyRefreshDefinition.assumptions(inputs, context);

describe("why-refresh defaults and their study", () => {
  const cited = specs.filter((spec) => "key" in spec.source && spec.source.key.startsWith("calculator.source.study"));

  it("cites the study for the productivity case's figures the study lists", () => {
    // Mounting is not chosen by default, so all of the study's twelve figures are listed.
    expect(cited.map((spec) => spec.key).sort()).toEqual(Object.keys(ultrasharpTei2018.figures).sort());
  });

  it("lists each cited default at the study's figure", () => {
    expect(cited.map((spec) => [spec.key, spec.value])).toEqual(cited.map((spec) => [spec.key, ultrasharpTei2018.figures[spec.key]!.value]));
  });

  it("answers with results.study, the study of its productivity case", () => {
    const results = whyRefreshDefinition.compute(inputs, Object.fromEntries(specs.map((spec) => [spec.key, spec.value])), context);
    expect(results.study).toMatchObject({ title: ultrasharpTei2018.title, year: 2018, url: ultrasharpTei2018.url, roi: null, npv: null, paybackMonths: null });
    expect(results.productivity?.study).toEqual(results.study);
  });
});
