import { useCallback, useRef } from "react";

// Counting a form step: the page's inline snippet (templates/includes/analytics.html) defines
// window.agencyCount, which sends one sendBeacon to the site's own counter. The form and step ids
// come from the island's props (`funnel`, from forms/funnels.py); nothing is counted where the
// snippet is absent (previews) or the visitor asked not to be counted.

declare global {
  interface Window {
    agencyCount?: (form?: string, step?: string) => void;
  }
}

export interface FunnelIds {
  form: string;
  open: string;
  sent: string;
  book?: string;
}

export function countStep(form: string | undefined, step: string): void {
  if (!form) return;
  try {
    window.agencyCount?.(form, step);
  } catch {
    // Counting never gets in the visitor's way.
  }
}

/** Counts each step at most once per page: a step reached again (Back, then Next) is not a new visitor. */
export function useFunnel(funnel: FunnelIds | undefined): (step: string) => void {
  const seen = useRef(new Set<string>());
  return useCallback(
    (step: string) => {
      if (!funnel || seen.current.has(step)) return;
      seen.current.add(step);
      countStep(funnel.form, step);
    },
    [funnel],
  );
}
