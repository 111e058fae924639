import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { createTranslator, type PhraseMap } from "~/i18n/translate";
import type { FieldSpec } from "../definition";
import { entryNaming } from "./entry-naming";

const t = createTranslator(enUs as PhraseMap, "en-US");
const monitors = [
  {
    slug: "u2724d",
    title: "Dell UltraSharp 27 Monitor - U2724D",
    series: "ultrasharp",
  },
];
const fields: FieldSpec[] = [
  {
    name: "moneyCurrency",
    kind: "money-currency",
    label: "productivity.input.monitor",
  },
  { name: "monitor", kind: "monitor", label: "productivity.input.monitor" },
  {
    name: "staff",
    kind: "number",
    label: "productivity.input.staff",
    min: 1,
    max: 1e8,
    step: 1,
  },
  {
    name: "discount",
    kind: "number",
    label: "productivity.input.discount",
    min: 0,
    max: 1,
    step: "any",
    percent: true,
  },
];

describe("a saved calculation's naming", () => {
  it("takes the first two inputs set, a monitor by its title and a number with its label", () => {
    const naming = entryNaming(
      "Productivity",
      fields,
      {
        moneyCurrency: "USD",
        monitor: "u2724d",
        staff: "70000",
        discount: "0.1",
      },
      t,
      "en-US",
      monitors,
    );
    expect(naming).toEqual({
      calculator: "Productivity",
      inputs: [
        "Dell UltraSharp 27 Monitor - U2724D",
        "Employees to equip: 70,000",
      ],
    });
  });

  it("skips inputs left empty", () => {
    expect(
      entryNaming(
        "Productivity",
        fields,
        { staff: " ", discount: "0.1" },
        t,
        "en-US",
        monitors,
      ).inputs,
    ).toEqual([`${t("productivity.input.discount")}: 10%`]);
  });

  it("takes a table's first row only", () => {
    const rooms: FieldSpec = {
      name: "rooms",
      kind: "rows",
      label: "meetingRoi.input.rooms",
      maxRows: 5,
      addLabel: "meetingRoi.input.addRoom",
      removeLabel: "meetingRoi.input.removeRoom",
      columns: [
        { key: "display", kind: "monitor", label: "meetingRoi.input.display" },
      ],
    };
    expect(
      entryNaming(
        "Meeting-room ROI",
        [rooms],
        { rooms: "u2724d\nu2724d" },
        t,
        "en-US",
        monitors,
      ).inputs,
    ).toEqual(["Dell UltraSharp 27 Monitor - U2724D"]);
  });
});
