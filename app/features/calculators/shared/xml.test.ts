import { describe, expect, it } from "vitest";
import { childText, parseXml, XmlError } from "./xml";

describe("parseXml", () => {
  it("reads elements, attributes, text, entities, CDATA and comments", () => {
    const root = parseXml(`\uFEFF<?xml version="1.0"?>
<!-- a comment -->
<gpp:data xmlns:gpp="https://example.test/" kind='prices'>
  <gpp:element><gpp:country>Bosnia &amp; Herz.</gpp:country><gpp:note><![CDATA[a < b]]></gpp:note><empty/></gpp:element>
</gpp:data>`);
    expect(root.name).toBe("gpp:data");
    expect(root.attributes).toEqual({ "xmlns:gpp": "https://example.test/", kind: "prices" });
    const element = root.children[0]!;
    expect(childText(element, "country")).toBe("Bosnia & Herz.");
    expect(childText(element, "note")).toBe("a < b");
    expect(childText(element, "empty")).toBe("");
    expect(childText(element, "missing")).toBeUndefined();
  });

  it("decodes numeric character references", () => {
    expect(parseXml("<a>&#72;&#x49;</a>").text).toBe("HI");
  });

  it.each([
    ["an unclosed element", "<a><b></b>"],
    ["a mismatched closing tag", "<a><b></a></b>"],
    ["a cut-off tag", "<a><b"],
    ["text outside the root", "<a/>trailing"],
    ["two roots", "<a/><b/>"],
    ["a bare ampersand", "<a>fish & chips</a>"],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["a DOCTYPE", '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'],
    ["a duplicate attribute", '<a x="1" x="2"/>'],
    ["an empty document", "   "],
    ["an unterminated comment", "<a><!-- </a>"],
  ])("refuses %s", (_, xml) => {
    expect(() => parseXml(xml)).toThrow(XmlError);
  });
});
