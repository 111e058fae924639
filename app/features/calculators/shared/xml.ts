/**
 * Service answers as a tree of elements, read by fast-xml-parser. Anything not well-formed
 * throws XmlError. Entity expansion is off in the parser and a DOCTYPE is refused outright, so
 * no entity defined by the answer can expand (billion laughs, external entities); only XML's
 * five predefined entities and character references are decoded, here. Namespaces are kept as
 * written ("gpp:average"); `localName` drops the prefix.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

export class XmlError extends Error {}

const TEXT = "#text";
const CDATA = "#cdata";
const ATTRIBUTES = ":@";

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: CDATA,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** A node of the parser's ordered output: one key (tag name, #text or #cdata), and attributes. */
type OrderedNode = Record<string, unknown>;

const namedEntities: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]*);?/g, (match, body: string) => {
    if (!match.endsWith(";")) throw new XmlError("An & must start an entity such as &amp;");
    if (body in namedEntities) return namedEntities[body]!;
    const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body);
    if (!numeric) throw new XmlError(`Unknown entity &${body};`);
    const codePoint = numeric[1] ? Number.parseInt(numeric[1], 16) : Number(numeric[2]);
    if (codePoint > 0x10ffff) throw new XmlError(`Character reference out of range: &${body};`);
    return String.fromCodePoint(codePoint);
  });
}

export function localName(name: string): string {
  return name.slice(name.indexOf(":") + 1);
}

function nodeName(node: OrderedNode): string {
  return Object.keys(node).find((key) => key !== ATTRIBUTES)!;
}

function toElement(node: OrderedNode): XmlElement {
  const name = nodeName(node);
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries((node[ATTRIBUTES] ?? {}) as Record<string, string>)) attributes[key] = decodeEntities(value);
  const element: XmlElement = { name, attributes, children: [], text: "" };
  for (const child of node[name] as OrderedNode[]) {
    const childName = nodeName(child);
    if (childName === TEXT) element.text += decodeEntities(String(child[TEXT]));
    else if (childName === CDATA) element.text += (child[CDATA] as OrderedNode[]).map((part) => String(part[TEXT] ?? "")).join("");
    else element.children.push(toElement(child));
  }
  return element;
}

/** Whether nothing but comments, processing instructions and white space follows the root. */
function endsWithRoot(text: string): boolean {
  let rest = text.trimEnd();
  for (;;) {
    const misc = rest.endsWith("-->") ? rest.lastIndexOf("<!--") : rest.endsWith("?>") ? rest.lastIndexOf("<?") : -2;
    if (misc === -2) return rest.endsWith(">");
    if (misc === -1) return false;
    rest = rest.slice(0, misc).trimEnd();
  }
}

export function parseXml(source: string): XmlElement {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  // Conservative: "<!DOCTYPE" even inside a comment or CDATA is refused; no service sends one.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new XmlError("DOCTYPE and other declarations are not accepted");
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new XmlError(valid.err.msg);
  // The validator lets text after the root through, and the parser drops it.
  if (!endsWithRoot(text)) throw new XmlError("Text outside the root element");
  const nodes = parser.parse(text) as OrderedNode[];
  // The validator lets a second root through too.
  const elements = nodes.filter((node) => nodeName(node) !== TEXT);
  if (elements.length !== 1 || nodeName(elements[0]!) === CDATA) throw new XmlError(elements.length === 0 ? "No root element" : "More than one root element");
  return toElement(elements[0]!);
}

/** The trimmed text of the first child with this local name, or undefined. */
export function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((child) => localName(child.name) === name)?.text.trim();
}
