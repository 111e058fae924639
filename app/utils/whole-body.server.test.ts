import { expect, it } from "vitest";
import { wholeBodyOf, wholeTextResponse } from "./whole-body.server";

it("holds the text's UTF-8 bytes beside an ordinary Response with the same body and headers", async () => {
  const response = wholeTextResponse("名,值\r\na,1\r\n", { status: 200, headers: { "Content-Type": "text/csv; charset=utf-8" } });
  expect(wholeBodyOf(response)!.toString("utf8")).toBe("名,值\r\na,1\r\n");
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(Buffer.from(await response.arrayBuffer()).equals(wholeBodyOf(response)!)).toBe(true);
});

it("finds nothing held in a Response made otherwise", () => {
  expect(wholeBodyOf(new Response("a,b"))).toBeUndefined();
});

it("takes bytes as they are: the same bytes held and read, with its status", async () => {
  const bytes = Buffer.from("<!DOCTYPE html><p>页面</p>", "utf8");
  const response = wholeTextResponse(bytes, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
  expect(wholeBodyOf(response)).toBe(bytes);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("<!DOCTYPE html><p>页面</p>");
});
