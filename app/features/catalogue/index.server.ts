/** The catalogue feature's server API for other features (loaders, actions, other features' server code). */
export { searchCatalogue } from "./search/search.server";
export { parseCatalogueQuery, unknownFilterValues } from "./search/parse-query.server";
export { filterIssues, type QueryIssue } from "./search/query-issues";
export { catalogueApi } from "./search/catalogue-api.server";
export { type MonitorCard, getMonitorBySlug } from "./catalogue.server";
export { similarMonitors } from "./similar.server";
// One projection per tool that reads monitors (the table is the catalogue's: decision 011).
export { findPricedScreen, findScreen, findScreenWithOnPower, findScreenWithPower, listModelChoices, pricedModelLike, type ModelChoice } from "./projections/site-models.server";
export { findPoweredMonitors, listPowerOptions, OTHER_MAKER_LIMIT, searchOtherMakers, type PowerFigures, type PowerOption, type PoweredMonitor } from "./projections/power.server";
export { findInteractiveDisplays, interactiveDisplaySpecs, listInteractiveDisplays } from "./projections/interactive-displays.server";
export { deskFacts, findUsbCMonitor, monitorLinksByIds, usbCMonitors, type MonitorLink, type UsbCMonitor } from "./projections/links-and-fittings.server";
