import type { Translate } from "~/i18n/translate";
import { dateTimeFormatOf } from "~/utils/intl";
// The limit from the zod-free model: importing it from entry-intents built its schemas (and
// loaded zod) on every page with an "Add to collection" button.
import { limits } from "../model";

/** What a calculator says about itself for a saved entry's name: its title and up to two key inputs as shown. */
export type EntryNaming = { calculator: string; inputs: readonly string[] };

/**
 * The name a saved calculation gets until the visitor renames it (issue 50: every entry was
 * "Untitled calculation"): "<calculator> — <two key inputs>, <date>", cut to the length a name
 * may have, so the server never refuses it.
 */
export function defaultEntryName(naming: EntryNaming, date: Date, t: Translate, locale: string): string {
  const day = dateTimeFormatOf(locale, { dateStyle: "medium" }).format(date);
  const [first, second] = naming.inputs.filter((input) => input.trim() !== "");
  // Each count its own phrase: the languages separate the parts differently (", " and "，").
  const name =
    first === undefined
      ? t("entries.defaultNameNoInputs", { calculator: naming.calculator, date: day })
      : second === undefined
        ? t("entries.defaultNameOneInput", { calculator: naming.calculator, first, date: day })
        : t("entries.defaultName", { calculator: naming.calculator, first, second, date: day });
  return [...name].length <= limits.entryNameLength ? name : `${[...name].slice(0, limits.entryNameLength - 1).join("")}…`;
}
