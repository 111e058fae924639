import type { InputHTMLAttributes, ReactNode } from "react";
import { fieldInputClass, selectClass } from "./styles";

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated message; the field is then marked invalid and described by it. */
  error?: string;
};

type Described = { "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * The label, message and hint around one control, wired for assistive technology: the message
 * and the hint describe the control, and an invalid control says so.
 */
export function FieldFrame({ id, label, hint, error, className, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; className?: string; children: (described: Described) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({ ...(error ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      <FieldMessage id={errorId} error={error} />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A control's message, when it has one: the element its `aria-describedby` names. */
export function FieldMessage({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

/** A labelled input with its hint and message. */
export function FormField({ id, name, label, hint, error, className, ...input }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(described) => <input id={id} name={name} className={fieldInputClass} {...described} {...input} />}
    </FieldFrame>
  );
}

/**
 * A labelled select with its hint and message, wired like FormField; `value` is its initial value.
 */
export function SelectFormField({ id, name, label, hint, error, value, children }: { id: string; name: string; label: ReactNode; hint?: ReactNode; error?: string; value: string; children: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <select id={id} name={name} defaultValue={value} className={selectClass} {...described}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
