import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./definition";
import { rewriteRows } from "./rows";

const fields: FieldSpec[] = [
  { name: "staff", kind: "number", label: "calculator.input.salary", min: 1, max: 10 },
  {
    name: "rooms",
    kind: "rows",
    label: "meetingRoi.input.rooms",
    maxRows: 2,
    addLabel: "meetingRoi.input.addRoom",
    removeLabel: "meetingRoi.input.removeRoom",
    columns: [
      { key: "size", kind: "select", label: "meetingRoi.input.roomSize", options: [{ value: "small", label: { key: "meetingRoi.room.small" } }] },
      { key: "display", kind: "monitor", label: "meetingRoi.input.display" },
      { key: "quantity", kind: "number", label: "meetingRoi.input.quantity", min: 1, max: 10 },
    ],
  },
];

const rewrite = (query: string) => rewriteRows(new URLSearchParams(query), fields);

describe("rewriteRows", () => {
  it("leaves a canonical address alone", () => {
    expect(rewrite("staff=2&rooms=small:c1:3")).toBeNull();
  });

  it("joins the form's cells into rows, in row order, dropping a typed ':'", () => {
    expect(rewrite("staff=2&rooms.1.size=small&rooms.1.display=c2&rooms.0.quantity=3:&rooms.0.size=small&rooms.0.display=c1")).toEqual({
      query: "staff=2&rooms=small%3Ac1%3A3&rooms=small%3Ac2%3A",
      intent: null,
      focus: null,
    });
  });

  it("adds an empty row up to the most rows, and focuses it", () => {
    expect(rewrite("rooms.0.size=small&rooms.0.display=c1&rooms.0.quantity=1&intent=add-row:rooms")).toEqual({
      query: "rooms=small%3Ac1%3A1&rooms=%3A%3A",
      intent: "add",
      focus: "field-rooms-1-size",
    });
    expect(rewrite("rooms=a:b:1&rooms=c:d:2&intent=add-row:rooms")?.query).toBe("rooms=a%3Ab%3A1&rooms=c%3Ad%3A2");
  });

  it("removes the row asked for; an unknown row or intent changes nothing but the intent", () => {
    expect(rewrite("rooms=a:b:1&rooms=c:d:2&intent=remove-row:rooms:0")).toEqual({ query: "rooms=c%3Ad%3A2", intent: "remove", focus: "field-rooms-add" });
    expect(rewrite("rooms=a:b:1&intent=remove-row:rooms:7")?.query).toBe("rooms=a%3Ab%3A1");
    expect(rewrite("rooms=a:b:1&intent=nonsense")).toEqual({ query: "rooms=a%3Ab%3A1", intent: null, focus: null });
  });
});
