import type { SVGProps } from "react";

/** 24 × 24 stroke icons of the library's pages; decorative unless given a title by the caller. */
const paths = {
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12 4 4",
  filter: "M4 5h16l-6 8v5l-4 2v-7z",
  document: "M7 3h7l4 4v14H7zM14 3v4h4M9 12h6M9 16h6",
  "data-set": "M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3zm0 0v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3",
  "web-page": "M3 5h18v14H3zM3 9h18M6 7h.01M9 7h.01",
  api: "M8 8l-4 4 4 4M16 8l4 4-4 4M13 6l-2 12",
  "spec-sheet": "M5 3h14v18H5zM8 7h8M8 11h8M8 15h5",
  "external-link": "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  offline: "M2 8a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18",
  install: "M12 3v12M7 10l5 5 5-5M4 19h16",
  settings: "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
  print: "M7 8V3h10v5M7 17H4v-7h16v7h-3M7 14h10v7H7z",
  monitor: "M3 4h18v12H3zM12 16v4M8 20h8",
  calendar: "M4 5h16v16H4zM4 9h16M8 3v4M16 3v4",
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d={paths[name]} />
    </svg>
  );
}
