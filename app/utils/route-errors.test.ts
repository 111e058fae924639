import { describe, expect, it } from "vitest";
import { isClientMistake } from "./route-errors";

describe("isClientMistake", () => {
  it("is a 4xx route answer such as React Router's 405 for a route without an action (issue 50)", () => {
    // The shape React Router's ErrorResponseImpl has (isRouteErrorResponse reads these fields).
    const noAction = { status: 405, statusText: "Method Not Allowed", internal: true, data: "Error: You made a POST request to \"/x\"" };
    expect(isClientMistake(noAction)).toBe(true);
    expect(isClientMistake({ ...noAction, status: 404, statusText: "Not Found" })).toBe(true);
  });

  it("is not a thrown error nor a 5xx answer: those are logged with their stack", () => {
    expect(isClientMistake(new Error("database down"))).toBe(false);
    expect(isClientMistake({ status: 500, statusText: "Internal Server Error", internal: true, data: "x" })).toBe(false);
  });
});
