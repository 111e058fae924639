/**
 * Issue 47: every productivity default that cites a study equals the figure the study data holds
 * (read from shared/studies/ultrasharp-tei-2018.ts, not from the source phrase's text), and the
 * citation names that figure's section and page.
 */
import { describe, expect, it } from "vitest";
import type { AssumptionSpec } from "~/features/calculators/frame/definition";
import { ultrasharpTei2018 } from "~/features/calculators/shared/studies/ultrasharp-tei-2018";
import { productivityDefinition, productivityInputSchema, type ProductivityContext } from "./definition";
import { computeProductivity, productivityValues } from "./model";
import { propertyContext } from "./property-context.fixture";
import { everyBenefitCounts } from "./benefit-conditions.fixture";

const context = propertyContext as unknown as ProductivityContext;
const citesStudy = (spec: AssumptionSpec) => "key" in spec.source && spec.source.key.startsWith("calculator.source.study");

function defaultsAsLoaded(query: Record<string, string> = {}): readonly AssumptionSpec[] {
  // The input page submitted unchanged, with mounting chosen so its cost is listed too.
  return productivityDefinition.assumptions(productivityInputSchema.parse(query), context);
}

describe("productivity defaults and their study", () => {
  const specs = defaultsAsLoaded({ mounting: "yes" });
  const cited = specs.filter(citesStudy);

  it("cites the study for each of its twelve figures (the check is not empty)", () => {
    expect(cited.map((spec) => spec.key).sort()).toEqual(Object.keys(ultrasharpTei2018.figures).sort());
    expect(cited).toHaveLength(12);
  });

  for (const key of Object.keys(ultrasharpTei2018.figures)) {
    it(`${key}: the default equals the study's figure and the citation names its section and page`, () => {
      const figure = ultrasharpTei2018.figures[key]!;
      const spec = specs.find((row) => row.key === key)!;
      expect(spec.value).toBe(figure.value);
      expect(spec.source).toMatchObject({ values: { section: figure.section, page: figure.page, year: String(ultrasharpTei2018.year), maker: "Dell", url: ultrasharpTei2018.url } });
    });
  }

  it("names the maker's figure, not a study, where the study lists none (mounting, the series factor)", () => {
    const uncited = specs.filter((spec) => !citesStudy(spec)).map((spec) => spec.key);
    expect(uncited).toEqual(expect.arrayContaining(["mountingUsd", "seriesFactor", "gain"]));
    expect(specs.find((spec) => spec.key === "mountingUsd")!.source).toEqual({ key: "productivity.source.productivityModel" });
  });
});

describe("results.study", () => {
  it("carries the study's title, year, link, composite and published figures (null where the public copy has none)", () => {
    const values = productivityValues({}, { gain: 0.18, seriesFactor: 1 });
    const result = computeProductivity({ staff: 100, monitorsPerPerson: 1, plan: 1, mounting: false, priceUsd: 500, discount: 0.1, salary: 70_000, conditions: everyBenefitCounts }, values);
    expect(result.study).toEqual({
      title: "The Total Economic Impact™ Of Dell UltraSharp Monitors",
      author: "Forrester Consulting",
      year: 2018,
      url: "https://pdfslide.net/documents/the-total-economic-impacta-of-dell-ultrasharp-monitors-a-corporate-offices-previously.html",
      commissionedBy: "Dell",
      roi: null,
      npv: null,
      paybackMonths: null,
      composite: { key: "calculator.study.composite.ultrasharp" },
    });
  });
});
