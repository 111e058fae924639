import { describe, expect, it } from "vitest";
import { meetingRoiRedirect } from "./page.server";

const paths = { input: "/for-home/zh-cn/ecosystem-roi-calculator/input", results: "/for-home/zh-cn/ecosystem-roi-calculator/results" };
const at = (query: string) => new URL(`http://localhost/for-home/zh-cn/ecosystem-roi-calculator/results${query}`);

describe("meetingRoiRedirect", () => {
  it("lets results with or without numberOfEmployees (derived from the rooms, issue 47), a saved entry, and the input page through", () => {
    expect(meetingRoiRedirect(at("?rooms=small:c8621qt:1:"), "results", paths)).toBeNull();
    expect(meetingRoiRedirect(at("?country=SE&numberOfEmployees=+&rooms=small:c8621qt:1:"), "results", paths)).toBeNull();
    expect(meetingRoiRedirect(at("?numberOfEmployees=5&rooms=small:c8621qt:1:100"), "results", paths)).toBeNull();
    expect(meetingRoiRedirect(at("?entry=meeting-roi-abcdefghij"), "results", paths)).toBeNull();
    expect(meetingRoiRedirect(at(""), "input", paths)).toBeNull();
  });

  it("joins the form's cells into rooms and stays on the results page for a Calculate", () => {
    const to = meetingRoiRedirect(at("?numberOfEmployees=5&rooms.0.size=large&rooms.0.display=c8621qt&rooms.0.quantity=2&rooms.0.price="), "results", paths);
    expect(to).toBe("/for-home/zh-cn/ecosystem-roi-calculator/results?numberOfEmployees=5&rooms=large%3Ac8621qt%3A2%3A");
  });

  it("goes back to the input page after a row button, at the new row or the add button", () => {
    expect(meetingRoiRedirect(at("?rooms.0.size=large&rooms.0.display=c8621qt&intent=add-row:rooms"), "results", paths)).toBe(
      "/for-home/zh-cn/ecosystem-roi-calculator/input?rooms=large%3Ac8621qt%3A%3A&rooms=%3A%3A%3A#field-rooms-1-size",
    );
    expect(meetingRoiRedirect(at("?numberOfEmployees=5&rooms=a:b:1:&rooms=c:d:2:&intent=remove-row:rooms:1"), "results", paths)).toBe(
      "/for-home/zh-cn/ecosystem-roi-calculator/input?numberOfEmployees=5&rooms=a%3Ab%3A1%3A#field-rooms-add",
    );
  });
});
