import { z } from "zod";
import { CALCULATOR_NAME } from "./calculator-schemas";

export const calculatorNameSchema = z.string().regex(CALCULATOR_NAME, "entries.error.invalidCalculator");

export const urlTitleSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, "entries.error.invalidUrlTitle");

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A new entry's address, "energy-k3v9x0q2m1": the calculator name and ten random characters
 * (36^10 ≈ 3.7e15), so an address cannot be guessed and never repeats in practice.
 */
export function newUrlTitle(calculator: string, randomBytes: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count))): string {
  // 252 is the largest multiple of 36 below 256: rejecting bytes above it keeps every letter equally likely.
  let suffix = "";
  while (suffix.length < 10) {
    for (const byte of randomBytes(16)) {
      if (byte < 252 && suffix.length < 10) suffix += ALPHABET[byte % 36];
    }
  }
  return `${calculator}-${suffix}`;
}
