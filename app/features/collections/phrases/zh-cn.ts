import type { collectionsEnUs } from "./en-us";

export const collectionsZhCn: Record<keyof typeof collectionsEnUs, string> = {
};
