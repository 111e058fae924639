/** Energy-shaped option fields for the frame's tests: a layout select and the options it counts. */
import type { FieldSpec, OptionsSpec } from "./definition";

export const layoutField: FieldSpec = {
  name: "layout",
  kind: "select",
  label: "energy.input.layout",
  options: [
    { value: "single", label: { key: "energy.layout.single" } },
    { value: "double", label: { key: "energy.layout.double" } },
  ],
};

/** Options `c1`, `c2`… counted by `layout`, rows of a monitor (`m`) and a quantity (`q`, empty = `fallback`). */
export function optionsField(maxRows: number, fallback: string): OptionsSpec {
  return {
    name: "c",
    kind: "options",
    label: "energy.input.options",
    countBy: "layout",
    maxRows,
    columns: [
      { key: "m", id: "monitor", kind: "monitor", label: "energy.input.monitor", choose: "energy.input.chooseMonitor" },
      { key: "q", id: "quantity", kind: "number", label: "energy.input.quantity", min: 1, max: 10, fallback },
    ],
    optionLabel: "energy.option",
    nameLabel: "energy.input.optionName",
    nameHint: "energy.input.optionNameHint",
    nameMaxLength: 60,
    addLabel: "energy.input.addMonitor",
    removeLabel: "energy.input.remove",
    firstLabel: "energy.input.moveFirst",
    rowContext: "energy.input.rowContext",
  };
}
