// Where a lead came from: the page it was sent from, and the referrer and campaign (utm_*)
// parameters of the session's landing page. The inline snippet in base.html stores the landing
// details in sessionStorage on the first page of the session, so a visitor who lands on
// /?utm_source=newsletter and sends the form from /contact is still attributed to the newsletter.

export const LANDING_KEY = "agency:landing";
export const UTM_FIELDS = ["source", "medium", "campaign", "term", "content"] as const;

export type Utm = Partial<Record<(typeof UTM_FIELDS)[number], string>>;

export interface Landing {
  utm: Utm;
  referrer: string;
  /** The first page of the visit (path and query): sessionStorage, not a cookie; it leaves the
   * browser only with a lead the visitor sends. */
  page?: string;
}

export interface LeadContext {
  page: string;
  referrer: string;
  utm: Utm;
  landing: string;
}

export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(`utm_${field}`);
    if (value) utm[field] = value.slice(0, 200);
  }
  return utm;
}

function storedLanding(): Landing | undefined {
  try {
    const raw = window.sessionStorage.getItem(LANDING_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Landing>;
    return {
      utm: parsed.utm ?? {},
      referrer: typeof parsed.referrer === "string" ? parsed.referrer : "",
      page: typeof parsed.page === "string" ? parsed.page : undefined,
    };
  } catch {
    return undefined;
  }
}

export function leadContext(): LeadContext {
  // Without sessionStorage (private modes, blocked storage) the current page is the best guess.
  const landing = storedLanding() ?? { utm: utmFromSearch(window.location.search), referrer: document.referrer };
  // The page's A/B test version is not sent: the server draws it for the visitor from `page`.
  return {
    page: window.location.href,
    referrer: landing.referrer || document.referrer,
    utm: landing.utm,
    landing: landing.page ?? window.location.pathname + window.location.search,
  };
}

/** The language of the page the form is on (its <html lang>, "en" when it names none): the lead
 * records it and the server answers its field errors in it. The lead API lives outside /es/, so
 * the payload says it; the server reads a regional variant ("es-MX") as its language. */
export function pageLanguage(): string {
  return document.documentElement.lang.trim() || "en";
}
