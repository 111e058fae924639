/** The auth feature's server API for other features (loaders, actions, other features' server code). */
export { getViewer, requireViewer, type Viewer } from "./viewer.server";
export { requireSameOrigin } from "./csrf.server";
export { hideFromPartners } from "./partner-visibility.server";
