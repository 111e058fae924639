/** English phrases of the collections feature; merged into app/i18n/phrases/en-us.ts. */
export const collectionsEnUs = {
} as const;
