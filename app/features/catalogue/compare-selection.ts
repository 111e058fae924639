/** The header's entry to the comparison store; the store itself lives in ./compare. */
export { useCompareCount } from "./compare/selection-store";
