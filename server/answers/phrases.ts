/**
 * Texts of server-level answers (before React Router runs), in both languages. Kept here rather
 * than in app/features because these answers are rendered without the app bundle.
 */
import type { LanguageCode } from "~/i18n/languages";

type StatusText = { title: string; message: string };

export const answerPhrases: Record<LanguageCode, { statuses: Record<number, StatusText>; fallback: StatusText; requestId: string; retry: (seconds: number) => string; home: string }> = {
  "en-us": {
    statuses: {
      400: { title: "Bad request", message: "The address or the data sent could not be read. Please check it and try again." },
      404: { title: "Page not found", message: "There is no page at this address." },
      413: { title: "Too much data", message: "The data sent is larger than this page accepts. Please send less and try again." },
      415: { title: "Unsupported data", message: "This page accepts only form data. Please use the form on the page." },
      429: { title: "Too many requests", message: "Too many requests in a short time. Please wait a moment and try again." },
      500: { title: "Server error", message: "Sorry, something went wrong on our side. Please try again later." },
      503: { title: "Service unavailable", message: "The site is busy or briefly unavailable. Please try again shortly." },
    },
    fallback: { title: "Error", message: "The request could not be completed." },
    requestId: "Request id",
    retry: (seconds) => `Please try again in ${seconds} seconds.`,
    home: "Go to the home page",
  },
  "zh-cn": {
    statuses: {
      400: { title: "请求有误", message: "无法读取该地址或提交的数据，请检查后重试。" },
      404: { title: "找不到页面", message: "此地址没有对应的页面。" },
      413: { title: "数据过大", message: "提交的数据超过了此页面允许的大小，请减少内容后重试。" },
      415: { title: "不支持的数据格式", message: "此页面只接受表单数据，请使用页面上的表单提交。" },
      429: { title: "请求过于频繁", message: "短时间内请求过多，请稍候再试。" },
      500: { title: "服务器错误", message: "抱歉，我们这边出了问题，请稍后再试。" },
      503: { title: "服务暂不可用", message: "网站繁忙或暂时不可用，请稍后再试。" },
    },
    fallback: { title: "错误", message: "无法完成该请求。" },
    requestId: "请求编号",
    retry: (seconds) => `请在 ${seconds} 秒后重试。`,
    home: "返回首页",
  },
};
