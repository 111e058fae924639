import { useT } from "~/root-data";
import type { Said } from "../definition";

/** A calculator's sources, numbered, under their heading (each in the visitor's language). */
export function SourcesList({ id, title, sources }: { id: string; title: string; sources: readonly Said[] }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-xl font-semibold">
        {title}
      </h3>
      <ol className="list-decimal space-y-1 pl-6 text-gray-800">
        {sources.map((source) => (
          <li key={source.key}>{t(source.key, source.values)}</li>
        ))}
      </ol>
    </section>
  );
}
