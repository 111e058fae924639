/** The knowledge feature's public pieces for other pages (the product page's spec table). */
export { DefinitionLink } from "./components/definition-link";
export { GlossaryText } from "./components/glossary-text";
export { createFirstMentionLinker, type LinkableTerm, type TextSegment } from "./first-mention";
