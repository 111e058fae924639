import { useId, useState } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { useLocale, useT } from "~/root-data";
import { MAX_CONVERTER_AMOUNT, readConverterAmount, type ConverterAmount } from "../converter-amount";
import { convertAmount } from "../exchange-rate";
import { currencyName, formatMoney } from "~/utils/money";
import { collatorOf, dateTimeFormatOf, numberFormatOf } from "~/utils/intl";
import { FALLBACK_RATES_SET } from "../exchange-rate-fallback";
import { useHydrated } from "../use-hydrated";
import { FieldMessage } from "./form-field";
import { fieldInputClass, secondaryButtonClass, selectClass } from "./styles";

export type ConverterRates = {
  /** Units per US dollar, and whether the rate came from the live service. */
  rates: Record<string, { ratePerUsd: number; live: boolean }>;
  /** The live rates' date, when they are live. */
  date: string | null;
};

const PARAMS = { amount: "cvAmount", from: "cvFrom", to: "cvTo" } as const;

/** The converter's own address parameters: not a calculator's inputs (its page leaves them out of share links). */
export const CONVERTER_PARAMS: readonly string[] = Object.values(PARAMS);

const amountErrors = {
  empty: "energy.converter.amountEmpty",
  "not-a-number": "energy.converter.amountNotNumber",
  negative: "energy.converter.amountNegative",
  "too-large": "energy.converter.amountTooLarge",
} as const satisfies Record<Extract<ConverterAmount, { ok: false }>["reason"], string>;

/**
 * A small converter (amount, from, to) for every calculator. It converts as you type; without
 * JavaScript its Convert button reloads the page with the answer.
 */
export function CurrencyConverter({ rates, defaultTo }: { rates: ConverterRates; defaultTo: string }) {
  const t = useT();
  const { locale } = useLocale();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const id = useId();
  const collator = collatorOf(locale);
  // Each name looked up once, not twice per comparison.
  const currencies = Object.keys(rates.rates)
    .map((code) => ({ code, name: currencyName(code, locale) }))
    .sort((first, second) => collator.compare(first.name, second.name))
    .map((entry) => entry.code);
  const pick = (value: string | null, fallback: string) => (value && value in rates.rates ? value : fallback);
  const [amountText, setAmountText] = useState(searchParams.get(PARAMS.amount) ?? "100");
  const [from, setFrom] = useState(pick(searchParams.get(PARAMS.from), "USD"));
  const [to, setTo] = useState(pick(searchParams.get(PARAMS.to), pick(defaultTo, "USD")));
  const read = readConverterAmount(amountText);
  const amount = read.ok ? read.value : null;
  const fromRate = rates.rates[from];
  const toRate = rates.rates[to];
  const converted = amount !== null && fromRate && toRate ? convertAmount(amount, fromRate.ratePerUsd, toRate.ratePerUsd) : null;
  const rateNote = (currency: string) =>
    currency === "USD"
      ? t("energy.converter.rateBase")
      : rates.rates[currency]?.live
        ? t("energy.converter.rateLive", { currency, date: rates.date ?? "" })
        : t("energy.converter.rateFallback", {
            currency,
            // The fallback set's month, as the language writes it ("June 2026").
            date: dateTimeFormatOf(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${FALLBACK_RATES_SET.date}T00:00:00Z`)),
            source: t("energy.rates.fallbackSource"),
          });
  const kept = [...searchParams].filter(([name]) => !Object.values(PARAMS).includes(name as never));

  return (
    <details className="rounded-lg border border-gray-300 p-4 print:hidden" open={searchParams.has(PARAMS.amount) || undefined}>
      <summary className="cursor-pointer text-lg font-semibold">{t("energy.converter.title")}</summary>
      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        className="mt-4 grid gap-4 sm:grid-cols-3"
        onSubmit={(event) => {
          if (hydrated) event.preventDefault();
        }}
      >
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor={`${id}-amount`} className="block text-sm font-medium">
            {t("energy.converter.amount")}
          </label>
          <input
            id={`${id}-amount`}
            name={PARAMS.amount}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className={fieldInputClass}
            value={amountText}
            aria-invalid={amount === null ? true : undefined}
            aria-describedby={amount === null ? `${id}-error` : undefined}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <FieldMessage id={`${id}-error`} error={read.ok ? undefined : t(amountErrors[read.reason], { max: numberFormatOf(locale).format(MAX_CONVERTER_AMOUNT) })} />
        </div>
        {(
          [
            { key: "from", label: t("energy.converter.from"), value: from, set: setFrom, name: PARAMS.from },
            { key: "to", label: t("energy.converter.to"), value: to, set: setTo, name: PARAMS.to },
          ] as const
        ).map((field) => (
          <div key={field.key}>
            <label htmlFor={`${id}-${field.key}`} className="block text-sm font-medium">
              {field.label}
            </label>
            <select id={`${id}-${field.key}`} name={field.name} className={selectClass} value={field.value} onChange={(event) => field.set(event.target.value)}>
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currencyName(currency, locale)} ({currency})
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="sm:col-span-3">
          <output htmlFor={`${id}-amount ${id}-from ${id}-to`} aria-live="polite" className="block text-lg font-semibold">
            {converted !== null && amount !== null ? `${formatMoney(amount, from, locale)} = ${formatMoney(converted, to, locale)}` : ""}
          </output>
          <p className="mt-1 text-xs text-gray-700">
            {rateNote(from)} {from === to ? "" : rateNote(to)}
          </p>
          {hydrated ? null : (
            <button type="submit" className={`${secondaryButtonClass} mt-2`}>
              {t("energy.converter.convert")}
            </button>
          )}
        </div>
      </Form>
    </details>
  );
}
