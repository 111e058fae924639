/** The library feature's server API for other features (loaders, actions, other features' server code). */
export { getVisitorSettings } from "./settings.server";
