import type { authEnUs } from "./en-us";

export const authZhCn: Record<keyof typeof authEnUs, string> = {
};
