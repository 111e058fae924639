/** The gamut diagram and its pieces, for the product and comparison pages. */
export { ProductGamut } from "./components/product-gamut";
export { ChromaticityDiagram, type DiagramGamut } from "./components/chromaticity-diagram";
export { GamutLegend } from "./components/gamut-legend";
export { GamutTable, type GamutEntry } from "./components/gamut-table";
