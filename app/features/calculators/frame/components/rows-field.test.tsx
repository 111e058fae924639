// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSpec } from "../definition";
import { InputsPanel } from "./inputs-panel";
import { pageData, renderInPage } from "./page-fixture.testing";

afterEach(cleanup);

const rooms: FieldSpec = {
  name: "rooms",
  kind: "rows",
  label: "meetingRoi.input.rooms",
  hint: "meetingRoi.input.roomsHint",
  maxRows: 2,
  addLabel: "meetingRoi.input.addRoom",
  removeLabel: "meetingRoi.input.removeRoom",
  columns: [
    {
      key: "size",
      kind: "select",
      label: "meetingRoi.input.roomSize",
      options: [
        { value: "small", label: { key: "meetingRoi.room.small" } },
        { value: "large", label: { key: "meetingRoi.room.large" } },
      ],
    },
    { key: "display", kind: "monitor", label: "meetingRoi.input.display" },
    { key: "quantity", kind: "number", label: "meetingRoi.input.quantity", min: 1, max: 10_000 },
  ],
};

describe("a rows field in the InputsPanel", () => {
  it("shows one row of first choices when the address has none, with an add button", async () => {
    renderInPage(<InputsPanel data={pageData({ fields: [rooms], values: {}, run: null })} />);
    const row = await screen.findByRole("group", { name: "Row 1" });
    expect((within(row).getByLabelText("Room size") as HTMLSelectElement).value).toBe("small");
    expect((within(row).getByLabelText("Interactive display") as HTMLSelectElement).value).toBe("u2724de");
    const quantity = within(row).getByLabelText("Number of rooms") as HTMLInputElement;
    expect([quantity.name, quantity.value]).toEqual(["rooms.0.quantity", ""]);
    const remove = within(row).getByRole("button", { name: "Remove row 1" });
    expect([remove.getAttribute("type"), remove.getAttribute("name"), remove.getAttribute("value")]).toEqual(["submit", "intent", "remove-row:rooms:0"]);
    const add = screen.getByRole("button", { name: "Add a room" });
    expect([add.getAttribute("name"), add.getAttribute("value"), add.id]).toEqual(["intent", "add-row:rooms", "field-rooms-add"]);
  });

  it("draws the address's rows, a cell's issue at the cell and named in the summary, and no add button at the most rows", async () => {
    const data = pageData({
      fields: [rooms],
      values: { rooms: "large:p2425h:3\nsmall::" },
      issues: [{ field: "rooms.1.quantity", message: "calculator.error.integer" }],
      run: null,
    });
    renderInPage(<InputsPanel data={data} />);
    const second = await screen.findByRole("group", { name: "Row 2" });
    const first = screen.getByRole("group", { name: "Row 1" });
    expect((within(first).getByLabelText("Room size") as HTMLSelectElement).value).toBe("large");
    expect((within(first).getByLabelText("Number of rooms") as HTMLInputElement).value).toBe("3");
    expect((within(second).getByLabelText("Interactive display") as HTMLSelectElement).value).toBe("");
    const quantity = within(second).getByLabelText("Number of rooms");
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect(within(second).getByText("Enter a whole number.")).toBeTruthy();
    const link = within(screen.getAllByRole("alert")[0]!).getByRole("link");
    expect(link.textContent).toBe("Meeting spaces, row 2: Number of rooms: Enter a whole number.");
    expect(link.getAttribute("href")).toBe("#field-rooms-1-quantity");
    expect(screen.queryByRole("button", { name: "Add a room" })).toBeNull();
  });

  it("sorts a sorted select's options by their text in the page's language", async () => {
    const country: FieldSpec = { name: "country", kind: "select", label: "calculator.input.country", sorted: true, options: ["US", "SE", "DE"].map((code) => ({ value: code, label: { region: code } })) };
    renderInPage(<InputsPanel data={pageData({ fields: [country], values: { country: "SE" }, run: null })} />);
    const select = (await screen.findByLabelText("Country")) as HTMLSelectElement;
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Germany", "Sweden", "United States"]);
  });
});
