/**
 * A small, strict XML reader for service answers: elements, attributes, text, CDATA, comments
 * and processing instructions. Anything not well-formed throws XmlError, and a DOCTYPE is
 * refused outright, so no entity expansion can be smuggled in. Namespaces are kept as written
 * ("gpp:average"); `localName` drops the prefix.
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

export class XmlError extends Error {}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;
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

export function parseXml(source: string): XmlElement {
  let position = source.startsWith("\uFEFF") ? 1 : 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;

  const skipUntil = (terminator: string, what: string) => {
    const end = source.indexOf(terminator, position);
    if (end < 0) throw new XmlError(`Unterminated ${what}`);
    const body = source.slice(position, end);
    position = end + terminator.length;
    return body;
  };

  while (position < source.length) {
    const next = source.indexOf("<", position);
    const text = source.slice(position, next < 0 ? source.length : next);
    if (text) {
      const current = stack.at(-1);
      if (current) current.text += decodeEntities(text);
      else if (text.trim()) throw new XmlError("Text outside the root element");
    }
    if (next < 0) break;
    position = next;
    if (source.startsWith("<?", position)) {
      position += 2;
      skipUntil("?>", "processing instruction");
    } else if (source.startsWith("<!--", position)) {
      position += 4;
      skipUntil("-->", "comment");
    } else if (source.startsWith("<![CDATA[", position)) {
      position += 9;
      const data = skipUntil("]]>", "CDATA section");
      const current = stack.at(-1);
      if (!current) throw new XmlError("CDATA outside the root element");
      current.text += data;
    } else if (source.startsWith("<!", position)) {
      throw new XmlError("DOCTYPE and other declarations are not accepted");
    } else if (source.startsWith("</", position)) {
      position += 2;
      const name = NAME.exec(source.slice(position))?.[0];
      const open = stack.pop();
      if (!name || !open || open.name !== name) throw new XmlError(`Unexpected closing tag </${name ?? ""}>`);
      position += name.length;
      const rest = /^\s*>/.exec(source.slice(position));
      if (!rest) throw new XmlError(`Malformed closing tag </${name}>`);
      position += rest[0].length;
    } else {
      position += 1;
      const name = NAME.exec(source.slice(position))?.[0];
      if (!name) throw new XmlError("Malformed tag");
      if (root && stack.length === 0) throw new XmlError("More than one root element");
      position += name.length;
      const element: XmlElement = { name, attributes: {}, children: [], text: "" };
      for (let attribute = ATTRIBUTE.exec(source.slice(position)); attribute; attribute = ATTRIBUTE.exec(source.slice(position))) {
        if (attribute[1]! in element.attributes) throw new XmlError(`Attribute ${attribute[1]} given twice`);
        element.attributes[attribute[1]!] = decodeEntities(attribute[2] ?? attribute[3] ?? "");
        position += attribute[0].length;
      }
      const end = /^\s*(\/?)>/.exec(source.slice(position));
      if (!end) throw new XmlError(`Malformed tag <${name}>`);
      position += end[0].length;
      stack.at(-1)?.children.push(element);
      root ??= element;
      if (!end[1]) stack.push(element);
    }
  }
  if (!root) throw new XmlError("No root element");
  if (stack.length > 0) throw new XmlError(`Unclosed element <${stack.at(-1)!.name}>`);
  return root;
}

/** The trimmed text of the first child with this local name, or undefined. */
export function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((child) => localName(child.name) === name)?.text.trim();
}
