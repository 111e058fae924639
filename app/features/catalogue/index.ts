/** The catalogue feature's public API for other features (browser-safe; server pieces are in ./index.server.ts). */
export { screenSize } from "./geometry";
export { type SeriesKey, seriesKeys } from "./series";
export { type CatalogueQuery, DEFAULT_SORT, emptyCatalogueQuery, filterIds, serializeCatalogueQuery, sortKeys } from "./search/query";
export { MonitorCard, type CollectButton } from "./components/monitor-card";
export { ProductsPage, type ProductsPageData } from "./components/products-page";
export { ProductPage, type ProductPageProps } from "./components/product-page";
