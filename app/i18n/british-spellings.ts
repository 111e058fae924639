/**
 * British spellings and their American forms: the en-us site is written in American English
 * (issue 50), zh-cn is untouched. Tests run the en-us phrase catalogue and content through
 * `britishSpellings`; the list covers the words the site uses or is likely to.
 */

// -ise/-yse verbs spelled -ize/-yze in American English. A bare stem list, because a general
// -ise rule would catch words American English spells -ise too (otherwise, enterprise, noise).
const izeStems = [
  "amortis", "analys", "apologis", "authoris", "capitalis", "categoris", "centralis", "characteris",
  "criticis", "customis", "emphasis", "familiaris", "finalis", "generalis", "harmonis", "initialis",
  "itemis", "localis", "maximis", "memoris", "minimis", "mobilis", "modernis", "monetis", "normalis",
  "optimis", "organis", "paralys", "polaris", "penalis", "personalis", "prioritis", "realis", "recognis",
  "sanitis", "serialis", "specialis", "stabilis", "standardis", "summaris", "synchronis", "tokenis",
  "utilis", "virtualis", "visualis",
];

// Word endings that follow such a stem: organise, organised, organisation, organiser…
const izeEndings = "e|ed|es|ing|ation|ations|er|ers";

// Whole-word pairs; a key matches the word and its plural or inflections written after it.
const wordPairs: ReadonlyArray<readonly [string, string]> = [
  ["colour", "color"], ["favour", "favor"], ["behaviour", "behavior"], ["labour", "labor"],
  ["neighbour", "neighbor"], ["honour", "honor"], ["humour", "humor"], ["vapour", "vapor"],
  ["flavour", "flavor"], ["odour", "odor"], ["armour", "armor"], ["rumour", "rumor"],
  ["centre", "center"], ["metre", "meter"], ["litre", "liter"], ["fibre", "fiber"],
  ["calibre", "caliber"], ["theatre", "theater"], ["manoeuvre", "maneuver"],
  ["catalogue", "catalog"], ["analogue", "analog"], ["programme", "program"],
  ["licence", "license"], ["defence", "defense"], ["offence", "offense"], ["pretence", "pretense"],
  ["centimetre", "centimeter"], ["millimetre", "millimeter"], ["nanometre", "nanometer"], ["micrometre", "micrometer"], ["kilometre", "kilometer"], ["grey", "gray"], ["tonne", "metric ton"], ["ageing", "aging"], ["judgement", "judgment"],
  ["acknowledgement", "acknowledgment"], ["aluminium", "aluminum"], ["cheque", "check"],
  ["enquiry", "inquiry"], ["enquiries", "inquiries"], ["whilst", "while"], ["amongst", "among"],
  ["learnt", "learned"], ["cancelled", "canceled"], ["cancelling", "canceling"],
  ["travelled", "traveled"], ["travelling", "traveling"], ["modelled", "modeled"],
  ["modelling", "modeling"], ["labelled", "labeled"], ["labelling", "labeling"],
  ["levelled", "leveled"], ["fuelled", "fueled"], ["signalled", "signaled"],
  ["totalled", "totaled"], ["jewellery", "jewelry"], ["fulfil", "fulfill"],
  ["fulfilment", "fulfillment"], ["enrolment", "enrollment"], ["instalment", "installment"],
  ["skilful", "skillful"], ["per cent", "percent"], ["storey", "story"], ["tyre", "tire"],
  ["artefact", "artifact"], ["sceptical", "skeptical"], ["speciality", "specialty"],
  ["mould", "mold"], ["plough", "plow"], ["draught", "draft"],
];

interface Rule {
  pattern: RegExp;
  /** The American form of one match: the whole word, then the pattern's two groups. */
  american: (word: string, core: string, suffix: string) => string;
}

function sameCase(british: string, american: string): string {
  return /^[A-Z]/.test(british) ? american.charAt(0).toUpperCase() + american.slice(1) : american;
}

const rules: Rule[] = [
  {
    pattern: new RegExp(`(?<!\\{)\\b(${izeStems.join("|")})(${izeEndings})\\b`, "gi"),
    american: (word, stem, ending) => sameCase(word, `${stem.slice(0, -1)}z${ending}`.toLowerCase()),
  },
  ...wordPairs.map(([british, american]) => ({
    // Plurals and inflections that keep the British core: colours, coloured, centres, tonnes.
    pattern: new RegExp(`(?<!\\{)\\b(${british.replace(" ", "\\s")})(s|d|ed|ing|ful|less)?\\b`, "gi"),
    american: (word: string, _core: string, suffix = "") =>
      // "centred" is "centered", "catalogued" "cataloged": a "d" after the American form's last
      // consonant becomes "ed".
      sameCase(word, american + (suffix.toLowerCase() === "d" && !american.endsWith("e") ? "ed" : suffix.toLowerCase())),
  })),
];

export interface BritishSpelling {
  british: string;
  american: string;
}

/** The British spellings in a text, each with its American form. */
export function britishSpellings(text: string): BritishSpelling[] {
  return rules.flatMap((rule) =>
    [...text.matchAll(rule.pattern)].map((match) => ({ british: match[0], american: rule.american(match[0], match[1]!, match[2] ?? "") })),
  );
}

/** The text in American spelling: each British word replaced, its capital kept. */
export function americanSpelling(text: string): string {
  return rules.reduce(
    (result, rule) => result.replace(rule.pattern, (word: string, core: string, suffix?: string) => rule.american(word, core, suffix ?? "")),
    text,
  );
}
