import type { LanguageCode } from "~/i18n/languages";
import type { PhraseKey } from "~/i18n/phrases/en-us";

type ErrorKey = Extract<PhraseKey, `error.${string}`>;

/**
 * The error page must speak even when the phrases could not be loaded (the database is what
 * failed). A test keeps these equal to the catalogues.
 */
export const errorFallbackPhrases: Record<LanguageCode, Record<ErrorKey, string>> = {
  "en-us": {
    "error.notFoundTitle": "Sorry, page not found",
    "error.notFoundMessage": "This page could not be found",
    "error.title": "Sorry, an error occurred",
    "error.status": "Error {status}",
    "error.genericMessage": "Something went wrong while loading this page. Please try again in a moment.",
    "error.goHome": "Go to the home page",
    "error.reference": "Reference for support:",
  },
  "zh-cn": {
    "error.notFoundTitle": "抱歉，找不到页面",
    "error.notFoundMessage": "找不到此页面",
    "error.title": "抱歉，发生了错误",
    "error.status": "错误 {status}",
    "error.genericMessage": "加载此页面时出错，请稍后重试。",
    "error.goHome": "返回首页",
    "error.reference": "支持参考编号：",
  },
};
