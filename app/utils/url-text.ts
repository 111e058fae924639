/**
 * Reading text that arrives in an address (a hash, a share link, a query value someone typed).
 * `decodeURIComponent` throws a URIError on a broken escape ("#%", "%E0%A4%A"); a page must
 * show itself with a notice instead, so every decode of address text goes through here.
 */
export function tryDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The element id a hash names ("#c1-row-2-monitor"), or null when the hash cannot be read. */
export function hashTarget(hash: string): { id: string } | { id: null; unreadable: boolean } {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (raw === "") return { id: null, unreadable: false };
  const id = tryDecodeURIComponent(raw);
  return id === null ? { id: null, unreadable: true } : { id };
}
