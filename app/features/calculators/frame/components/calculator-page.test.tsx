// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CalculatorPage } from "./calculator-page";
import { pageData, renderInPage, type TestResult } from "./page-fixture.testing";
import type { CalculatorPageData } from "../page-data";

afterEach(cleanup);

function page(data: CalculatorPageData<TestResult>) {
  return (
    <CalculatorPage data={data} title="Productivity calculator" intro={<p>What better monitors are worth.</p>}>
      {(run) => <p>Total {run.results.total} in {run.currency}</p>}
    </CalculatorPage>
  );
}

describe("CalculatorPage", () => {
  it("shows the tabs, the form with the assumptions inside it, the results and the share bar", async () => {
    const { container } = renderInPage(page(pageData()));
    await screen.findByRole("heading", { level: 1, name: "Productivity calculator" });
    const tabs = screen.getByRole("navigation", { name: "Business calculators" });
    expect(within(tabs).getByRole("link", { name: "Productivity Calculator" }).getAttribute("aria-current")).toBe("page");
    expect(within(tabs).getByRole("link", { name: /Why/ }).getAttribute("aria-current")).toBeNull();
    expect(within(tabs).getByRole("link", { name: /Why/ }).getAttribute("href")).toBe("/en-us/why-refresh/input");
    // One submit sends inputs and overrides: the assumptions' fields are in the inputs form.
    expect(container.querySelector("form [name='a.hoursPerYear']")).not.toBeNull();
    expect(screen.getByText("Total 1234 in USD")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download CSV" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows only the error summary when the inputs have issues", async () => {
    renderInPage(page(pageData({ run: null, issues: [{ field: "salary", message: "calculator.error.number" }], values: { salary: "abc" } })));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Enter a number.");
    expect(screen.queryByRole("heading", { name: "Results" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Assumptions" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Download CSV" })).toBeNull();
  });

  it("says under a field what it stands for when empty, from the context the page holds", async () => {
    const notes = (held: { context: unknown }) => ({ salary: `Left empty: ${(held.context as { salary: number }).salary} a year.` });
    renderInPage(
      <CalculatorPage data={pageData({ held: { key: "k", context: { salary: 65000 }, currency: "USD" } })} title="Productivity calculator" fieldNotes={notes}>
        {() => null}
      </CalculatorPage>,
    );
    const salary = await screen.findByRole("textbox", { name: /salary/i });
    // The note stands in for the field's general hint, and the field names it as its description.
    const described = () => (salary.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    expect(described()).toContain("Left empty: 65000 a year.");
    expect(described()).not.toContain("Leave empty to use the country's average.");
    cleanup();
    // Without a context (a blank page) there is nothing to say but the general hint.
    renderInPage(
      <CalculatorPage data={pageData({ held: null })} title="Productivity calculator" fieldNotes={notes}>
        {() => null}
      </CalculatorPage>,
    );
    await screen.findByRole("textbox", { name: /salary/i });
    expect(document.body.textContent).not.toContain("Left empty");
    expect(document.body.textContent).toContain("Leave empty to use the country's average.");
  });

  it("says when the saved entry named in the address is not found", async () => {
    renderInPage(page(pageData({ entry: { status: "not-found" } })));
    const notices = await screen.findAllByRole("alert");
    expect(notices.map((notice) => notice.textContent)).toContain("Saved Entry Not Found");
  });
});
