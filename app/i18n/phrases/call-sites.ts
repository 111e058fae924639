/**
 * Finds where source code names a phrase key literally and which value names it passes with it,
 * so a test can render every phrase with what its call sites give (issue 28: no raw `{name}` on a
 * page). A small tokenizer skips strings, template text, comments and regular expressions and
 * matches brackets, because the values objects nest (`{ a: f({ b }) }`) and a regex cannot.
 * Used by tests only.
 */

type Bracket = { open: string; start: number; end: number; commas: number[] };
type Literal = { value: string; start: number; end: number; parent: number };

/** How a call site passes values: the names, or "untraceable" (a variable or a spread). */
export type PassedValues = { kind: "names"; names: string[] } | { kind: "untraceable"; why: string };
export type CallSite = { key: string; offset: number; values: PassedValues };

const closing: Record<string, string> = { "(": ")", "{": "}", "[": "]" };

function tokenize(code: string): { brackets: Map<number, Bracket>; literals: Literal[] } {
  const brackets = new Map<number, Bracket>();
  const literals: Literal[] = [];
  // Stack of open brackets; a template literal's `${` is pushed as "${" so its `}` resumes the text.
  const stack: Bracket[] = [];
  let i = 0;
  let lastSignificant = "";
  const top = () => stack[stack.length - 1];
  const readTemplate = (): void => {
    // i is just past "`" or past the "}" closing a "${…}"; read text until "`" or "${".
    while (i < code.length) {
      const c = code[i]!;
      if (c === "\\") { i += 2; continue; }
      if (c === "`") { i++; lastSignificant = "`"; return; }
      if (c === "$" && code[i + 1] === "{") { stack.push({ open: "${", start: i, end: -1, commas: [] }); i += 2; lastSignificant = "{"; return; }
      i++;
    }
  };
  while (i < code.length) {
    const c = code[i]!;
    const next = code[i + 1];
    if (c === "/" && next === "/") { i = code.indexOf("\n", i); if (i < 0) break; continue; }
    if (c === "/" && next === "*") { const end = code.indexOf("*/", i + 2); i = end < 0 ? code.length : end + 2; continue; }
    if (c === '"' || c === "'") {
      const start = i;
      i++;
      while (i < code.length && code[i] !== c && code[i] !== "\n") i += code[i] === "\\" ? 2 : 1;
      literals.push({ value: code.slice(start + 1, i), start, end: i + 1, parent: top()?.start ?? -1 });
      i++;
      lastSignificant = c;
      continue;
    }
    if (c === "`") { i++; readTemplate(); continue; }
    // A slash after an operator or an opening bracket starts a regular expression.
    if (c === "/" && (lastSignificant === "" || "(,=:[!&|?{};+-*%~^".includes(lastSignificant))) {
      i++;
      let inClass = false;
      while (i < code.length && code[i] !== "\n" && (inClass || code[i] !== "/")) {
        if (code[i] === "\\") i++;
        else if (code[i] === "[") inClass = true;
        else if (code[i] === "]") inClass = false;
        i++;
      }
      i++;
      lastSignificant = "/regex";
      continue;
    }
    if (c in closing) stack.push({ open: c, start: i, end: -1, commas: [] });
    else if (c === ")" || c === "]" || c === "}") {
      const open = stack.pop();
      if (open) {
        open.end = i;
        if (open.open === "${") { i++; readTemplate(); continue; }
        brackets.set(open.start, open);
      }
    } else if (c === ",") top()?.commas.push(i);
    if (!/\s/.test(c)) lastSignificant = c;
    i++;
  }
  return { brackets, literals };
}

/** The top-level parts of a bracket, split at its own commas, with their offsets. */
function partsOf(code: string, bracket: Bracket): { text: string; start: number }[] {
  const cuts = [bracket.start, ...bracket.commas, bracket.end];
  return cuts.slice(0, -1).map((cut, index) => ({ text: code.slice(cut + 1, cuts[index + 1]), start: cut + 1 })).filter((part) => part.text.trim() !== "");
}

/** The property names of an object literal starting at `{` (a spread makes it untraceable). */
function namesOfObject(code: string, brackets: Map<number, Bracket>, start: number): PassedValues {
  const object = brackets.get(start);
  if (!object) return { kind: "untraceable", why: "unreadable object" };
  const names: string[] = [];
  for (const part of partsOf(code, object)) {
    const text = part.text.trim();
    if (text.startsWith("...")) return { kind: "untraceable", why: "spread" };
    const name = /^["']?([A-Za-z_$][\w$]*)["']?\s*(?::|$|\()/.exec(text);
    if (!name) return { kind: "untraceable", why: `property ${text.slice(0, 20)}` };
    names.push(name[1]!);
  }
  return { kind: "names", names };
}

/** What follows a value expression: an object literal's names, nothing, or something untraceable. */
function valuesAt(code: string, brackets: Map<number, Bracket>, text: string, start: number): PassedValues {
  const lead = text.length - text.trimStart().length;
  if (text.trim().startsWith("{")) return namesOfObject(code, brackets, start + lead);
  return { kind: "untraceable", why: `values ${text.trim().slice(0, 30)}` };
}

/** Every literal use of one of `keys` in `code`, with the value names passed beside it. */
export function phraseCallSites(code: string, keys: ReadonlySet<string>): CallSite[] {
  const { brackets, literals } = tokenize(code);
  const sites: CallSite[] = [];
  for (const literal of literals) {
    if (!keys.has(literal.value)) continue;
    const parent = brackets.get(literal.parent);
    const site = (values: PassedValues) => sites.push({ key: literal.value, offset: literal.start, values });
    if (!parent) { site({ kind: "untraceable", why: "top level" }); continue; }
    const parts = partsOf(code, parent);
    const index = parts.findIndex((part) => part.start <= literal.start && literal.start < part.start + part.text.length);
    const own = parts[index]?.text.slice(0, literal.start - (parts[index]?.start ?? 0)) ?? "";
    // `fact.key === "key"` compares a key, it does not show the phrase.
    if (/[!=]==?\s*$|\bcase\s*$/.test(own)) continue;
    if (parent.open === "(") {
      // t("key", values) / said(cond ? "a" : "b", { … }): the argument after the key's.
      const after = parts[index + 1];
      site(after ? valuesAt(code, brackets, after.text, after.start) : { kind: "names", names: [] });
    } else if (parent.open === "{" && !/^\s*["']?[\w$]+["']?\s*:/.test(own)) {
      // A block, not an object literal (`const key = c ? "a" : "b";`): where it goes is not traced.
      site({ kind: "untraceable", why: "assigned in code" });
    } else if (parent.open === "{") {
      // { key: "key", values: { … } } / { message: "key", values } / a fact's `params`.
      const values = parts.find((part) => /^\s*(values|params)\s*(:|$)/.test(part.text));
      if (!values) site({ kind: "names", names: [] });
      else {
        const colon = values.text.indexOf(":");
        site(colon < 0 ? { kind: "untraceable", why: "values shorthand" } : valuesAt(code, brackets, values.text.slice(colon + 1), values.start + colon + 1));
      }
    } else site({ kind: "untraceable", why: "in a list" });
  }
  return sites;
}

/** The placeholder names of a phrase: `{name}` and `{name, plural, …}`. */
export function placeholdersOf(phrase: string): string[] {
  const names = new Set<string>();
  for (const match of phrase.matchAll(/\{(\w+)(?:\}|\s*,\s*plural\s*,)/g)) names.add(match[1]!);
  return [...names].sort();
}
