// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MonitorSearch } from "../definition";
import { layoutField, optionsField } from "../options.fixture";
import type { MonitorChoice } from "../page-data";
import { InputsPanel, type InputsPanelProps } from "./inputs-panel";
import { MonitorPicker, moveNarrowing, type PickerNarrowing } from "./monitor-picker";
import { pageData, renderInPage } from "./page-fixture.testing";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const monitors: MonitorChoice[] = [
  { slug: "u2724de", title: "Dell UltraSharp U2724DE", series: "ultrasharp" },
  { slug: "u2424h", title: "Dell UltraSharp U2424H", series: "ultrasharp" },
  { slug: "p2425h", title: "Dell P2425H", series: "p" },
  { slug: "p2725h", title: "Dell P2725H", series: "p" },
  { slug: "e2425h", title: "Dell E2425H", series: "without-power-figures" },
];

const search: MonitorSearch = { path: "/api/energy-monitors", label: "energy.input.otherMakers", hint: "energy.input.otherMakersHint" };

function renderPicker(value = "", withSearch = true) {
  return renderInPage(
    <form aria-label="form">
      <MonitorPicker id="field-c1-row-1-monitor" name="c1m" label="Monitor 1" context="monitor 1 of Option 1" value={value} choose="Choose a monitor" monitors={monitors} search={withSearch ? search : undefined} />
    </form>,
  );
}

// The labels' sr-only context ("Series – monitor 1 of Option 1"; jsdom's names drop the space before it).
const SERIES = /^Series ?– monitor 1 of Option 1$/;
const SEARCH = /^Search ?– monitor 1 of Option 1$/;
const monitorSelect = () => screen.getByRole("combobox", { name: "Monitor 1" }) as HTMLSelectElement;
const optionTexts = () => within(monitorSelect()).getAllByRole("option").map((option) => option.textContent);
const seriesFilter = () => screen.getByRole("combobox", { name: SERIES }) as HTMLSelectElement;
const searchBox = () => screen.getByRole("searchbox", { name: SEARCH }) as HTMLInputElement;
const liveRegion = () => document.getElementById("field-c1-row-1-monitor-matches")!;

describe("MonitorPicker", () => {
  it("lists every monitor by series, and adds a nameless series filter and search once hydrated", async () => {
    renderPicker();
    await screen.findByRole("searchbox", { name: SEARCH });
    expect(optionTexts()).toEqual(["Choose a monitor", "Dell UltraSharp U2724DE", "Dell UltraSharp U2424H", "Dell P2425H", "Dell P2725H", "Dell E2425H"]);
    expect(within(monitorSelect()).getAllByRole("group").map((group) => group.getAttribute("label"))).toEqual(["UltraSharp", "P Series", "No ENERGY STAR power figures: cannot be computed"]);
    expect(monitorSelect().name).toBe("c1m");
    // Not the form's values: nothing of them is sent, nor read as typing.
    expect(seriesFilter().name).toBe("");
    expect(searchBox().name).toBe("");
    expect(within(seriesFilter()).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All series",
      "UltraSharp",
      "P Series",
      "No ENERGY STAR power figures: cannot be computed",
      "Other makers (ENERGY STAR list)",
    ]);
    expect(liveRegion().getAttribute("aria-live")).toBe("polite");
    expect(liveRegion().textContent).toBe("");
  });

  it("narrows by search words and by series, keeps the chosen monitor listed, and says how many match", async () => {
    renderPicker("u2724de");
    fireEvent.change(await screen.findByRole("searchbox", { name: SEARCH }), { target: { value: "p2 h" } });
    expect(optionTexts()).toEqual(["Choose a monitor", "Dell UltraSharp U2724DE", "Dell P2425H", "Dell P2725H"]);
    expect(monitorSelect().value).toBe("u2724de");
    expect(liveRegion().textContent).toBe("3 monitors match");

    fireEvent.change(searchBox(), { target: { value: "2725" } });
    expect(optionTexts()).toEqual(["Choose a monitor", "Dell UltraSharp U2724DE", "Dell P2725H"]);
    expect(liveRegion().textContent).toBe("2 monitors match");

    fireEvent.change(searchBox(), { target: { value: "" } });
    fireEvent.change(seriesFilter(), { target: { value: "s:p" } });
    expect(optionTexts()).toEqual(["Choose a monitor", "Dell UltraSharp U2724DE", "Dell P2425H", "Dell P2725H"]);

    // A monitor chosen from the narrowed list stays listed once the filter changes.
    fireEvent.change(monitorSelect(), { target: { value: "p2425h" } });
    fireEvent.change(seriesFilter(), { target: { value: "s:ultrasharp" } });
    fireEvent.change(searchBox(), { target: { value: "u2424" } });
    expect(optionTexts()).toEqual(["Choose a monitor", "Dell UltraSharp U2424H", "Dell P2425H"]);
    expect(monitorSelect().value).toBe("p2425h");
    expect(liveRegion().textContent).toBe("2 monitors match");
  });

  it("searches other makers after two characters, lists what is found, and keeps a found model once chosen", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const q = new URL(url, "http://localhost").searchParams.get("q");
      const options = q === "lg 27" ? [{ slug: "lg-27gp850", title: "LG 27GP850", series: null, usable: true }, { slug: "lg-27up850", title: "LG 27UP850", series: null, usable: true }] : [{ slug: "hp-e24", title: "HP E24 G5", series: null, usable: true }];
      return new Response(JSON.stringify({ options }), { headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderPicker("u2724de");
    fireEvent.change(await screen.findByRole("combobox", { name: SERIES }), { target: { value: "other" } });
    expect(liveRegion().textContent).toBe("Type at least two letters of another maker's model to search the ENERGY STAR list.");
    // The catalogue's own monitors leave the list, but for the chosen one.
    expect(optionTexts()).toEqual(["Choose a monitor", "Dell UltraSharp U2724DE"]);

    fireEvent.change(searchBox(), { target: { value: "l" } });
    fireEvent.change(searchBox(), { target: { value: "lg 27" } });
    await within(monitorSelect()).findByRole("option", { name: "LG 27UP850" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/en-us/api/energy-monitors?q=lg%2027");
    expect(optionTexts()).toEqual(["Choose a monitor", "Dell UltraSharp U2724DE", "LG 27GP850", "LG 27UP850"]);
    expect(within(monitorSelect()).getByRole("group", { name: "Other models" })).toBeTruthy();
    expect(liveRegion().textContent).toBe("3 monitors match");

    fireEvent.change(monitorSelect(), { target: { value: "lg-27up850" } });
    expect(monitorSelect().value).toBe("lg-27up850");
    fireEvent.change(searchBox(), { target: { value: "hp" } });
    await within(monitorSelect()).findByRole("option", { name: "HP E24 G5" });
    expect(optionTexts()).toEqual(["Choose a monitor", "LG 27UP850", "HP E24 G5"]);
    expect(monitorSelect().value).toBe("lg-27up850");

    // Back to the catalogue: the chosen other model stays listed.
    fireEvent.change(seriesFilter(), { target: { value: "all" } });
    fireEvent.change(searchBox(), { target: { value: "" } });
    expect(optionTexts()).toEqual(["Choose a monitor", "Dell UltraSharp U2724DE", "Dell UltraSharp U2424H", "Dell P2425H", "Dell P2725H", "Dell E2425H", "LG 27UP850"]);
    expect(monitorSelect().value).toBe("lg-27up850");
  });

  it("offers no other makers without a search in the definition, and shows an unknown value as it is", async () => {
    renderPicker("acme-x1", false);
    const filter = await screen.findByRole("combobox", { name: SERIES });
    expect(within(filter).queryByRole("option", { name: "Other makers (ENERGY STAR list)" })).toBeNull();
    expect(monitorSelect().value).toBe("acme-x1");
    expect(optionTexts()[1]).toBe("acme-x1");
  });
});

describe("moveNarrowing", () => {
  it("moves each remembered filter to its row's new id, reading every old id before writing a new one, and forgets a removed row's", () => {
    const a = { filter: "s:p", text: "" };
    const b = { filter: "all", text: "u27" };
    const c = { filter: "other", text: "lg" };
    const narrowing: PickerNarrowing = new Map([["r1", a], ["r2", b], ["r3", c], ["elsewhere", a]]);
    // Row 3 moved first: r1 → r2, r2 → r3, r3 → r1 (a new id that is another row's old one).
    moveNarrowing(narrowing, new Map([["r1", "r2"], ["r2", "r3"], ["r3", "r1"]]));
    expect(Object.fromEntries(narrowing)).toEqual({ r1: c, r2: a, r3: b, elsewhere: a });
    // Row 1 removed: r2 → r1, r3 → r2, nothing remembered for a row without a filter.
    moveNarrowing(narrowing, new Map([["r1", null], ["r2", "r1"], ["r3", "r2"], ["r4", "r3"]]));
    expect(Object.fromEntries(narrowing)).toEqual({ r1: a, r2: b, elsewhere: a });
  });
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

describe("the monitor picker in the InputsPanel", () => {
  it("names a chosen model the list lacks by the run's title, in the picker and in the results page's summary", async () => {
    const values = { layout: "single", c1m: "lg-27up850\nacme-x1", c1q: "5\n2" };
    const titles = { "lg-27up850": "LG 27UP850" };
    const { unmount } = renderInPage(<InputsPanel data={pageData({ fields: [layoutField, optionsField(3, "10")], values, monitorTitles: titles })} />);
    const picker = await screen.findByRole("combobox", { name: "Monitor 1" });
    expect((picker as HTMLSelectElement).value).toBe("lg-27up850");
    expect(within(picker).getByRole("option", { selected: true }).textContent).toBe("LG 27UP850");
    unmount();

    renderInPage(<InputsPanel data={pageData({ fields: [layoutField, optionsField(3, "10")], values, monitorTitles: titles, optionsSummary: { href: "/en-us/productivity?x" } })} />);
    const option = await screen.findByRole("group", { name: "Option 1" });
    expect(within(option).getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)).toEqual(["LG 27UP850", "acme-x1"]);
  });


  it("keeps each picker's filter and search when a new address draws the form anew (a row added, Calculate)", async () => {
    const first = pageData({ fields: [layoutField, optionsField(3, "10")], values: { layout: "single", c1m: "u2724de", c1q: "5" }, query: "layout=single&c1m=u2724de&c1q=5" });
    const second = pageData({ fields: [layoutField, optionsField(3, "10")], values: { layout: "single", c1m: "u2724de", c1q: "6" }, query: "layout=single&c1m=u2724de&c1q=6" });
    function Redrawn({ data }: { data: [InputsPanelProps["data"], InputsPanelProps["data"]] }) {
      const [shown, setShown] = useState(data[0]);
      return (
        <>
          <InputsPanel data={shown} />
          <button type="button" onClick={() => setShown(data[1])}>
            new address
          </button>
        </>
      );
    }
    renderInPage(<Redrawn data={[first, second]} />);
    const option = await screen.findByRole("group", { name: "Option 1" });
    const before = await within(option).findByRole("combobox", { name: SERIES });
    fireEvent.change(before, { target: { value: "s:p" } });
    fireEvent.change(within(option).getByRole("searchbox", { name: SEARCH }), { target: { value: "2425" } });

    fireEvent.click(screen.getByRole("button", { name: "new address" }));
    // The form was drawn anew (its quantity shows the new address) …
    await waitFor(() => expect(before.isConnected).toBe(false));
    const redrawn = screen.getByRole("group", { name: "Option 1" });
    expect((within(redrawn).getByLabelText("Quantity of monitor 1") as HTMLInputElement).value).toBe("6");
    // … and the filter, the search and the list they narrowed are as the visitor left them.
    expect((within(redrawn).getByRole("combobox", { name: SERIES }) as HTMLSelectElement).value).toBe("s:p");
    expect((within(redrawn).getByRole("searchbox", { name: SEARCH }) as HTMLInputElement).value).toBe("2425");
    expect(within(within(redrawn).getByRole("combobox", { name: "Monitor 1" })).getAllByRole("option").map((item) => item.textContent)).toEqual(["Choose a monitor", "Dell UltraSharp U2724DE", "Dell P2425H"]);
  });

  it("moves a picker's filter and search with its row when a row above it is removed", async () => {
    const two = pageData({ fields: [layoutField, optionsField(3, "10")], values: { layout: "single", c1m: "u2724de\np2425h", c1q: "5\n6" }, query: "layout=single&c1m=u2724de&c1m=p2425h&c1q=5&c1q=6" });
    // What the loader answers for the remove button of row 1: the second row is now the first.
    const one = pageData({ fields: [layoutField, optionsField(3, "10")], values: { layout: "single", c1m: "p2425h", c1q: "6" }, query: "layout=single&c1m=p2425h&c1q=6" });
    // The page as its loader draws it: the remove button's address gives the one-row answer.
    function Redrawn() {
      const location = useLocation();
      return <InputsPanel data={location.search.includes("intent=remove-row") ? one : two} />;
    }
    renderInPage(<Redrawn />);
    const option = await screen.findByRole("group", { name: "Option 1" });
    const secondSeries = await within(option).findByRole("combobox", { name: /^Series ?– monitor 2 of Option 1$/ });
    fireEvent.change(secondSeries, { target: { value: "s:p" } });
    fireEvent.change(within(option).getByRole("searchbox", { name: /^Search ?– monitor 2 of Option 1$/ }), { target: { value: "2425" } });

    fireEvent.click(within(option).getByRole("button", { name: /^Remove ?– monitor 1 of Option 1$/ }));
    await waitFor(() => expect(secondSeries.isConnected).toBe(false));
    // The remaining row, now the first, kept what the visitor set on it; there is no second row.
    const redrawn = screen.getByRole("group", { name: "Option 1" });
    expect((within(redrawn).getByRole("combobox", { name: SERIES }) as HTMLSelectElement).value).toBe("s:p");
    expect((within(redrawn).getByRole("searchbox", { name: SEARCH }) as HTMLInputElement).value).toBe("2425");
    expect(within(redrawn).queryByRole("combobox", { name: /^Series ?– monitor 2 of Option 1$/ })).toBeNull();
  });

  it("does not recompute or change the address when the series filter or the search changes; a quantity does", async () => {
    const data = pageData({ fields: [layoutField, optionsField(3, "10")], values: { layout: "single", c1m: "u2724de", c1q: "5" }, query: "layout=single&c1m=u2724de&c1q=5" });
    renderInPage(
      <>
        <InputsPanel data={data} />
        <Address />
      </>,
    );
    const option = await screen.findByRole("group", { name: "Option 1" });
    const filter = await within(option).findByRole("combobox", { name: SERIES });
    const frames = vi.spyOn(window, "requestAnimationFrame");
    fireEvent.change(filter, { target: { value: "s:p" } });
    fireEvent.change(within(option).getByRole("searchbox", { name: SEARCH }), { target: { value: "p24" } });
    // The panel recomputes a frame after a change of the form's values: none was asked for.
    expect(frames).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "address" }).textContent).toBe("");
    expect((within(option).getByRole("combobox", { name: SERIES }) as HTMLSelectElement).value).toBe("s:p");

    fireEvent.change(within(option).getByLabelText("Quantity of monitor 1"), { target: { value: "7" } });
    expect(frames).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("status", { name: "address" }).textContent).toContain("c1q=7"));
  });
});
