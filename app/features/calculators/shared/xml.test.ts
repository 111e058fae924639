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

  it("accepts comments and processing instructions after the root", () => {
    expect(parseXml("<a>x</a>\n<!-- end --><?done?>\n").text).toBe("x");
  });

  it("decodes numeric character references", () => {
    expect(parseXml("<a>&#72;&#x49;</a>").text).toBe("HI");
  });

  it("leaves an entity the document defines unexpanded: the document is refused", () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><a>&lol2;</a>';
    expect(() => parseXml(laughs)).toThrow(XmlError);
    // Without its DOCTYPE the reference names no entity XML predefines.
    expect(() => parseXml("<a>&lol2;</a>")).toThrow(/Unknown entity &lol2;/);
    expect(() => parseXml('<a title="&lol;"/>')).toThrow(/Unknown entity &lol;/);
  });

  it("keeps an escaped entity as text, decoded once", () => {
    expect(parseXml("<a>&amp;lt;</a>").text).toBe("&lt;");
    expect(parseXml('<a title="&amp;amp;"/>').attributes.title).toBe("&amp;");
  });

  it.each([
    ["an unclosed element", "<a><b></b>"],
    ["a mismatched closing tag", "<a><b></a></b>"],
    ["a cut-off tag", "<a><b"],
    ["text outside the root", "<a/>trailing"],
    ["text outside the root, before a comment", "<a></a>trailing<!-- c --> "],
    ["two roots", "<a/><b/>"],
    ["a bare ampersand", "<a>fish & chips</a>"],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["a DOCTYPE", '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'],
    ["a duplicate attribute", '<a x="1" x="2"/>'],
    ["an empty document", "   "],
    ["an unterminated comment", "<a><!-- </a>"],
    ["a CDATA section outside the root", "<a/><![CDATA[x]]>"],
    ["an ampersand in an attribute", '<a x="fish & chips"/>'],
  ])("refuses %s", (_, xml) => {
    expect(() => parseXml(xml)).toThrow(XmlError);
  });
});
