import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import type { FieldErrors, FieldMessage } from "../input-schema";

/** Field messages in the page's language, their bounds formatted with Intl. */
export function useFieldMessages(errors: FieldErrors) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const text = (message: FieldMessage) =>
    t(message.key, Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, typeof value === "number" ? format.number(value) : value])));
  return (field: string): string | undefined => {
    const message = errors[field];
    return message ? text(message) : undefined;
  };
}
