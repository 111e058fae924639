/**
 * The calculators that have a PDF business case, by API name, with their section mappings. A
 * name missing here answers 404 for `.pdf` (its page shows no Download PDF link: ./names.ts).
 */
import type { MeetingRoiAnswer } from "~/features/calculators/meeting-roi/definition";
import type { ProductivityResult } from "~/features/calculators/productivity/model";
import type { QualityAnswer } from "~/features/calculators/quality/definition";
import type { WhyRefreshAnswer } from "~/features/calculators/why-refresh/definition";
import { meetingRoiPdf } from "./calculators/meeting-roi.server";
import { productivityPdf, teiPdf } from "./calculators/productivity.server";
import { qualityPdf } from "./calculators/quality.server";
import { whyRefreshPdf } from "./calculators/why-refresh.server";
import type { PdfMapping } from "./mapping";
import type { PdfCalculatorName } from "./names";

const mappings: { [Name in PdfCalculatorName]: PdfMapping<never> } = {
  productivity: productivityPdf as PdfMapping<ProductivityResult> as PdfMapping<never>,
  "total-economic-impact": teiPdf as PdfMapping<never>,
  quality: qualityPdf as PdfMapping<QualityAnswer> as PdfMapping<never>,
  "why-refresh": whyRefreshPdf as PdfMapping<WhyRefreshAnswer> as PdfMapping<never>,
  "meeting-roi": meetingRoiPdf as PdfMapping<MeetingRoiAnswer> as PdfMapping<never>,
};

/** The mapping for a calculator's results; the caller passes the results its served calculator computed. */
export function pdfMapping(name: string): PdfMapping<unknown> | undefined {
  return Object.hasOwn(mappings, name) ? (mappings[name as PdfCalculatorName] as PdfMapping<unknown>) : undefined;
}
