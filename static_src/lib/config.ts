// The site-wide config object that base.html emits once with json_script.

export interface SiteConfig {
  siteName: string;
  contactEmail: string;
  schedulingUrl: string;
  csrfHeaderName: string;
  csrfToken: string;
  urls: Record<string, string>;
  /** The shared interface words (static_src/lib/words.ts). */
  words?: Record<string, string>;
}

export function readJsonScript<T>(id: string): T | undefined {
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as T;
}

let cached: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  cached ??= readJsonScript<SiteConfig>("site-config");
  if (!cached) throw new Error("The page has no #site-config element.");
  return cached;
}
