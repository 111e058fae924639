/**
 * The data service nests every field under `data`: `?data[entry_id]=…` in a query string and
 * `data[collection_name]=…` in form bodies (the spec's wire format). This reads one level of
 * that nesting into a plain record; files and deeper nesting are not part of the format.
 */
export function readDataFields(source: URLSearchParams | FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of source.entries()) {
    const match = /^data\[([a-z0-9_]+)\]$/.exec(name);
    if (match?.[1] && typeof value === "string" && !(match[1] in fields)) fields[match[1]] = value;
  }
  return fields;
}

/** The wire name of a field, as a client wrote it: collection_name → data[collection_name]. */
export const wireName = (field: string) => `data[${field}]`;
