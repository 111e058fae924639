/**
 * Test-only helpers for the frame's components: a calculator page's data as a loader would give
 * it, and a render inside a router with the root data (language, phrases) the components read.
 */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { packMonitorChoices } from "../monitor-choices";
import type { CalculatorPageData } from "../page-data";

export type TestResult = { total: number };

export function pageData(change: Partial<CalculatorPageData<TestResult>> = {}): CalculatorPageData<TestResult> {
  return {
    name: "productivity",
    path: "/productivity",
    tabs: [
      { id: "productivity", path: "/productivity", title: "productivity.name" },
      { id: "why-refresh", path: "/why-refresh/input", title: "whyRefresh.name" },
    ],
    fields: [
      { name: "country", kind: "select", label: "calculator.input.country", options: [{ value: "US", label: { region: "US" } }, { value: "DE", label: { region: "DE" } }] },
      { name: "salary", kind: "number", label: "calculator.input.salary", hint: "calculator.input.salaryHint", min: 0, max: 10_000_000, placeholder: "100000" },
      {
        name: "plan",
        kind: "select",
        label: "calculator.assumptions.status",
        options: [
          { value: "one", label: { key: "calculator.table.year", values: { year: 1 } } },
          { value: "two", label: { key: "calculator.table.year", values: { year: 2 } } },
        ],
        optional: { key: "calculator.inputs.default" },
      },
      { name: "mounting", kind: "yes-no", label: "calculator.share.print" },
      { name: "monitor", kind: "monitor", label: "calculator.inputs.chooseMonitor", optional: { key: "calculator.inputs.otherMonitors" } },
    ],
    values: {},
    overrides: {},
    issues: [],
    run: {
      currency: "USD",
      results: { total: 1234 },
      assumptions: [
        {
          key: "hoursPerYear",
          label: "calculator.assumption.hoursPerYear",
          value: 2000,
          defaultValue: 2080,
          overridden: true,
          percent: false,
          unit: "h",
          source: { key: "calculator.source.wageModel" },
        },
        {
          key: "wageGrowth",
          label: "calculator.assumption.wageGrowth",
          value: 0.03,
          defaultValue: 0.03,
          overridden: false,
          percent: true,
          unit: "ratio",
          source: { key: "calculator.source.rateLive", values: { date: "2026-11-20" } },
        },
      ],
    },
    monitors: packMonitorChoices([
      { slug: "u2724de", title: "Dell UltraSharp U2724DE", series: "ultrasharp" },
      { slug: "p2425h", title: "Dell P2425H", series: "p" },
      { slug: "mystery", title: "Mystery Monitor", series: null },
    ]),
    query: "country=US&a.hoursPerYear=2000",
    csvHref: "/en-us/api/calculators/productivity.csv?country=US&a.hoursPerYear=2000",
    pdfHref: "/en-us/api/calculators/productivity.pdf?country=US&a.hoursPerYear=2000",
    api: { language: "en-us", site: "work" },
    // No context: a component test never recomputes in the browser (browser-page.test.ts does).
    held: null,
    requested: "?country=US&a.hoursPerYear=2000",
    entry: { status: "none" },
    ...change,
  };
}

export function renderInPage(element: ReactNode, options: { language?: "en-us" | "zh-cn"; url?: string } = {}) {
  const language = options.language ?? "en-us";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: `/${language}/productivity`,
      loader: () => ({ language, site: "work", hostSite: null, phrases: language === "en-us" ? enUs : zhCn, config: { siteHosts: {} } }),
      Component: () => <>{element}</>,
    },
  ]);
  return render(<Stub initialEntries={[options.url ?? `/${language}/productivity`]} />);
}
