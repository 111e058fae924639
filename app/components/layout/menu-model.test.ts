import { describe, expect, it } from "vitest";
import { tools, visibleToolLinks } from "~/utils/tool-registry";
import { enUs } from "~/i18n/phrases/en-us";
import { createTranslator } from "~/i18n/translate";
import type { FeatureFlags } from "~/utils/env.server";
import { buildMainMenu } from "./menu-model";

const t = createTranslator(enUs);
const features: FeatureFlags = {
  collections: true,
  languages: true,
  banners: true,
  tools: true,
  heroAnimation: true,
  definitionLinks: true,
  notifications: false,
  tei: true,
};

function toolLinks(options: { features: FeatureFlags; isPartner?: boolean }) {
  const isPartner = options.isPartner ?? false;
  const visible = visibleToolLinks({ isPartner, teiEnabled: options.features.tei });
  const menu = buildMainMenu({ t, features: options.features, isPartner, useCases: [], tools: visible });
  const group = menu.find((entry) => entry.id === "tools");
  return group?.kind === "group" ? group.items.map((item) => item.to) : null;
}

describe("the Useful Tools menu (issue 11 #19)", () => {
  it("lists exactly the working tools, never one that is being built", () => {
    const ready = tools.filter((tool) => tool.status === "ready").map((tool) => tool.path);
    const listed = toolLinks({ features }) ?? [];
    expect(listed).toEqual(ready);
    for (const tool of tools.filter((entry) => entry.status === "building")) expect(listed, tool.id).not.toContain(tool.path);
  });

  it("follows the registry when a tool becomes ready", () => {
    expect(visibleToolLinks({ isPartner: false, teiEnabled: true }).map((tool) => tool.name)).toContain("energy");
  });

  it("still hides partner-only exclusions and the switched-off TEI calculator", () => {
    for (const isPartner of [false, true]) {
      for (const tei of [false, true]) {
        for (const link of visibleToolLinks({ isPartner, teiEnabled: tei })) {
          const tool = tools.find((entry) => entry.id === link.name)!;
          expect(tool.status, tool.id).toBe("ready");
          expect(isPartner && tool.hiddenForPartners, tool.id).toBeFalsy();
          expect(tool.requiresTei && (!tei || isPartner), tool.id).toBeFalsy();
        }
      }
    }
  });

  it("is hidden altogether by FEATURE_TOOLS=false", () => {
    expect(toolLinks({ features: { ...features, tools: false } })).toBeNull();
  });
});
