const base = "http://return-to.invalid";
// Control characters: URL parsers drop tabs and newlines, so "/\t/evil" would become "//evil".
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
const unsafeCharacters = /[\u0000-\u001f\u007f\\]/;

function isSafePath(candidate: string): boolean {
  return candidate.startsWith("/") && !candidate.startsWith("//") && !unsafeCharacters.test(candidate);
}

/**
 * The value when it is a path on this site, else `fallback`. Only "/…" paths pass; anything a
 * browser could read as another host (protocol-relative, backslashes, encoded slashes, schemes,
 * control characters) falls back, and so do the sign-in pages themselves, which would loop.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!isSafePath(value) || !isSafePath(decoded)) return fallback;
  const url = new URL(value, base);
  if (url.origin !== base) return fallback;
  if (/\/auth\/(sign-in|sign-out|signed-in|logged-out)\/?$/i.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
