/** The devices feature's public API for other features (browser-safe; server pieces are in ./index.server.ts). */
export { type Device } from "./catalogue";
export { type FactSource } from "./cited-sources";
export { deviceSeed } from "./device-list";
