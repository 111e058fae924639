/** The calculators feature's server API for other features (loaders, actions, other features' server code). */
export { mayUseTool } from "./frame/access.server";
export { restoreSavedQuery } from "./frame/saved-query.server";
