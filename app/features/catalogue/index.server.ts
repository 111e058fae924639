/** The catalogue feature's server API for other features (loaders, actions, other features' server code). */
export { searchCatalogue } from "./search/search.server";
export { type MonitorCard } from "./catalogue.server";
