/** Button and panel classes the calculators share. */
export const primaryButtonClass =
  "inline-flex items-center justify-center rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-500";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-gray-500 disabled:text-gray-600";
export const quietButtonClass =
  "inline-flex items-center rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";
/** A text field's and a select's look: one class (app.css `.field-input`), not a utility list on each of a page's 20–30 fields. */
export const fieldInputClass = "field-input";
export const selectClass = fieldInputClass;
export const panelClass = "rounded-lg border border-gray-300 bg-white p-4";
