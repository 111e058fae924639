export type Pullout = { key: string; label: string; value: string; note?: string };

/** The one to four headline figures of a result, large, each with its label and an optional note. */
export function Pullouts({ items }: { items: readonly Pullout[] }) {
  const columns = items.length >= 4 ? "sm:grid-cols-2 lg:grid-cols-4" : items.length === 3 ? "sm:grid-cols-3" : items.length === 2 ? "sm:grid-cols-2" : "";
  return (
    <dl className={`grid gap-4 ${columns} print:grid-cols-4`}>
      {items.map((item) => (
        <div key={item.key} className="rounded-lg border border-gray-300 bg-white p-4 break-inside-avoid">
          <dt className="text-sm font-medium text-gray-700">{item.label}</dt>
          <dd className="order-last mt-1 text-3xl font-bold tabular-nums text-ink">{item.value}</dd>
          {item.note ? <dd className="order-last mt-1 text-sm text-gray-700">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
