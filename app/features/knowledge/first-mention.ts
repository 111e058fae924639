/**
 * First-mention linking: within one piece of content (an article, a spec table), the first
 * time a glossary term appears it becomes a link to its definition; later mentions stay text.
 * Pure, so the server and the browser render the same links.
 */
export type LinkableTerm = { slug: string; term: string; aliases: string[]; summary: string };

export type TextSegment = { text: string; term?: { slug: string; term: string; summary: string } };

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Finds mentions of any term: longest spelling first (so "QD-OLED" is not read as "OLED"),
 * case-insensitive, and never inside a longer Latin word or number ("VA" not in "VAT").
 */
export function createMentionPattern(terms: readonly LinkableTerm[]): { pattern: RegExp | null; bySpelling: Map<string, LinkableTerm> } {
  const bySpelling = new Map<string, LinkableTerm>();
  for (const term of terms) {
    for (const spelling of [term.term, ...term.aliases]) {
      const key = spelling.toLowerCase();
      if (key && !bySpelling.has(key)) bySpelling.set(key, term);
    }
  }
  const spellings = [...bySpelling.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = spellings.length ? new RegExp(`(?<![\\p{Script=Latin}\\p{N}])(?:${spellings.join("|")})(?![\\p{Script=Latin}\\p{N}])`, "giu") : null;
  return { pattern, bySpelling };
}

/**
 * A linker for one piece of content: call it on each text in reading order; it remembers
 * which terms it has linked already. Make a new one per render.
 */
export function createFirstMentionLinker(terms: readonly LinkableTerm[]): (text: string) => TextSegment[] {
  const { pattern, bySpelling } = createMentionPattern(terms);
  const linked = new Set<string>();
  return (text) => {
    if (!pattern || !text) return text ? [{ text }] : [];
    const segments: TextSegment[] = [];
    let position = 0;
    for (const match of text.matchAll(pattern)) {
      const term = bySpelling.get(match[0].toLowerCase());
      if (!term || linked.has(term.slug)) continue;
      linked.add(term.slug);
      if (match.index > position) segments.push({ text: text.slice(position, match.index) });
      segments.push({ text: match[0], term: { slug: term.slug, term: term.term, summary: term.summary } });
      position = match.index + match[0].length;
    }
    if (position < text.length) segments.push({ text: text.slice(position) });
    return segments;
  };
}
