/** Button and panel classes the calculators share. */
export const primaryButtonClass =
  "inline-flex items-center justify-center rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-500";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-gray-500 disabled:text-gray-600";
export const quietButtonClass =
  "inline-flex items-center rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";
export const selectClass =
  "mt-1 block w-full rounded border border-gray-500 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-brand-600";
export const panelClass = "rounded-lg border border-gray-300 bg-white p-4";
