// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSpec } from "../definition";
import { CalculatorPage } from "./calculator-page";
import { InputsPanel } from "./inputs-panel";
import { pageData, renderInPage } from "./page-fixture.testing";

afterEach(cleanup);

const fields: FieldSpec[] = [
  { name: "moneyCurrency", kind: "money-currency", label: "calculator.input.moneyCurrency", hint: "calculator.input.moneyCurrencyHint", pageDefault: "local" },
  { name: "price", kind: "number", label: "productivity.input.price", hint: "productivity.input.priceHint", min: 0, max: 100_000, money: "chosen" },
];
const money = { local: "GBP", usdRate: 0.8, rates: { rates: { USD: { ratePerUsd: 1, live: false }, GBP: { ratePerUsd: 0.8, live: false } }, date: null } };

function description(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("money inputs on a calculator page", () => {
  it("names the country's currency in the choice and the label, and gives the dollar equivalent", async () => {
    renderInPage(<InputsPanel data={pageData({ fields, money, values: { moneyCurrency: "local", price: "400" } })} />);
    const choice = (await screen.findByLabelText("Amounts in")) as HTMLSelectElement;
    expect(choice.value).toBe("local");
    expect(within(choice).getAllByRole("option").map((option) => option.textContent)).toEqual(["British Pound (GBP), the country's currency", "US dollars (USD)"]);
    const price = screen.getByLabelText("Price per monitor (GBP)");
    // 400 GBP at 0.8 GBP per USD: 400 / 0.8 = 500 USD
    expect(description(price)).toContain("£400.00 ≈ $500.00 at 0.8 GBP/USD.");
  });

  it("labels the amount in dollars, with no equivalent, when the address says USD or nothing", async () => {
    renderInPage(<InputsPanel data={pageData({ fields, money, values: { moneyCurrency: "USD", price: "400" } })} />);
    const price = await screen.findByLabelText("Price per monitor (USD)");
    expect(description(price)).not.toContain("≈");
  });

  it("says it in Chinese too", async () => {
    renderInPage(<InputsPanel data={pageData({ fields, money, values: { moneyCurrency: "local", price: "400" } })} />, { language: "zh-cn" });
    const price = await screen.findByLabelText("每台显示器的价格（以 GBP 计）");
    expect(description(price)).toContain("（汇率 0.8 GBP/USD）");
  });

  it("offers the currency converter on a calculator that takes money, and not on one that does not", async () => {
    renderInPage(<CalculatorPage data={pageData({ fields, money, run: null })} title="Productivity">{() => null}</CalculatorPage>);
    expect(await screen.findByText("Currency converter")).toBeTruthy();
    cleanup();
    renderInPage(<CalculatorPage data={pageData({ run: null })} title="Productivity">{() => null}</CalculatorPage>);
    await screen.findByRole("button", { name: "Calculate" });
    expect(screen.queryByText("Currency converter")).toBeNull();
  });

  it("names the currency of a country picked before the form is sent, without an equivalent at the old rate", async () => {
    const country: FieldSpec = { name: "country", kind: "select", label: "calculator.input.country", options: [{ value: "GB", label: { region: "GB" } }, { value: "DE", label: { region: "DE" } }] };
    const data = pageData({ fields: [country, ...fields], money: { ...money, byCountry: { GB: "GBP", DE: "EUR" } }, values: { country: "GB", moneyCurrency: "local", price: "400" } });
    renderInPage(<InputsPanel data={data} />);
    fireEvent.change(await screen.findByLabelText("Country"), { target: { value: "DE" } });
    const price = await screen.findByLabelText("Price per monitor (EUR)");
    expect(description(price)).not.toContain("≈");
    fireEvent.change(screen.getByLabelText("Amounts in"), { target: { value: "USD" } });
    expect(await screen.findByLabelText("Price per monitor (USD)")).toBeTruthy();
  });
});
