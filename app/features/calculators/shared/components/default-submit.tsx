/**
 * The form's default button, first in the form. Pressing Enter in a field clicks a form's first
 * submit button; in a form with row buttons ("Add a monitor", "Add a room", "Update layout")
 * that would add a row instead of calculating. This copy of the Calculate button comes first,
 * unseen and out of the tab order and the accessibility tree (the visible one follows the inputs).
 */
export function DefaultSubmit({ label }: { label: string }) {
  return (
    <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
      {label}
    </button>
  );
}
