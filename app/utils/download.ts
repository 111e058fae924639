/** Offers text as a file download from the browser. */
export function downloadText(filename: string, text: string, type: string) {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8 (Chinese, "×").
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
