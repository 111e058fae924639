import type { InputHTMLAttributes, ReactNode } from "react";

export const fieldInputClass =
  "mt-1 block w-full rounded border border-gray-500 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-brand-600";

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated message; the field is then marked invalid and described by it. */
  error?: string;
};

/**
 * A labelled input with its hint and message, wired for assistive technology: the message and
 * the hint describe the field, and an invalid field says so.
 */
export function FormField({ id, name, label, hint, error, className, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={fieldInputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
