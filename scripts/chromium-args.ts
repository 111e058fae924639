/**
 * How the end-to-end tests and the bench's browser lines start Debian's chromium: headless, no
 * sandbox (CI runs as root), and nothing in the background that would add requests or CPU.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
