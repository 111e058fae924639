import { portNames } from "../vocabulary/catalogue-terms";

/** Readable port names; "Other" and unknown codes are dropped because they tell a buyer nothing. */
export function normalizePorts(interfaces: readonly string[], hasUsbC: boolean): string[] {
  const codes = new Set(interfaces.map((code) => code.trim().toLowerCase()));
  if (hasUsbC) codes.add("usb-c");
  return portNames.filter(([code]) => codes.has(code)).map(([, name]) => name);
}
