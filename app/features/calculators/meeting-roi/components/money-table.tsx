const cellClass = "px-2 py-1 text-right tabular-nums";

export type MoneyRow = { key: string; label: string; cells: string[]; emphasis?: boolean };

/** A captioned table of labelled rows of figures (already formatted), first column the row's name. */
export function MoneyTable({ caption, columns, rows, note }: { caption: string; columns: string[]; rows: MoneyRow[]; note?: string }) {
  return (
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm break-inside-avoid">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-gray-400">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === 0 ? "px-2 py-1 text-left" : cellClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`border-b border-gray-200 ${row.emphasis ? "font-semibold" : ""}`}>
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {row.emphasis ? <strong>{row.label}</strong> : row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={cellClass}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className="mt-1 text-sm text-gray-700">{note}</p> : null}
    </div>
  );
}
