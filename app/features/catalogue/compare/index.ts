/**
 * The comparison feature's public face for other pages: the "Compare" checkbox and the selection
 * store's hooks. Everything else in this folder is the comparison page's own.
 */
export { CompareToggle } from "./components/compare-toggle";
export {
  comparisonSelection,
  COMPARE_STORAGE_KEY,
  HIGHLIGHT_CLASS,
  useCompareCount,
  useMonitorComparisonString,
  useMonitorSelection,
} from "./selection-store";
export { MAX_COMPARED, type SelectedMonitor } from "./selection";
