import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { FacetName, SortOption } from "./vocabulary";

/** Phrase keys of the library's vocabulary ("resources.<facet>.<value>"), all present in both catalogues. */
export const facetLabelKey = (name: FacetName): PhraseKey => `resources.facet.${name}` as PhraseKey;
export const optionLabelKey = (name: FacetName, value: string): PhraseKey => `resources.${name}.${value}` as PhraseKey;
export const sortLabelKey = (sort: SortOption): PhraseKey => `resources.sort.${sort}` as PhraseKey;
