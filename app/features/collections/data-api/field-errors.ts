import type { z } from "zod";
import { collectionsEnUs } from "../phrases/en-us";
import { wireName } from "./nested-fields";

const english = collectionsEnUs as Record<string, string>;
// collection_data is checked in its stored (camelCase) shape; messages use the names the client sent.
const wireKeys: Record<string, string> = { urlTitle: "url_title", monitorId: "monitor_id" };

/** Schema messages are phrase keys; an integration reads them in English. */
export function englishMessage(message: string): string {
  return english[message] ?? message;
}

/**
 * Zod issues as the API's field errors: `{ "data[collection_name]": ["…"] }`. An issue inside a
 * JSON field (collection_data[1].items[0].url_title) names its place in the message.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], fallbackField?: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const [first, ...rest] = issue.path;
    const field = fallbackField ?? (typeof first === "string" ? first : "data");
    const inner = fallbackField ? issue.path : rest;
    const where = inner.length > 0 ? `${inner.map((part) => (typeof part === "number" ? `[${part}]` : `.${wireKeys[String(part)] ?? String(part)}`)).join("").replace(/^\./, "")}: ` : "";
    (errors[wireName(field)] ??= []).push(`${where}${englishMessage(issue.message)}`);
  }
  return errors;
}
