import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * React Router skips reloading after an action that answered 4xx. A 409 means another tab
 * changed the collection, so this page must reload to show the fresh state.
 */
export function revalidateOnConflict({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/**
 * The list page also reloads after a 404: the saved calculation (or collection) was deleted in
 * another tab, and the row that named it should go.
 */
export function revalidateOnConflictOrGone(args: ShouldRevalidateFunctionArgs): boolean {
  return args.actionStatus === 404 || revalidateOnConflict(args);
}
