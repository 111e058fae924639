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
      405: { title: "Method not allowed", message: "This address does not answer that request method. The Allow header lists the methods it answers." },
      413: { title: "Too much data", message: "The data sent is larger than this page accepts. Please send less and try again." },
      414: { title: "Address too long", message: "The address is longer than this site accepts. Please use a shorter address." },
      415: { title: "Unsupported data", message: "This page accepts only form data. Please use the form on the page." },
      431: { title: "Request headers too large", message: "The request's headers (cookies included) are larger than this site accepts. Please clear this site's cookies and try again." },
      429: { title: "Too many requests", message: "Too many requests in a short time. Please wait a moment and try again." },
      500: { title: "Server error", message: "Sorry, something went wrong on our side. Please try again later." },
      501: { title: "Method not supported", message: "This site does not support that request method." },
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
      405: { title: "不允许的请求方法", message: "此地址不接受该请求方法，Allow 响应头列出了它接受的方法。" },
      413: { title: "数据过大", message: "提交的数据超过了此页面允许的大小，请减少内容后重试。" },
      414: { title: "地址过长", message: "该地址超过了本网站允许的长度，请使用更短的地址。" },
      415: { title: "不支持的数据格式", message: "此页面只接受表单数据，请使用页面上的表单提交。" },
      431: { title: "请求头过大", message: "请求头（包括 Cookie）超过了本网站允许的大小，请清除本网站的 Cookie 后重试。" },
      429: { title: "请求过于频繁", message: "短时间内请求过多，请稍候再试。" },
      500: { title: "服务器错误", message: "抱歉，我们这边出了问题，请稍后再试。" },
      501: { title: "不支持的请求方法", message: "本网站不支持该请求方法。" },
      503: { title: "服务暂不可用", message: "网站繁忙或暂时不可用，请稍后再试。" },
    },
    fallback: { title: "错误", message: "无法完成该请求。" },
    requestId: "请求编号",
    retry: (seconds) => `请在 ${seconds} 秒后重试。`,
    home: "返回首页",
  },
};
