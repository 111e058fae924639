import { useT } from "~/root-data";

export type YearTableRow = {
  key: string;
  label: string;
  /** One value per year, year 1 first. */
  values: readonly number[];
  /** The row's total; the column is empty for rows without one (counts of staff…). */
  total?: number;
  /** Sums and results (total benefits, net) stand out. */
  emphasis?: boolean;
  /** A different formatter for this row (staff counts in a money table). */
  format?: (value: number) => string;
};

export type YearTableProps = {
  caption: string;
  rows: readonly YearTableRow[];
  format: (value: number) => string;
  /** The number of year columns; the longest row's by default. */
  years?: number;
  /** Leave out the total column (a table of rates). */
  withTotal?: boolean;
};

/**
 * Figures per year with a total column, rows named by their first cell. It scrolls sideways on
 * a narrow screen rather than squeezing the numbers, and prints whole.
 */
export function YearTable({ caption, rows, format, years, withTotal = true }: YearTableProps) {
  const t = useT();
  const count = years ?? Math.max(0, ...rows.map((row) => row.values.length));
  const yearNumbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm break-inside-avoid">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-gray-400">
            <td className="px-2 py-1" />
            {yearNumbers.map((year) => (
              <th key={year} scope="col" className="px-2 py-1 text-right whitespace-nowrap">
                {t("calculator.table.year", { year })}
              </th>
            ))}
            {withTotal ? (
              <th scope="col" className="px-2 py-1 text-right">
                {t("calculator.table.total")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const rowFormat = row.format ?? format;
            return (
              <tr key={row.key} className={`border-b border-gray-200 ${row.emphasis ? "bg-gray-50 font-semibold" : ""}`}>
                <th scope="row" className={`px-2 py-1 text-left ${row.emphasis ? "font-semibold" : "font-normal"}`}>
                  {row.label}
                </th>
                {yearNumbers.map((year) => {
                  const value = row.values[year - 1];
                  return (
                    <td key={year} className="px-2 py-1 text-right tabular-nums whitespace-nowrap">
                      {value === undefined ? "" : rowFormat(value)}
                    </td>
                  );
                })}
                {withTotal ? <td className="px-2 py-1 text-right tabular-nums whitespace-nowrap">{row.total === undefined ? "" : rowFormat(row.total)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
