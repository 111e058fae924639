import type { calculatorPdfEnUs } from "./en-us";

/** 计算器 PDF 商业案例及其链接的中文短语；并入计算器框架的短语目录。 */
export const calculatorPdfZhCn: Record<keyof typeof calculatorPdfEnUs, string> = {
  "calculator.share.pdf": "下载 PDF 文件",
  "calculator.pdf.dated": "生成日期：{date}",
  "calculator.pdf.input": "输入项",
  "calculator.pdf.value": "取值",
};
