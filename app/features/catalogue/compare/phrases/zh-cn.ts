import type { compareEnUs } from "./en-us";

export const compareZhCn: Record<keyof typeof compareEnUs, string> = {
};
