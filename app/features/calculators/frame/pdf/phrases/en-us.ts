/** English phrases of the PDF business case and its link; merged into the frame's catalogue. */
export const calculatorPdfEnUs = {
  "calculator.share.pdf": "Download PDF",
  "calculator.pdf.dated": "Created {date}",
  "calculator.pdf.input": "Input",
  "calculator.pdf.value": "Value",
} as const;
