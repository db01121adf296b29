// Analytics events go to window.dataLayer, always (tests and the tag manager both read it).
// The page_view, the service/solution view and the delegated click events are pushed by the
// inline snippet in base.html so they cost no bundle; islands push their own results here.

export interface AnalyticsEvent {
  event: string;
  category?: string;
  label?: string;
  [parameter: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
