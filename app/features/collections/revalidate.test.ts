import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { revalidateOnConflict, revalidateOnConflictOrGone } from "./revalidate";

// React Router's default after a 4xx action is not to reload.
const after = (actionStatus: number) => ({ actionStatus, defaultShouldRevalidate: actionStatus < 400 }) as ShouldRevalidateFunctionArgs;

describe("reloading a collections page after a form post", () => {
  it("reloads after a success and a conflict, not after a refused form", () => {
    expect([200, 409, 400, 404].map((status) => revalidateOnConflict(after(status)))).toEqual([true, true, false, false]);
  });

  it("on the list page also after 'not found', so a row deleted elsewhere goes", () => {
    expect([200, 409, 400, 404, 429].map((status) => revalidateOnConflictOrGone(after(status)))).toEqual([true, true, false, true, false]);
  });
});
