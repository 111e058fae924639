/** The glossary index's search: every word must appear in the term, a spelling or the summary. */
export type SearchableTerm = { slug: string; term: string; aliases: string[]; summary: string };

export function normalizeForSearch(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

export function searchGlossary<T extends SearchableTerm>(terms: readonly T[], query: string): T[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...terms];
  return terms.filter((term) => {
    const haystack = normalizeForSearch([term.term, ...term.aliases, term.summary].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** A term by its slug, or by any of its spellings ("IPS", "ips", "In-Plane Switching"). */
export function findTerm<T extends SearchableTerm>(terms: readonly T[], key: string): T | undefined {
  const wanted = normalizeForSearch(key.trim());
  return (
    terms.find((term) => term.slug === wanted) ??
    terms.find((term) => [term.term, ...term.aliases].some((spelling) => normalizeForSearch(spelling) === wanted))
  );
}
