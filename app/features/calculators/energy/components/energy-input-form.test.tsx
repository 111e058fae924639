// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Link, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { readForm } from "../form-state";
import { validateForm } from "../input-schema";
import { EnergyInputForm, type EnergyInputFormProps } from "./energy-input-form";

afterEach(cleanup);

const usPrice: EnergyInputFormProps["price"] = {
  currency: "USD",
  automatic: {
    amount: 0.1412,
    source: {
      kind: "published",
      consumer: "business",
      amount: 0.1412,
      currency: "USD",
      period: "2026-02",
      classKey: "usBusiness",
      source: { title: "Electricity Prices by State", url: "https://www.electricchoice.com/electricity-prices-by-state", publisher: "US Energy Information Administration (EIA)", retrieved: "2026-11-29" },
    },
  },
  countryName: "United States",
};

function props(query: string, price: EnergyInputFormProps["price"] = usPrice): EnergyInputFormProps {
  const form = readForm(new URLSearchParams(query));
  const validation = validateForm(form);
  return {
    redraw: `?${query}`,
    form,
    errors: validation.ok ? {} : validation.errors,
    series: ["ultrasharp", "p"],
    options: [
      { slug: "u2724de", title: "Dell UltraSharp U2724DE", series: "ultrasharp", usable: true },
      { slug: "p2425h", title: "Dell P2425H", series: "p", usable: true },
      { slug: "u3225qe-nopower", title: "Dell UltraSharp U0000X", series: "ultrasharp", usable: false },
    ],
    extraOptions: [],
    countries: [
      { code: "DE", name: "Germany" },
      { code: "US", name: "United States" },
    ],
    price,
    overrides: {},
    overrideIssues: [],
  };
}

/** What the root route gives the form (language, site, phrases). */
function rootData(language: "en-us" | "zh-cn") {
  return { language, site: "work", hostSite: null, phrases: language === "en-us" ? enUs : zhCn, config: { siteHosts: {} } };
}

async function renderForm(query: string, language: "en-us" | "zh-cn" = "en-us", hash = "", price: EnergyInputFormProps["price"] = usPrice) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: `/${language}/energy-calculator/input`,
      loader: () => rootData(language),
      Component: () => <EnergyInputForm {...props(query, price)} />,
    },
  ]);
  render(<Stub initialEntries={[`/${language}/energy-calculator/input?${query}${hash}`]} />);
  return screen.findByRole("button", { name: language === "en-us" ? "Calculate" : "计算" });
}

function description(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

/** The route's way: the form drawn for the address, and a link to another address of it. */
async function renderNavigable(query: string, next: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/en-us/energy-calculator/input",
      loader: () => rootData("en-us"),
      Component: () => {
        const location = useLocation();
        return (
          <>
            <EnergyInputForm {...props(location.search.slice(1))} />
            <Link to={`?${next}`}>Next address</Link>
          </>
        );
      },
    },
  ]);
  render(<Stub initialEntries={[`/en-us/energy-calculator/input?${query}`]} />);
  await screen.findByRole("button", { name: "Calculate" });
}

describe("EnergyInputForm", () => {
  it("shows what a new address says, in typed fields and monitor lists, and keeps the lists' options", async () => {
    await renderNavigable("c1m=u2724de&c1q=3&hours=8", "c1m=p2425h&c1q=3&hours=10");
    const monitor = screen.getByLabelText("Monitor 1") as HTMLSelectElement;
    const kept = screen.getByRole("option", { name: "Dell UltraSharp U2724DE" });
    // Typed but not sent: the next address's values replace them, as a new page would.
    fireEvent.change(screen.getByLabelText("Quantity of monitor 1"), { target: { value: "7" } });
    fireEvent.change(screen.getByLabelText("Search – monitor 1 of Option 1"), { target: { value: "u27" } });
    expect(screen.queryByRole("option", { name: "Dell P2425H" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Next address" }));
    await waitFor(() => expect((screen.getByLabelText("Working hours per day") as HTMLInputElement).value).toBe("10"));
    expect((screen.getByLabelText("Quantity of monitor 1") as HTMLInputElement).value).toBe("3");
    expect((screen.getByLabelText("Search – monitor 1 of Option 1") as HTMLInputElement).value).toBe("");
    expect(screen.getByLabelText("Monitor 1")).toBe(monitor);
    expect(monitor.value).toBe("p2425h");
    // The option that stays is the same element: the list was not drawn again.
    expect(screen.getByRole("option", { name: "Dell UltraSharp U2724DE" })).toBe(kept);
  });

  // Issue 11 #4: "#%" threw a URIError in an effect, and the page became the error page.
  it.each(["#%", "#%E0%A4%A", "#c1-row-%zz"])("shows the form and a notice for the unreadable hash %s", async (hash) => {
    await renderForm("c1m=u2724de", "en-us", hash);
    expect(await screen.findByText("Part of this page’s address (after “#”) could not be read and was ignored.")).toBeTruthy();
  });

  it("says it in Chinese too, and focuses the field a readable hash names", async () => {
    await renderForm("c1m=u2724de", "zh-cn", "#%");
    expect(await screen.findByText("此页面地址中“#”之后的部分无法读取，已被忽略。")).toBeTruthy();
    cleanup();
    await renderForm("c1m=u2724de", "en-us", "#hours");
    // The focus is set in a passive effect, which React may flush after the button is in the DOM
    // (it did under load): wait for it rather than read it on the same tick.
    await waitFor(() => expect(document.activeElement?.id).toBe("hours"));
    expect(screen.queryByRole("status", { name: /could not be read/ })).toBeNull();
  });

  it("marks each invalid field and describes it with its message, bounds written with Intl", async () => {
    await renderForm("c1m=u2724de&c1q=2000000&hours=25&days=400&price=-1");
    const hours = screen.getByLabelText("Working hours per day");
    expect(hours.getAttribute("aria-invalid")).toBe("true");
    expect(description(hours)).toContain("Enter working hours per day from 0 to 24.");
    expect(description(screen.getByLabelText("Working days per year"))).toContain("Enter working days per year as a whole number from 0 to 366.");
    expect(description(screen.getByLabelText("Quantity of monitor 1"))).toContain("Enter a whole number of monitors from 1 to 1,000,000.");
    expect(description(screen.getByLabelText("Cost per kWh (USD)"))).toContain("Enter a cost per kWh from 0 to 1,000,000, or leave it empty.");
    const summary = screen.getByRole("alert");
    expect(summary.querySelectorAll("a")).toHaveLength(4);
    expect(summary.querySelector('a[href="#hours"]')?.textContent).toBe("Enter working hours per day from 0 to 24.");
  });

  it("lists monitors without power figures but does not let them be chosen", async () => {
    await renderForm("");
    const option = screen.getByRole("option", { name: "Dell UltraSharp U0000X (no power figures)" }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
    expect(screen.getByRole("group", { name: "Not available: no ENERGY STAR power figures" })).toBeTruthy();
    expect((screen.getByRole("option", { name: "Dell P2425H" }) as HTMLOptionElement).disabled).toBe(false);
  });

  it("shows no messages for valid defaults, and speaks Chinese in zh-cn", async () => {
    await renderForm("", "zh-cn");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("每天工作小时数").getAttribute("aria-invalid")).toBeNull();
  });

  it("names the published price and its period in the hint, or asks for the visitor's own where none is published", async () => {
    await renderForm("c1m=u2724de");
    const price = screen.getByLabelText("Cost per kWh (USD)");
    expect(description(price)).toContain("US commercial sector, national average, 2026-02: $0.1412");
    expect((price as HTMLInputElement).required).toBe(false);
    cleanup();
    await renderForm("c1m=u2724de&country=JP", "en-us", "", { currency: "JPY", automatic: null, countryName: "Japan" });
    const own = screen.getByLabelText("Cost per kWh (JPY)");
    expect(description(own)).toBe("No published price for Japan: enter yours.");
    expect((own as HTMLInputElement).required).toBe(true);
    expect((own as HTMLInputElement).value).toBe("");
  });
});
