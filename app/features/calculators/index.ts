/** The calculators feature's public API for other features (browser-safe; server pieces are in ./index.server.ts). */
export { ShareBar } from "./frame/components/share-bar";
export { savedQuerySchema } from "./frame/saved-query";
export { withoutEmptyParams } from "./frame/empty-params";
export { FieldMessage, FormField } from "./shared/components/form-field";
export { primaryButtonClass, selectClass } from "./shared/components/styles";
