import { createContext } from "react";
import type { LanguageCode } from "./languages";
import type { PhraseMap } from "./translate";

/**
 * The phrases of the first page's language. They reach the page outside the loader data so the
 * HTML does not carry the whole catalogue: the server renders with them (entry.server.tsx) and
 * the browser fetches the same JSON, which is preloaded and cached, before it hydrates
 * (entry.client.tsx). After a language switch the root's client loader brings the new ones.
 */
export const PhraseContext = createContext<PhraseMap | null>(null);

export function phrasesUrl(language: LanguageCode): string {
  return `/${language}/api/phrases`;
}

/** Reads the phrases JSON; an unreachable catalogue gives none, so keys show instead of a crash. */
export async function fetchPhrases(language: LanguageCode): Promise<PhraseMap> {
  try {
    const response = await fetch(phrasesUrl(language), { credentials: "same-origin" });
    if (!response.ok) return {};
    const body = (await response.json()) as { phrases?: Array<{ name: string; value: string }> };
    return Object.fromEntries((body.phrases ?? []).map((phrase) => [phrase.name, phrase.value]));
  } catch {
    return {};
  }
}
