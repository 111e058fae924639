/**
 * Issue 47: the quality defaults that cite a study equal the figure the study data holds (read
 * from shared/studies/ultrasharp-tei-2018.ts, not from the phrase), and results.study is the
 * reliability study with its composite organisation.
 */
import { describe, expect, it } from "vitest";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { deviceReliabilityTei2024 } from "~/features/calculators/shared/studies/device-reliability-tei-2024";
import { ultrasharpTei2018 } from "~/features/calculators/shared/studies/ultrasharp-tei-2018";
import { qualityDefinition, qualityInputSchema } from "./definition";
import { propertyContext } from "./property-context.fixture";

const context = propertyContext as unknown as BusinessContext;
// The input page submitted unchanged.
const inputs = qualityInputSchema.parse({});
const specs = qualityDefinition.assumptions(inputs, context);

/** Which study figure each quality default stands for. */
const figureOf = { productivityConversion: "conversion", moveHours: "moveHours" } as const;

describe("quality defaults and their study", () => {
  for (const [key, figure] of Object.entries(figureOf)) {
    it(`${key}: equals the study's ${figure} and cites its section and page`, () => {
      const spec = specs.find((row) => row.key === key)!;
      const entry = ultrasharpTei2018.figures[figure]!;
      expect(spec.value).toBe(entry.value);
      expect(spec.source).toMatchObject({ key: "calculator.source.studyContents", values: { section: entry.section, page: entry.page, year: "2018", maker: "Dell" } });
    });
  }

  it("cites the study for no other quality constant (the rest are the maker's figures)", () => {
    const cited = specs.filter((spec) => "key" in spec.source && spec.source.key.startsWith("calculator.source.study")).map((spec) => spec.key);
    expect(cited.sort()).toEqual(["moveHours", "productivityConversion"]);
  });

  it("answers with the reliability study beside the savings", () => {
    const results = qualityDefinition.compute(inputs, Object.fromEntries(specs.map((spec) => [spec.key, spec.value])), context);
    expect(results.study).toMatchObject({ title: deviceReliabilityTei2024.title, year: 2024, url: "https://tei.forrester.com/go/dell/device-reliability", commissionedBy: "Dell", roi: null, npv: null, paybackMonths: null });
    expect(results.study.composite).toEqual({ key: "calculator.study.composite.deviceReliability" });
    expect(results.monitors).toBe(inputs.monitors);
  });
});
