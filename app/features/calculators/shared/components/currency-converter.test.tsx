// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { knownRates } from "../exchange-rate";
import { CurrencyConverter } from "./currency-converter";

afterEach(cleanup);

async function renderConverter(query = "") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/en-us/energy-calculator/input",
      loader: () => ({ language: "en-us", site: "work", hostSite: null, phrases: enUs, config: { siteHosts: {} } }),
      Component: () => <CurrencyConverter rates={{ rates: knownRates({ status: "down", reason: "timeout" }), date: null }} defaultTo="EUR" />,
    },
  ]);
  render(<Stub initialEntries={[`/en-us/energy-calculator/input${query}`]} />);
  return screen.findByLabelText("Amount");
}

describe("CurrencyConverter", () => {
  it("converts as you type, through the dollar, and says the rate is a fallback", async () => {
    const amount = await renderConverter();
    // 100 USD × 0.8684 EUR/USD (FRED, June 2026) = 86.84 EUR
    expect(screen.getByRole("status").textContent).toBe("$100.00 = €86.84");
    fireEvent.change(amount, { target: { value: "50" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "GBP" } });
    // 50 GBP ÷ 0.7497 GBP/USD × 0.8684 EUR/USD = 57.9165… EUR
    expect(screen.getByRole("status").textContent).toBe("£50.00 = €57.92");
    expect(screen.getByText(/GBP: rates of June 2026 \(US Federal Reserve, FRED monthly averages\), as the live rate is not available\./)).toBeTruthy();
  });

  it("starts from the address (the no-JavaScript form) and flags an invalid amount", async () => {
    const amount = await renderConverter("?cvAmount=-5&cvFrom=JPY&cvTo=USD");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("An amount cannot be negative: enter 0 or more.")).toBeTruthy();
    expect((screen.getByLabelText("From") as HTMLSelectElement).value).toBe("JPY");
  });

  // Issue 50: 1e3 and -5 left the result blank without a word.
  it("converts 1e3 as 1,000 and says under the field why a negative or huge amount gives no result", async () => {
    const amount = await renderConverter();
    fireEvent.change(amount, { target: { value: "1e3" } });
    // 1000 USD × 0.8684 EUR/USD = 868.40 EUR
    expect(screen.getByRole("status").textContent).toBe("$1,000.00 = €868.40");
    expect(amount.getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(amount, { target: { value: "-5" } });
    expect(screen.getByRole("status").textContent).toBe("");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("An amount cannot be negative: enter 0 or more.").id).toBe(amount.getAttribute("aria-describedby"));
    fireEvent.change(amount, { target: { value: "2e12" } });
    expect(screen.getByText("Enter an amount of at most 1,000,000,000,000.")).toBeTruthy();
  });
});
