import type { Study } from "./study";

const contents = (section: string, page: number, value: number, unit: string) => ({ value, unit, section, page, located: "contents" as const });

/**
 * The Total Economic Impact™ Of Dell UltraSharp Monitors (Forrester Consulting, commissioned by
 * Dell, July 2018). Its public copy's stored text (retrieved 2026-11-29) holds the title page, the
 * summary line "Corporate offices previously used 19-inch Dell monitors, which have been replaced
 * with 27-inch Dell UltraSharp" and the table of contents: Workforce Productivity p. 6, Talent And
 * Brand Impact p. 7, Operational Efficiency p. 8, Dell Monitor Cost p. 10, Internal Labor And
 * Implementation p. 11, Financial Summary p. 12. It ends there, so the pages below come from the
 * contents and the study's published ROI, NPV and payback stay unknown (null).
 */
export const ultrasharpTei2018: Study = {
  id: "ultrasharp-tei-2018",
  title: "The Total Economic Impact™ Of Dell UltraSharp Monitors",
  author: "Forrester Consulting",
  commissionedBy: "Dell",
  year: 2018,
  month: 7,
  url: "https://pdfslide.net/documents/the-total-economic-impacta-of-dell-ultrasharp-monitors-a-corporate-offices-previously.html",
  retrieved: "2026-11-29",
  composite: "calculator.study.composite.ultrasharp",
  published: { roi: null, npvUsd: null, paybackMonths: null },
  figures: {
    conversion: contents("Workforce Productivity", 6, 0.5, "ratio"),
    productivityRisk: contents("Workforce Productivity", 6, 0.2, "ratio"),
    attrition: contents("Talent And Brand Impact", 7, 0.2, "1/year"),
    attritionAvoidance: contents("Talent And Brand Impact", 7, 0.1, "ratio"),
    hiringCostUsd: contents("Talent And Brand Impact", 7, 4000, "USD"),
    talentBrandRisk: contents("Talent And Brand Impact", 7, 0.1, "ratio"),
    connectivityHours: contents("Operational Efficiency", 8, 6.3, "h/year"),
    operationalRisk: contents("Operational Efficiency", 8, 0.05, "ratio"),
    deploymentHours: contents("Internal Labor And Implementation", 11, 0.32, "h"),
    deploymentRisk: contents("Internal Labor And Implementation", 11, 0.05, "ratio"),
    movesPerMonitor: contents("Internal Labor And Implementation", 11, 1, "1/year"),
    moveHours: contents("Internal Labor And Implementation", 11, 0.33, "h"),
  },
};
