/** English phrases of the auth feature; merged into app/i18n/phrases/en-us.ts. */
export const authEnUs = {
} as const;
