/** English phrases of the catalogue compare feature; merged into app/i18n/phrases/en-us.ts. */
export const compareEnUs = {
} as const;
