import type { TranslateValues } from "~/i18n/translate";
import type { PhraseKey } from "~/i18n/phrases/en-us";

/**
 * Words people type for a spec ("4k", "144hz", "带鱼屏") become conditions on columns rather
 * than text, because the text would miss models whose data says it differently (a 3840 × 2160
 * model whose name has no "4K"). Pure, so the rules are unit tested without a database.
 */
export type SearchCondition =
  | { kind: "resolution"; values: readonly string[] }
  | { kind: "ultrawide" }
  | { kind: "port"; value: string }
  | { kind: "panel"; values: readonly string[] }
  | { kind: "minRefresh"; hz: number }
  | { kind: "size"; inches: number }
  | { kind: "curved" }
  | { kind: "hdr" };

export type Understood = { token: string; meaningKey: PhraseKey; values?: TranslateValues };

export type InterpretedSearch = {
  /** What is left, matched as text: every word must occur in the model's search text. */
  words: string[];
  conditions: SearchCondition[];
  understood: Understood[];
};

type Meaning = { condition: SearchCondition; meaningKey: PhraseKey; values?: TranslateValues };
/** A rule's meaning gets the pattern's first capture group (the number in "144hz"), if any. */
type Rule = { pattern: string; meaning: (captured: string | undefined) => Meaning | null };

const resolution = (meaningKey: PhraseKey, ...values: string[]): Meaning => ({
  condition: { kind: "resolution", values },
  meaningKey,
});

function sizeMeaning(text: string | undefined): Meaning | null {
  const inches = Number(text);
  if (!(inches >= 10 && inches <= 120)) return null;
  return { condition: { kind: "size", inches }, meaningKey: "search.meaning.size", values: { inches } };
}

function refreshMeaning(text: string | undefined): Meaning | null {
  const hz = Number(text);
  if (!(hz >= 24 && hz <= 1000)) return null;
  return { condition: { kind: "minRefresh", hz }, meaningKey: "search.meaning.minRefresh", values: { hz } };
}

/**
 * Longer spellings first ("qd-oled" before "oled", "usb type-c" before "type-c"). Latin words
 * must stand alone (not inside "u2724de"); Chinese has no spaces, so its words match anywhere.
 * Text is NFKC-folded first, which turns the inch mark ″ into two primes (′′).
 */
const rules: Rule[] = [
  { pattern: String.raw`(\d{2,3}(?:\.\d)?)\s*(?:-?\s*inch(?:es)?|in|"|”|′′|英寸|寸)`, meaning: sizeMeaning },
  { pattern: String.raw`(\d{2,4})\s*(?:hz|赫兹)`, meaning: refreshMeaning },
  { pattern: "高刷", meaning: () => refreshMeaning("144") },
  { pattern: String.raw`usb[\s-]?type[\s-]?c|type[\s-]?c|usb[\s-]?c`, meaning: () => ({ condition: { kind: "port", value: "USB-C" }, meaningKey: "search.meaning.usbC" }) },
  { pattern: String.raw`qd[\s-]?oled`, meaning: () => ({ condition: { kind: "panel", values: ["QD-OLED"] }, meaningKey: "search.meaning.qdOled" }) },
  { pattern: "oled", meaning: () => ({ condition: { kind: "panel", values: ["OLED", "QD-OLED"] }, meaningKey: "search.meaning.oled" }) },
  { pattern: String.raw`ultra[\s-]?wide|带鱼屏|带鱼|超宽屏`, meaning: () => ({ condition: { kind: "ultrawide" }, meaningKey: "search.meaning.ultrawide" }) },
  // "2.5k" before "5k", which would otherwise read its last two characters.
  { pattern: String.raw`qhd|1440p|2\.5k|2k`, meaning: () => resolution("search.meaning.qhd", "2560x1440") },
  { pattern: String.raw`4k|uhd|2160p`, meaning: () => resolution("search.meaning.4k", "3840x2160") },
  { pattern: "5k", meaning: () => resolution("search.meaning.5k", "5120x2880", "5120x2160") },
  { pattern: "6k", meaning: () => resolution("search.meaning.6k", "6144x3456") },
  { pattern: "8k", meaning: () => resolution("search.meaning.8k", "7680x4320") },
  { pattern: String.raw`fhd|full[\s-]?hd|1080p|全高清`, meaning: () => resolution("search.meaning.fhd", "1920x1080") },
  { pattern: String.raw`curved|曲面屏|曲面`, meaning: () => ({ condition: { kind: "curved" }, meaningKey: "search.meaning.curved" }) },
  { pattern: "hdr", meaning: () => ({ condition: { kind: "hdr" }, meaningKey: "search.meaning.hdr" }) },
];

/** Words that every model would match or that describe the whole catalogue. */
const stopWords = new Set(["monitor", "monitors", "display", "displays", "screen", "screens", "显示器", "显示屏", "屏幕"]);

/** At most this many text words are matched; a longer query is noise, not a refinement. */
export const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 60;

function boundedPattern(pattern: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${pattern})(?![a-z0-9])`, "gu");
}
const compiledRules = rules.map((rule) => ({ ...rule, regex: boundedPattern(rule.pattern) }));

export function interpretSearch(text: string): InterpretedSearch {
  // NFKC folds full-width "４Ｋ" into "4K", as Chinese input methods often type it.
  let rest = text.normalize("NFKC").toLowerCase();
  const conditions: SearchCondition[] = [];
  const understood: Understood[] = [];
  const seen = new Set<string>();
  for (const rule of compiledRules) {
    // Without a capture group the second argument is the match's offset, a number.
    rest = rest.replace(rule.regex, (whole: string, captured: unknown) => {
      const meaning = rule.meaning(typeof captured === "string" ? captured : undefined);
      if (!meaning) return whole;
      const key = JSON.stringify(meaning.condition);
      if (!seen.has(key)) {
        seen.add(key);
        conditions.push(meaning.condition);
        const { meaningKey, values } = meaning;
        understood.push({ token: whole.trim(), meaningKey, ...(values ? { values } : {}) });
      }
      return " ";
    });
  }
  const words = rest
    .split(/[\s,;'"“”‘’()<>{}[\]!?|\\`]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word) && !stopWords.has(word))
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return { words: [...new Set(words)].slice(0, MAX_WORDS), conditions, understood };
}
