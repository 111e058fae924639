import type { searchEnUs } from "./en-us";

export const searchZhCn: Record<keyof typeof searchEnUs, string> = {
};
