/** What other features (the data service's devices channel) may use of the devices tool. */
export { forms, operatingSystems, osVersionSlugs, osVersions, osVersionsFor, scenarios } from "./catalogue";
export { listDevices } from "./devices.server";
export { lookUpRecommendation } from "./lookup.server";
