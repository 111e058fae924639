/** English phrases of the catalogue search feature; merged into app/i18n/phrases/en-us.ts. */
export const searchEnUs = {
} as const;
