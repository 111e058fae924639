import type { knowledgeEnUs } from "./en-us";

export const knowledgeZhCn: Record<keyof typeof knowledgeEnUs, string> = {
  "knowledge.eyebrow": "知识库",
  "knowledge.contents": "本指南内容",
  "knowledge.seeAllMonitors": "查看全部 {count} 款匹配的显示器",
  "knowledge.noMonitors": "本站暂无与本指南匹配的显示器。",
  "knowledge.sources": "资料来源",
  "knowledge.watchVideo": "观看视频",
  "knowledge.closeVideo": "关闭视频",
  "knowledge.metaDescription": "{title}：显示器知识库指南。",
  "glossary.title": "术语表",
  "glossary.intro": "以平实、中立的语言解释显示器规格中使用的术语。",
  "glossary.searchLabel": "搜索术语表",
  "glossary.searchPlaceholder": "例如 HDR、USB-C 或对比度",
  "glossary.searchButton": "搜索",
  "glossary.count": "{count} 个术语",
  "glossary.noMatch": "没有与“{query}”匹配的术语。",
  "glossary.back": "全部术语",
  "glossary.standard": "标准或计划",
  "glossary.alsoCalled": "又称",
  "glossary.related": "相关术语",
  "glossary.metaDescription": "术语 {term}：{summary}",
};
