/** Text for HTML: the server's own pages (error answers, the development sign-in) show values that came in with a request. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
