/**
 * Where the tornado prints each row's two values: each beside its own bar. The "25 % lower" NPV
 * is not always the smaller one — a lower risk adjustment or a lower price raises the NPV — so
 * printing "lower" on the left always put that row's value beside the other bar (issue 47).
 */
import type { SensitivityRow } from "./analysis";

export type TornadoSide = { change: "lower" | "higher"; npv: number };

/** The row's two values, the smaller NPV first (left of the calculated NPV), the larger second (right). */
export function tornadoSides(row: Pick<SensitivityRow, "npvLow" | "npvHigh">): readonly [TornadoSide, TornadoSide] {
  const lower: TornadoSide = { change: "lower", npv: row.npvLow };
  const higher: TornadoSide = { change: "higher", npv: row.npvHigh };
  return row.npvLow <= row.npvHigh ? [lower, higher] : [higher, lower];
}
