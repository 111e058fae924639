// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { referenceGamuts } from "#db/vocabulary/gamut";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { ProductGamut } from "./product-gamut";

afterEach(cleanup);

const primaries = { ...referenceGamuts.dciP3, white: { x: 0.3127, y: 0.329 } };
const sources = [{ field: "gamut", source: "edid/dell/U2723QE.txt#Digital/Dell/DEL426D/5200E3BE6AD6" }];

function renderGamut(language: "en-us" | "zh-cn", props: Partial<Parameters<typeof ProductGamut>[0]> = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: `/${language}/product/u2723qe`,
      loader: () => ({ language, site: "work", phrases: language === "en-us" ? enUs : zhCn }),
      Component: () => (
        <ProductGamut title="Dell UltraSharp U2723QE" model="U2723QE" gamut={{ srgbPct: 100, dciP3Pct: 100, adobeRgbPct: 80.5 }} primaries={primaries} sources={sources} {...props} />
      ),
    },
  ]);
  render(<Stub initialEntries={[`/${language}/product/u2723qe`]} />);
}

describe("ProductGamut", () => {
  it("draws the locus, the three references and the monitor, with a table of the same figures", async () => {
    renderGamut("en-us");
    const diagram = await screen.findByRole("img", { name: /CIE 1931 chromaticity diagram: the gamut triangle of Dell UltraSharp U2723QE/ });
    expect(diagram.querySelectorAll("polygon[data-reference]")).toHaveLength(3);
    expect(diagram.querySelectorAll("polygon[data-monitor='U2723QE']")).toHaveLength(1);
    // The monitor's triangle uses DCI-P3's primaries, so its corners are the reference's corners.
    expect(diagram.querySelector("polygon[data-monitor]")!.getAttribute("points")).toBe(diagram.querySelector("polygon[data-reference='dciP3']")!.getAttribute("points"));
    const table = screen.getByRole("table", { name: "Gamut of Dell UltraSharp U2723QE: primaries and coverage" });
    expect(within(table).getByRole("row", { name: "Red 0.68, 0.32" })).toBeTruthy();
    expect(within(table).getByRole("row", { name: "Coverage: Adobe RGB 80.5%" })).toBeTruthy();
    expect(screen.getByText(/Declared by the monitor in its EDID, not measured/)).toBeTruthy();
    expect(screen.getByText("Source: linuxhw/EDID, linux-hardware.org (CC BY 4.0), report Digital/Dell/DEL426D/5200E3BE6AD6 (U2723QE)")).toBeTruthy();
  });

  it("says in words that the primaries are unknown, in Chinese too", async () => {
    renderGamut("zh-cn", { gamut: null, primaries: null, sources: [] });
    expect(await screen.findByText("此型号的原色坐标未注明。")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
