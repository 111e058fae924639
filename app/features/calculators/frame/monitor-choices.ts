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

export function unpackMonitorChoices(text: MonitorChoicesText): MonitorChoice[] {
  if (last?.text === text) return last.choices;
  const choices = text === "" ? [] : text.split(LINE).map((line) => {
    const [slug = "", title = "", series = ""] = line.split(FIELD);
    return { slug, title, series: series === "" ? null : series };
  });
  last = { text, choices };
  return choices;
}
