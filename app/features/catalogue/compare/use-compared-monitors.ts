import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { LanguageCode } from "~/i18n/languages";
import type { ComparedMonitor, MonitorLookup } from "./compared-monitor";
import { comparisonHash, parseComparisonHash, type SelectedMonitor } from "./selection";
import { comparisonSelection, useMonitorSelection } from "./selection-store";

async function fetchLookup(language: LanguageCode, models: readonly string[], signal: AbortSignal): Promise<MonitorLookup> {
  // The API lives under the language only, so the same path serves both sites and host mode.
  const response = await fetch(`/${language}/api/monitors?models=${encodeURIComponent(models.join("-"))}`, { signal });
  if (!response.ok) throw new Error(`The monitors API answered ${response.status}`);
  return (await response.json()) as MonitorLookup;
}

/** "#main" from the skip link names an element on the page, not a comparison. */
function isPageAnchor(hash: string): boolean {
  const id = hash.replace(/^#/, "");
  return id !== "" && document.getElementById(id) !== null;
}

const modelKey = (model: string) => model.toUpperCase();

export type ComparedMonitors = {
  /** The selection (in its order) with the details loaded so far. */
  monitors: ComparedMonitor[];
  selection: readonly SelectedMonitor[];
  /** Until the first restore has run (and on the server) nothing is known about the selection. */
  started: boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** Models from the link (or stored earlier) that the catalogue does not have. */
  unknown: string[];
  /** Pieces of the link that are no model name at all (a typo, a broken escape). */
  ignored: string[];
  /** Models of the link beyond the three that can be compared. */
  leftOut: string[];
  /** Dismisses every note about the link. */
  dismissUnknown: () => void;
};

/**
 * The comparison page's data: restores a shared link (its hash replaces the stored selection),
 * loads the details of every selected monitor, and keeps the hash equal to the selection with
 * history.replaceState, so the address bar is always the share link and no navigation happens.
 */
export function useComparedMonitors(language: LanguageCode): ComparedMonitors {
  const selection = useMonitorSelection();
  const [details, setDetails] = useState<ReadonlyMap<string, ComparedMonitor>>(new Map());
  const [unknown, setUnknown] = useState<string[]>([]);
  const [linkNotes, setLinkNotes] = useState<{ ignored: string[]; leftOut: string[] }>({ ignored: [], leftOut: [] });
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const remember = (found: readonly ComparedMonitor[]) =>
    setDetails((previous) => {
      const next = new Map(previous);
      for (const monitor of found) next.set(modelKey(monitor.model), monitor);
      return next;
    });

  useEffect(() => {
    let controller = new AbortController();
    const restore = async () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      const hash = window.location.hash;
      const { models, ignored, leftOut } = isPageAnchor(hash) ? { models: [], ignored: [], leftOut: [] } : parseComparisonHash(hash);
      if (models.length === 0 && ignored.length === 0) {
        setStarted(true);
        return;
      }
      try {
        const lookup = models.length > 0 ? await fetchLookup(language, models, signal) : { monitors: [], unknown: [] };
        remember(lookup.monitors);
        comparisonSelection.replace(lookup.monitors.map((monitor) => ({ id: monitor.id, model: monitor.model })));
        setUnknown(lookup.unknown);
        setLinkNotes({ ignored, leftOut });
        setFailed(false);
        setStarted(true);
      } catch {
        // Keep the link in the address bar (started stays false) so that "Try again" can use it.
        if (!signal.aborted) setFailed(true);
      }
    };
    void restore();
    const onHashChange = () => void restore();
    window.addEventListener("hashchange", onHashChange);
    return () => {
      controller.abort();
      window.removeEventListener("hashchange", onHashChange);
    };
  }, [language, attempt]);

  const missing = selection.filter((entry) => !details.has(modelKey(entry.model)));
  const missingModels = missing.map((entry) => entry.model).join("-");

  useEffect(() => {
    if (!started || !missingModels) return;
    const controller = new AbortController();
    const asked = missingModels.split("-");
    fetchLookup(language, asked, controller.signal)
      .then((lookup) => {
        remember(lookup.monitors);
        setFailed(false);
        // A stored model the catalogue no longer has (or another tab's stale list): drop it and say so.
        const found = new Set(lookup.monitors.map((monitor) => modelKey(monitor.model)));
        const gone = comparisonSelection.read().filter((entry) => asked.includes(entry.model) && !found.has(modelKey(entry.model)));
        gone.forEach((entry) => comparisonSelection.remove(entry.id));
        if (gone.length > 0) setUnknown((previous) => [...new Set([...previous, ...gone.map((entry) => entry.model)])]);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [started, missingModels, language, attempt]);

  const hash = comparisonHash(selection);
  const { pathname } = useLocation();
  // Written once per selection and page (a language switch keeps the component but not the hash),
  // so a later in-page anchor such as the skip link's #main is left alone.
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!started || synced.current === `${pathname}${hash}`) return;
    synced.current = `${pathname}${hash}`;
    if (window.location.hash === hash) return;
    // React Router keeps its own entry state in history.state: pass it on untouched.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}${hash}`);
  }, [started, hash, pathname]);

  // The same array until selection or details change: the page defers its large render on it.
  const monitors = useMemo(
    () => selection.map((entry) => details.get(modelKey(entry.model))).filter((monitor): monitor is ComparedMonitor => !!monitor),
    [selection, details],
  );

  return {
    monitors,
    selection,
    started,
    loading: !failed && (!started || missing.length > 0),
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
    unknown,
    ignored: linkNotes.ignored,
    leftOut: linkNotes.leftOut,
    dismissUnknown: () => {
      setUnknown([]);
      setLinkNotes({ ignored: [], leftOut: [] });
    },
  };
}
