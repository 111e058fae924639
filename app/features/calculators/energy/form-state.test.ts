import { describe, expect, it } from "vitest";
import { applyIntent, formQuery, formToParams, readForm, repeatedParams } from "./form-state";

const read = (query: string) => readForm(new URLSearchParams(query));

describe("readForm", () => {
  it("gives the specification's defaults for an empty address, with the country's grid CO2 factor", () => {
    expect(read("")).toEqual({
      layout: "single",
      columns: [{ name: "", rows: [{ monitor: "", quantity: "10" }] }],
      country: "US",
      environment: "office",
      price: "",
      hours: "8",
      days: "250",
      units: "metric",
      mode: "standard",
      view: "table",
      period: "annual",
      co2: "grid",
    });
  });

  it("keeps a link's co2=fixed meaning the fixed factor", () => {
    expect(read("co2=fixed").co2).toBe("fixed");
    expect(read("co2=grid").co2).toBe("grid");
  });

  it("pairs repeated monitor and quantity fields in order, per column of the layout", () => {
    const form = read("layout=double&c1n=Today&c1m=U2724DE&c1q=10&c1m=p2425h&c1q=5&c2m=p2425he&c2q=15&c3m=e2425h&c3q=1");
    expect(form.columns).toEqual([
      { name: "Today", rows: [{ monitor: "u2724de", quantity: "10" }, { monitor: "p2425h", quantity: "5" }] },
      { name: "", rows: [{ monitor: "p2425he", quantity: "15" }] },
    ]);
  });

  it("keeps typed text as it is, so an invalid entry is shown back", () => {
    expect(read("hours=abc&days=&price=-1")).toMatchObject({ hours: "abc", days: "", price: "-1" });
  });

  it("ignores unknown choices for the switches", () => {
    expect(read("layout=quad&env=moon&units=cubits&mode=x&view=pie&period=daily&co2=zero")).toMatchObject({
      layout: "single",
      environment: "office",
      units: "metric",
      mode: "standard",
      view: "table",
      period: "annual",
      co2: "grid",
    });
  });

  it("pre-fills one monitor per column from m, in any letter case", () => {
    expect(read("m=U2724DE").columns).toEqual([{ name: "", rows: [{ monitor: "u2724de", quantity: "10" }] }]);
    const three = read("m=u2724de&m=p2425h&m=e2425h");
    expect(three.layout).toBe("triple");
    expect(three.columns.map((column) => column.rows[0]!.monitor)).toEqual(["u2724de", "p2425h", "e2425h"]);
  });

  it("limits rows to twenty a column and text to sixty characters", () => {
    const form = read(`${"c1m=a&".repeat(25)}c1n=${"x".repeat(100)}`);
    expect(form.columns[0]!.rows).toHaveLength(20);
    expect(form.columns[0]!.name).toHaveLength(60);
  });
});

describe("formToParams", () => {
  it("writes every input, and reads back the same form", () => {
    const form = read("layout=double&c1m=u2724de&c1q=10&c2m=p2425h&c2q=7&country=DE&env=home&price=0.3&hours=9&days=220&units=imperial&mode=conservative&view=graph&period=hourly&co2=grid");
    expect(readForm(formToParams(form))).toEqual(form);
    expect(formToParams(form).toString()).toBe(
      "layout=double&c1m=u2724de&c1q=10&c2m=p2425h&c2q=7&country=DE&env=home&price=0.3&hours=9&days=220&units=imperial&mode=conservative&view=graph&period=hourly&co2=grid",
    );
  });
});

describe("applyIntent", () => {
  const form = read("c1m=a&c1q=1&c1m=b&c1q=2&c1m=c&c1q=3");
  const monitors = (query: string) => read(query.slice(1)).columns[0]!.rows.map((row) => `${row.monitor}:${row.quantity}`);

  it("adds an empty row with quantity 10 and goes to it", () => {
    const next = applyIntent(form, "add-1");
    expect(monitors(formQuery(next.form))).toEqual(["a:1", "b:2", "c:3", ":10"]);
    expect(next.focus).toBe("c1-row-4-monitor");
  });

  it("removes a row but never the last one", () => {
    expect(monitors(formQuery(applyIntent(form, "remove-1-2").form))).toEqual(["a:1", "c:3"]);
    const single = read("c1m=a&c1q=1");
    expect(applyIntent(single, "remove-1-1").form).toEqual(single);
  });

  it("moves a row to the start", () => {
    const next = applyIntent(form, "first-1-3");
    expect(monitors(formQuery(next.form))).toEqual(["c:3", "a:1", "b:2"]);
    expect(next.focus).toBe("c1-row-1-monitor");
  });

  it("ignores intents for rows or columns that do not exist", () => {
    expect(applyIntent(form, "remove-1-9").form).toEqual(form);
    expect(applyIntent(form, "add-3").form).toEqual(form);
    expect(applyIntent(form, "nonsense").form).toEqual(form);
  });

  it("redraws for a new layout or country and goes back to that control", () => {
    expect(applyIntent(read("layout=triple"), "layout").focus).toBe("layout-triple");
    expect(applyIntent(form, "country").focus).toBe("country");
  });
});

describe("repeatedParams", () => {
  it("names each scalar given twice, in the order first seen", () => {
    expect(repeatedParams(new URLSearchParams("hours=8&country=US&hours=9&country=DE&days=1"))).toEqual(["hours", "country"]);
    expect(repeatedParams(new URLSearchParams("c1n=A&c1n=B&env=office&env=home&site=home&site=work"))).toEqual(["c1n", "env", "site"]);
  });

  it("lets rows and pre-filled monitors repeat", () => {
    expect(repeatedParams(new URLSearchParams("layout=triple&c1m=a&c1q=1&c1m=b&c1q=2&c2m=c&c2m=d&c3q=1&c3q=2&m=u2724de&m=p2425h"))).toEqual([]);
  });

  it("lets the form's own address through: formToParams gives every scalar once", () => {
    const form = readForm(new URLSearchParams("layout=triple&c1n=A&c1m=a&c1m=b&c2m=c&c3m=d&price=0.2"));
    expect(repeatedParams(formToParams(form))).toEqual([]);
  });
});
