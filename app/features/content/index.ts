/** The content feature's public API for other features (browser-safe; server pieces are in ./index.server.ts). */
export { type Peripherals, peripheralsSchema, regionsSchema } from "./home-data";
export { buildUseCaseQuery, listUseCases } from "./use-case-query";
