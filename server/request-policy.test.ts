import { describe, expect, it } from "vitest";
import { anonymousPageCacheControl, bodyLimit, cachePolicy, hasCredentials, isApiPath, isReadableUrlencoded, jsonDepthExceeds, limits, strictDecode, unreadableUrlStatus } from "./request-policy";

describe("body limits", () => {
  it("gives forms 64 KB, everything else 16 KB", () => {
    expect(bodyLimit("POST", "/en-us/collections", { contentType: "application/x-www-form-urlencoded" })).toBe(64 * 1024);
    expect(bodyLimit("POST", "/en-us/collections", { contentType: "multipart/form-data; boundary=x" })).toBe(64 * 1024);
    expect(bodyLimit("POST", "/en-us/api/monitors", { contentType: "application/json" })).toBe(16 * 1024);
    expect(bodyLimit("GET", "/en-us", {})).toBe(0);
  });

  it("gives saved calculator data 256 KB only to a client with credentials", () => {
    expect(bodyLimit("POST", "/api/data/create_entry", { contentType: "application/json", authorization: "Bearer k" })).toBe(limits.savedData);
    expect(bodyLimit("POST", "/api/data/update_entry", { contentType: "application/x-www-form-urlencoded", cookie: "a=1; mc_session=abc" })).toBe(limits.savedData);
    expect(bodyLimit("POST", "/api/data/create_entry", { contentType: "application/json" })).toBe(limits.other);
    expect(bodyLimit("POST", "/api/data/delete_entry", { contentType: "application/json", authorization: "Bearer k" })).toBe(limits.other);
  });
});

describe("encodings", () => {
  it("refuses NUL, broken escapes and overlong UTF-8", () => {
    for (const bad of ["%00", "%", "%E0%A4%A", "%C0%AF", "%C0%80", "%ED%A0%80", "a%zz"]) expect(strictDecode(bad)).toBeUndefined();
    expect(strictDecode("caf%C3%A9")).toBe("café");
  });

  it("answers 404 for a bad path and 400 for a bad query", () => {
    expect(unreadableUrlStatus("/en-us/products%00")).toBe(404);
    expect(unreadableUrlStatus("/en-us/%E0%A4%A")).toBe(404);
    expect(unreadableUrlStatus("/en-us/products?q=%00")).toBe(400);
    expect(unreadableUrlStatus("/en-us/products?q=%")).toBe(400);
    expect(unreadableUrlStatus("/en-us/products?q=caf%C3%A9&x=a+b")).toBeUndefined();
    expect(isReadableUrlencoded("name=%C0%AF")).toBe(false);
  });
});

describe("JSON depth", () => {
  it("counts nesting without recursion and ignores brackets inside strings", () => {
    expect(jsonDepthExceeds("[".repeat(33) + "]".repeat(33))).toBe(true);
    expect(jsonDepthExceeds("[".repeat(32) + "]".repeat(32))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ a: "[[[[".repeat(40) }))).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${"{".repeat(40)}"}`)).toBe(false);
    expect(jsonDepthExceeds("[".repeat(100_000))).toBe(true);
  });
});

describe("cache policy", () => {
  const page = { method: "GET", path: "/en-us/products", signedIn: false, status: 200, routeCacheControl: null };
  it("lets shared caches keep anonymous pages, varying by cookie, with an ETag", () => {
    expect(anonymousPageCacheControl).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
    expect(cachePolicy(page)).toEqual({ cacheControl: anonymousPageCacheControl, vary: ["Cookie"], etag: true });
    expect(cachePolicy({ ...page, routeCacheControl: "public, max-age=300" })).toEqual({ cacheControl: "public, max-age=300", vary: ["Cookie"], etag: true });
  });
  it("keeps a route's private policy without an ETag", () => {
    expect(cachePolicy({ ...page, routeCacheControl: "private, max-age=300" })).toEqual({ cacheControl: "private, max-age=300", vary: [], etag: false });
  });
  it("makes an API answer public only when its route says so", () => {
    expect(cachePolicy({ ...page, path: "/en-us/api/monitors", routeCacheControl: "public, max-age=300" })).toEqual({ cacheControl: "public, max-age=300", vary: ["Cookie"], etag: true });
    expect(cachePolicy({ ...page, path: "/en-us/api/monitors" })).toEqual({ cacheControl: "private, no-store", vary: [], etag: false });
    expect(cachePolicy({ ...page, path: "/api/data/search_entry", routeCacheControl: "no-store" }).cacheControl).toBe("private, no-store");
    expect(cachePolicy({ ...page, path: "/en-us/api/resources", routeCacheControl: "private, max-age=300" }).cacheControl).toBe("private, no-store");
  });
  it("makes signed-in answers, errors, redirects and writes private, never with an ETag", () => {
    const privateAnswer = { cacheControl: "private, no-store", vary: [], etag: false };
    expect(cachePolicy({ ...page, signedIn: true, routeCacheControl: "public, max-age=300" })).toEqual(privateAnswer);
    expect(cachePolicy({ ...page, path: "/en-us/api/monitors", signedIn: true, routeCacheControl: "public, max-age=300" })).toEqual(privateAnswer);
    expect(cachePolicy({ ...page, method: "POST" })).toEqual(privateAnswer);
    expect(cachePolicy({ ...page, status: 404 })).toEqual(privateAnswer);
    expect(cachePolicy({ ...page, status: 503 })).toEqual(privateAnswer);
    // The language redirects read the cookie and Accept-Language.
    expect(cachePolicy({ ...page, path: "/", status: 302 })).toEqual(privateAnswer);
    expect(isApiPath("/apiary")).toBe(false);
  });
  it("counts a session cookie or an Authorization header as credentials", () => {
    expect(hasCredentials({ cookie: "mc_lang=en-us" })).toBe(false);
    expect(hasCredentials({ cookie: "mc_lang=zh-cn; __Host-mc_session=abc" })).toBe(true);
    expect(hasCredentials({ cookie: "mc_lang=zh-cn;mc_session=abc" })).toBe(true);
    // An emptied session cookie (signed out) is no credential; nor is a look-alike name.
    expect(hasCredentials({ cookie: "mc_session=; mc_lang=zh-cn" })).toBe(false);
    expect(hasCredentials({ cookie: "xmc_session=abc" })).toBe(false);
    expect(hasCredentials({ authorization: "Bearer key" })).toBe(true);
  });
});
