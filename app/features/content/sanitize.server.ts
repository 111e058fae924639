import sanitizeHtml from "sanitize-html";

/**
 * Banner titles and descriptions come from editors and may carry a little markup. Only these
 * tags survive; links keep just an http(s) or relative href, so script, event handlers, SVG
 * and `javascript:` URLs are all removed.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "br", "a"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export function sanitizeContentMarkup(html: string): string {
  return sanitizeHtml(html, allowList);
}

/** The text of some markup, for alt text and accessible names. */
export function markupText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
