/** The content feature's server API for other features (loaders, actions, other features' server code). */
export { readContent } from "./content-store.server";
export { readHomeData } from "./home-content.server";
