import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import type { LanguageCode } from "~/i18n/languages";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator, type PhraseMap } from "~/i18n/translate";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { catalogueApi } from "./catalogue-api.server";

type Context = { language: LanguageCode; hostMode: boolean; t: ReturnType<typeof createTranslator> };
const en: Context = { language: "en-us", hostMode: false, t: createTranslator(enUs as PhraseMap, "en-US") };
const zh: Context = { language: "zh-cn", hostMode: false, t: createTranslator(zhCn as PhraseMap, "zh-CN") };

describe.each(databaseKinds)("the catalogue API on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  const call = (query: string, context = en) => catalogueApi(handle.db, new URLSearchParams(query), context);

  it("answers alsoMatching with a link that lists those models too", async () => {
    const answer = await call("catalogue=work&search=27 4k usb-c");
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    expect(answer.body.total).toBe(4);
    expect(answer.body.alsoMatching).toMatchObject({ unknownFacts: ["ports"], href: "/en-us/products?search=27+4k+usb-c&unspecified=match" });
    const listed = await call("catalogue=work&search=27 4k usb-c&unspecified=match");
    if (listed.status !== 200) throw new Error("expected 200");
    expect(listed.body.total).toBe(4 + answer.body.alsoMatching!.count);
    expect(listed.body.items.map((item) => item.model)).toEqual(expect.arrayContaining(["U2725QE", "P2725QE"]));
    // The Home site's link carries its prefix.
    const home = await call("catalogue=home&search=hdr");
    if (home.status !== 200) throw new Error("expected 200");
    expect(home.body.alsoMatching?.href).toBe("/for-home/en-us/products?search=hdr&unspecified=match");
  });

  it("labels the Not specified option in the page's language", async () => {
    const answer = await call("catalogue=work&ports=not-specified", zh);
    if (answer.status !== 200) throw new Error("expected 200");
    expect(answer.body.facets.find((facet) => facet.id === "ports")?.options.at(-1)).toMatchObject({ value: "not-specified", label: "未注明", selected: true });
  });

  it("answers 400 naming each field: an unknown option, site or repeated scalar", async () => {
    expect(await call("catalogue=work&series=nope&ports=usb-c")).toEqual({
      status: 400,
      body: { message: "A parameter of the query is not valid.", issues: [{ field: "series", message: "Series (series): there is no option “nope”." }] },
    });
    const zhAnswer = await call("catalogue=office&search=a&search=b", zh);
    expect(zhAnswer.status).toBe(400);
    expect(zhAnswer.body).toMatchObject({
      issues: [
        { field: "search", message: "此参数只能给出一次。" },
        { field: "catalogue", message: "catalogue：请指定站点，work 或 home。" },
      ],
    });
  });
});
