import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { collectionClientAction } from "./collection-client-action";

const post = (fields: Record<string, string>) => new Request("http://localhost/en-us/collections", { method: "POST", body: new URLSearchParams(fields) });

describe("collectionClientAction (issue 11 #15)", () => {
  it("passes the server's answer through untouched", async () => {
    const answer = { ok: true, intent: "create", toast: "created" };
    expect(await collectionClientAction({ request: post({ intent: "create", name: "X" }), serverAction: async () => answer })).toBe(answer);
  });

  it.each([
    ["the network is gone", new TypeError("Failed to fetch")],
    ["a proxy answered an HTML error page", new Error("Unable to decode turbo-stream response")],
    ["the server threw", new Response("Internal Server Error", { status: 500 })],
  ])("keeps the page and names the toast when %s", async (_case, failure) => {
    const create = await collectionClientAction({ request: post({ intent: "create", name: "X" }), serverAction: () => Promise.reject(failure) });
    expect(create).toMatchObject({ data: { ok: false, intent: "create", toast: "createFailed" }, init: { status: 500 } });
    const add = await collectionClientAction({ request: post({ intent: "add-item", collectionId: "x" }), serverAction: () => Promise.reject(failure) });
    expect(add).toMatchObject({ data: { ok: false, intent: "add-item", toast: "failed" }, init: { status: 500 } });
    const unknown = await collectionClientAction({ request: post({ intent: "drop-tables" }), serverAction: () => Promise.reject(failure) });
    expect(unknown).toMatchObject({ data: { ok: false, intent: null, toast: "failed" } });
  });

  it("lets a redirect (sign in again) go ahead", async () => {
    const toSignIn = redirect("/en-us/auth/sign-in");
    await expect(collectionClientAction({ request: post({ intent: "create" }), serverAction: () => Promise.reject(toSignIn) })).rejects.toBe(toSignIn);
  });
});
