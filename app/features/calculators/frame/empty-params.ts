/**
 * Where a page address with empty parameters should go instead, else null. A form sent without
 * JavaScript carries every field, empty ones included (`a.gain=&salary=`); empty means "the
 * default", so the canonical address leaves them out — the same address the script-driven form
 * goes to, and the one the share link shows. The browser keeps the `#results` fragment across
 * the redirect (a Location without a fragment inherits the request's). `paired` names keep
 * their empty values: an `options` field's cells pair up by position (`c1m=&c1q=10`).
 */
/** Whether the canonical address keeps a parameter: a value, or an empty one of a `paired` name. */
export function keepsParam(name: string, value: string, paired: readonly string[]): boolean {
  return value.trim() !== "" || paired.includes(name);
}

export function withoutEmptyParams(url: URL, paired: readonly string[] = []): string | null {
  const params = [...url.searchParams];
  const said = ([name, value]: [string, string]) => keepsParam(name, value, paired);
  if (params.every(said)) return null;
  const kept = new URLSearchParams(params.filter(said));
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
