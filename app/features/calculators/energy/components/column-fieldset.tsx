import { FormField } from "~/features/calculators/shared/components/form-field";
import { quietButtonClass, secondaryButtonClass } from "~/features/calculators/shared/components/styles";
import { useT } from "~/root-data";
import { columnParam, fieldId, MAX_ROWS_PER_COLUMN, type RawColumn } from "../form-state";
import type { MonitorOption } from "../monitor-types";
import { BOUNDS } from "../input-schema";
import { MonitorPicker } from "./monitor-picker";

type ColumnFieldsetProps = {
  index: number;
  /** The form's address: typed fields are drawn anew when it changes (EnergyInputFormProps.redraw). */
  redraw: string;
  column: RawColumn;
  inputAction: string;
  series: readonly string[];
  options: readonly MonitorOption[];
  extraOptions: readonly MonitorOption[];
  message: (field: string) => string | undefined;
};

/** One option of the comparison: its name and its monitor rows (series → monitor, quantity). */
export function ColumnFieldset({ index, redraw, column, inputAction, series, options, extraOptions, message }: ColumnFieldsetProps) {
  const t = useT();
  const optionName = t("energy.option", { number: index + 1 });
  const rowButton = (intent: string) => ({ type: "submit" as const, name: "intent", value: intent, formAction: inputAction, formNoValidate: true });
  return (
    <fieldset className="rounded-lg border border-gray-300 p-4">
      <legend className="px-1 text-lg font-semibold">{column.name || optionName}</legend>
      <FormField
        key={redraw}
        id={`c${index + 1}-name`}
        name={columnParam(index, "name")}
        label={t("energy.input.optionName")}
        hint={t("energy.input.optionNameHint", { name: optionName })}
        defaultValue={column.name}
        maxLength={60}
        autoComplete="off"
      />
      <ol className="mt-4 space-y-4">
        {column.rows.map((row, rowIndex) => {
          const context = t("energy.input.rowContext", { row: rowIndex + 1, option: column.name || optionName });
          const monitorId = fieldId.monitor(index, rowIndex);
          return (
            <li key={rowIndex} className="rounded border border-gray-200 bg-gray-50 p-3">
              <MonitorPicker
                id={monitorId}
                redraw={redraw}
                name={columnParam(index, "monitor")}
                label={t("energy.input.monitor", { row: rowIndex + 1 })}
                context={context}
                value={row.monitor}
                series={series}
                options={options}
                extraOptions={extraOptions}
                error={message(monitorId)}
                errorId={`${monitorId}-error`}
              />
              <FormField
                key={redraw}
                className="mt-3"
                id={fieldId.quantity(index, rowIndex)}
                name={columnParam(index, "quantity")}
                label={t("energy.input.quantity", { row: rowIndex + 1 })}
                type="number"
                inputMode="numeric"
                min={BOUNDS.quantity.min}
                max={BOUNDS.quantity.max}
                step={1}
                defaultValue={row.quantity}
                error={message(fieldId.quantity(index, rowIndex))}
              />
              <div className="mt-2 flex flex-wrap gap-2">
                {rowIndex > 0 ? (
                  <button {...rowButton(`first-${index + 1}-${rowIndex + 1}`)} className={quietButtonClass}>
                    {t("energy.input.moveFirst")}
                    <span className="sr-only"> – {context}</span>
                  </button>
                ) : null}
                {column.rows.length > 1 ? (
                  <button {...rowButton(`remove-${index + 1}-${rowIndex + 1}`)} className={quietButtonClass}>
                    {t("energy.input.remove")}
                    <span className="sr-only"> – {context}</span>
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <button
        id={fieldId.add(index)}
        {...rowButton(`add-${index + 1}`)}
        disabled={column.rows.length >= MAX_ROWS_PER_COLUMN}
        className={`${secondaryButtonClass} mt-4`}
      >
        {t("energy.input.addMonitor")}
        <span className="sr-only"> – {column.name || optionName}</span>
      </button>
    </fieldset>
  );
}
