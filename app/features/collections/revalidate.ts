import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * React Router skips reloading after an action that answered 4xx. A 409 means another tab
 * changed the collection, so this page must reload to show the fresh state.
 */
export function revalidateOnConflict({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return actionStatus === 409 || defaultShouldRevalidate;
}
