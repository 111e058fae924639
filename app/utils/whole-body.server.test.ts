import fc from "fast-check";
import { expect, it } from "vitest";
import { utf8Bytes, wholeBodyOf, wholeTextResponse } from "./whole-body.server";

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

it("writes a text's UTF-8 bytes exactly as Buffer.from does, short or long, ASCII or not", () => {
  const long = (unit: string) => unit.repeat(Math.ceil(10_000 / unit.length));
  const texts = [
    "",
    "a,b\r\n",
    long("<td>1,234</td>"),
    long("Monitors — 显示器 "), // two bytes a character in V8, up to three in UTF-8
    long("é"), // one byte a character in V8, two in UTF-8
    long("😀"), // a surrogate pair: 4 bytes for 2 units
    `${long("x")}\ud800`, // a lone surrogate at the end: U+FFFD, as Buffer.from writes it
    `\udc00${long("价")}`,
  ];
  for (const text of texts) expect(utf8Bytes(text).equals(Buffer.from(text, "utf8"))).toBe(true);
  fc.assert(
    fc.property(fc.string({ unit: "binary", maxLength: 9000 }), fc.nat(6000), (text, pad) => {
      const padded = "p".repeat(pad) + text;
      expect(utf8Bytes(padded).equals(Buffer.from(padded, "utf8"))).toBe(true);
    }),
  );
});
