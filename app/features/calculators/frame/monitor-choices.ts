import type { MonitorChoice } from "./page-data";

/**
 * A calculator page's monitor choices as they travel in its hydration data: one string, a line
 * per monitor with its slug, title and series split by tabs. React Router encodes loader data
 * value by value, and the choices as objects were more than half of a page's values. The browser
 * splits the string once per page.
 */
export type MonitorChoicesText = string & { readonly monitorChoices: unique symbol };

const FIELD = "\t";
const LINE = "\n";
/** A tab or line break in a title would split it: catalogue titles have none, and if one did, a space stands in. */
const clean = (text: string) => text.replace(/[\t\n\r]/g, " ");

// The server packs the same kept list (keptRows) for every page within its minute.
const packed = new WeakMap<readonly MonitorChoice[], MonitorChoicesText>();

export function packMonitorChoices(choices: readonly MonitorChoice[]): MonitorChoicesText {
  let text = packed.get(choices);
  if (text === undefined) {
    text = choices.map((choice) => [clean(choice.slug), clean(choice.title), choice.series === null ? "" : clean(choice.series)].join(FIELD)).join(LINE) as MonitorChoicesText;
    packed.set(choices, text);
  }
  return text;
}

// Every component of a page reads the same text: split once, not per component and render.
let last: { text: string; choices: MonitorChoice[] } | undefined;
const keys = new WeakMap<readonly MonitorChoice[], string>();

export function unpackMonitorChoices(text: MonitorChoicesText): MonitorChoice[] {
  if (last?.text === text) return last.choices;
  const choices = text === "" ? [] : text.split(LINE).map((line) => {
    const [slug = "", title = "", series = ""] = line.split(FIELD);
    return { slug, title, series: series === "" ? null : series };
  });
  keys.set(choices, contentKey(text));
  last = { text, choices };
  return choices;
}

/**
 * A short key for a list of choices from `unpackMonitorChoices`, the same for the same monitors:
 * what a kept monitor select depends on (docs/decisions/015-kept-markup.md), without hashing
 * 294 monitors on every render. A list made elsewhere gets its own key from its content.
 */
export function monitorChoicesKey(choices: readonly MonitorChoice[]): string {
  let key = keys.get(choices);
  if (key === undefined) keys.set(choices, (key = contentKey(packMonitorChoices(choices))));
  return key;
}

/** cyrb53, a 53-bit string hash: two different lists of monitors share a key once in ~10^16. */
function contentKey(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${text.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
