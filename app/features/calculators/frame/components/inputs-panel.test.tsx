// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InputsPanel } from "./inputs-panel";
import { pageData, renderInPage } from "./page-fixture.testing";

afterEach(cleanup);

function description(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("InputsPanel", () => {
  it("says which value an empty field stands for, not a bare \"Default\"", async () => {
    const base = pageData({ values: {} });
    // The salary without a placeholder of its own: the schema's fallback is shown, formatted.
    const fields = base.fields.map((field) => (field.name === "salary" && field.kind === "number" ? { ...field, placeholder: undefined } : field));
    const data = pageData({ values: {}, fields, defaults: { salary: "1500", mounting: "no" } });
    renderInPage(<InputsPanel data={data} />);
    await screen.findByRole("button", { name: "Calculate" });
    expect((screen.getByLabelText("Average yearly salary (optional)") as HTMLInputElement).placeholder).toBe("Default: 1,500");
    const mounting = screen.getByLabelText("Print") as HTMLSelectElement;
    expect(mounting.querySelector("option")?.textContent).toBe("Default (No)");
  });
  it("draws every field kind with the address's values, as a GET form to the page itself", async () => {
    const data = pageData({ values: { country: "DE", salary: "90000", plan: "two", mounting: "yes", monitor: "p2425h" } });
    const { container } = renderInPage(<InputsPanel data={data} />);
    await screen.findByRole("button", { name: "Calculate" });
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/en-us/productivity#results");
    expect(form.querySelector("[name=entry]")).toBeNull();

    const country = screen.getByLabelText("Country") as HTMLSelectElement;
    expect(country.value).toBe("DE");
    // Countries are named by Intl.DisplayNames in the page's language.
    expect(within(country).getAllByRole("option").map((option) => option.textContent)).toEqual(["United States", "Germany"]);

    const salary = screen.getByLabelText("Average yearly salary (optional)") as HTMLInputElement;
    expect(salary.value).toBe("90000");
    expect(salary.placeholder).toBe("100000");
    expect(salary.getAttribute("inputmode")).toBe("decimal");
    expect(description(salary)).toContain("Leave empty to use the country's average.");

    const plan = screen.getByLabelText("Status") as HTMLSelectElement;
    expect(plan.value).toBe("two");
    // `optional` puts its own text on an empty first option.
    expect(within(plan).getAllByRole("option").map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", "Default"],
      ["one", "Year 1"],
      ["two", "Year 2"],
    ]);

    const mounting = screen.getByLabelText("Print") as HTMLSelectElement;
    expect(mounting.value).toBe("yes");
    expect(within(mounting).getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual(["yes", "no"]);

    const monitor = screen.getByLabelText("Choose a monitor") as HTMLSelectElement;
    expect(monitor.value).toBe("p2425h");
    const groups = [...monitor.querySelectorAll("optgroup")].map((group) => [group.label, [...group.querySelectorAll("option")].map((option) => option.value)]);
    expect(groups).toEqual([
      ["UltraSharp", ["u2724de"]],
      ["P Series", ["p2425h"]],
      ["Other monitors", ["mystery"]],
    ]);
    expect(monitor.querySelector("option")?.textContent).toBe("Other monitors");
  });

  it("offers the default on an empty choice, and fills a value the canonical query spells out", async () => {
    renderInPage(<InputsPanel data={pageData({ values: {}, query: "country=US&mounting=no" })} />);
    await screen.findByRole("button", { name: "Calculate" });
    expect((screen.getByLabelText("Country") as HTMLSelectElement).value).toBe("US");
    expect((screen.getByLabelText("Print") as HTMLSelectElement).value).toBe("no");
    expect((screen.getByLabelText("Average yearly salary (optional)") as HTMLInputElement).value).toBe("");
    cleanup();
    renderInPage(<InputsPanel data={pageData({ values: {}, query: "" })} />);
    const mounting = (await screen.findByLabelText("Print")) as HTMLSelectElement;
    expect(mounting.value).toBe("");
    expect(within(mounting).getAllByRole("option").map((option) => option.textContent)).toEqual(["Default", "Yes", "No"]);
  });

  it("marks each invalid field, describes it with its message and lists it in a summary that links to it", async () => {
    const data = pageData({
      values: { salary: "-5", mounting: "maybe" },
      issues: [
        { field: "salary", message: "calculator.error.range", values: { min: 0, max: 10_000_000 } },
        { field: "mounting", message: "calculator.error.yesNo" },
      ],
      run: null,
    });
    renderInPage(<InputsPanel data={data} />);
    await screen.findByRole("button", { name: "Calculate" });
    const salary = screen.getByLabelText("Average yearly salary (optional)");
    expect(salary.getAttribute("aria-invalid")).toBe("true");
    expect(description(salary)).toContain("Enter a number from 0 to 10,000,000.");
    const mounting = screen.getByLabelText("Print") as HTMLSelectElement;
    expect(mounting.getAttribute("aria-invalid")).toBe("true");
    expect(description(mounting)).toContain("Choose yes or no.");
    // The bad value stays selected, so the visitor sees what was refused.
    expect(mounting.value).toBe("maybe");
    expect(screen.getByLabelText("Country").getAttribute("aria-invalid")).toBeNull();

    const summary = screen.getByRole("alert");
    expect(within(summary).getByText("Some inputs need attention. Nothing was calculated.")).toBeTruthy();
    // Focus is moved in a passive effect, which may run after the first render is visible.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["#field-salary", "Average yearly salary (optional): Enter a number from 0 to 10,000,000."],
      ["#field-mounting", "Print: Choose yes or no."],
    ]);
    expect(document.getElementById("field-salary")).toBe(salary);
  });

  it("says an issue of no one field without a link", async () => {
    renderInPage(<InputsPanel data={pageData({ issues: [{ field: "", message: "calculator.error.outOfRange" }], run: null })} />);
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("These inputs drive the calculation out of range. Try smaller figures.");
    expect(within(summary).queryByRole("link")).toBeNull();
  });

  it("keeps every override in the form while nothing could be calculated, the bad one marked", async () => {
    const data = pageData({
      overrides: { hoursPerYear: "99999", wageGrowth: "0.05" },
      issues: [{ field: "a.hoursPerYear", message: "calculator.error.assumptionRange", values: { min: 1000, max: 3000 } }],
      run: null,
    });
    // The page gives no assumptions panel without a run (nor a last valid one while typing): the overrides are fields of their own.
    renderInPage(<InputsPanel data={data} />);
    await screen.findByRole("button", { name: "Calculate" });
    const hours = screen.getByLabelText("Your value for the assumption “hoursPerYear”") as HTMLInputElement;
    expect(hours.name).toBe("a.hoursPerYear");
    expect(hours.value).toBe("99999");
    expect(hours.getAttribute("aria-invalid")).toBe("true");
    expect(description(hours)).toContain("Enter a number from 1,000 to 3,000, or leave it empty to use the default.");
    expect((screen.getByLabelText("Your value for the assumption “wageGrowth”") as HTMLInputElement).value).toBe("0.05");
    expect(within(screen.getByRole("alert")).getByRole("link").getAttribute("href")).toBe("#field-a-hoursPerYear");
  });

  it("speaks Chinese", async () => {
    renderInPage(<InputsPanel data={pageData({ values: { country: "DE" } })} />, { language: "zh-cn" });
    await screen.findByRole("button", { name: "计算" });
    expect(within(screen.getByLabelText("国家/地区")).getAllByRole("option").map((option) => option.textContent)).toEqual(["美国", "德国"]);
  });
});
