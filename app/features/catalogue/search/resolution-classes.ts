import type { PhraseKey } from "~/i18n/phrases/en-us";

/**
 * Marketing names of the resolutions in the catalogue: the filter labels, the words the search
 * text adds ("4k uhd") so people find models by the name they know. Resolutions without a
 * widely used name (1400 × 900, 6144 × 2560) are shown as plain numbers.
 */
export type ResolutionClass = {
  value: `${number}x${number}`;
  labelKey: PhraseKey;
  /** Lowercase search words, English and Chinese. */
  words: readonly string[];
};

export const resolutionClasses: readonly ResolutionClass[] = [
  { value: "1366x768", labelKey: "filter.resolutions.1366x768", words: ["hd", "wxga", "高清"] },
  { value: "1600x900", labelKey: "filter.resolutions.1600x900", words: ["hd+", "高清"] },
  { value: "1920x1080", labelKey: "filter.resolutions.1920x1080", words: ["full hd", "fhd", "1080p", "全高清"] },
  { value: "1920x1200", labelKey: "filter.resolutions.1920x1200", words: ["wuxga", "1200p"] },
  { value: "2560x1080", labelKey: "filter.resolutions.2560x1080", words: ["uw-fhd", "ultrawide full hd", "超宽"] },
  { value: "2560x1440", labelKey: "filter.resolutions.2560x1440", words: ["qhd", "wqhd", "1440p", "2k"] },
  { value: "2560x1600", labelKey: "filter.resolutions.2560x1600", words: ["wqxga", "1600p"] },
  { value: "3440x1440", labelKey: "filter.resolutions.3440x1440", words: ["wqhd", "uwqhd", "ultrawide qhd", "超宽"] },
  { value: "3840x1600", labelKey: "filter.resolutions.3840x1600", words: ["wqhd+", "ultrawide", "超宽"] },
  { value: "3840x2160", labelKey: "filter.resolutions.3840x2160", words: ["4k", "uhd", "超高清"] },
  { value: "5120x1440", labelKey: "filter.resolutions.5120x1440", words: ["dqhd", "dual qhd", "超宽"] },
  { value: "5120x2160", labelKey: "filter.resolutions.5120x2160", words: ["5k2k", "wuhd", "超宽"] },
  { value: "5120x2880", labelKey: "filter.resolutions.5120x2880", words: ["5k"] },
  { value: "6144x3456", labelKey: "filter.resolutions.6144x3456", words: ["6k"] },
  { value: "7680x4320", labelKey: "filter.resolutions.7680x4320", words: ["8k", "超高清"] },
];

export function resolutionValue(width: number, height: number): string {
  return `${width}x${height}`;
}

export function resolutionClassOf(width: number, height: number): ResolutionClass | null {
  const value = resolutionValue(width, height);
  return resolutionClasses.find((entry) => entry.value === value) ?? null;
}
