// The lead API client. Success is any 2xx; a 400 carries field errors keyed by the API's
// camelCase field names, which the forms show under the matching fields; anything else (other
// statuses, a network cut, a body that is not JSON) is a failure the form reports with a toast.
import { siteConfig } from "./config";

export type FieldErrors = Record<string, string[]>;

export type ApiResult =
  | { status: "ok"; id?: unknown }
  | { status: "invalid"; fieldErrors: FieldErrors; messages: string[] }
  | { status: "failed"; httpStatus?: number; messages: string[] };

const NON_FIELD_KEYS = new Set(["detail", "non_field_errors", "nonFieldErrors"]);

function messagesOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === "string" ? [item] : []));
  return [];
}

/**
 * Flattens a DRF-style error body into field -> messages. Nested fields (the hero quiz's
 * contact fields live inside quizAnswers), sent nested or under a dotted key, are reachable both
 * by their dotted path ("quizAnswers.email") and by their own name ("email"), so a form looks
 * its fields up by name.
 */
export function flattenErrors(body: unknown): { fieldErrors: FieldErrors; messages: string[] } {
  const fieldErrors: FieldErrors = {};
  const messages: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      const found = messagesOf(value);
      if (!found.length) return;
      const key = path[path.length - 1];
      if (path.length === 0 || NON_FIELD_KEYS.has(key)) {
        messages.push(...found);
        return;
      }
      // The API reports nested fields either nested or under a dotted key ("quizAnswers.email").
      const dotted = path.join(".");
      fieldErrors[dotted] = found;
      fieldErrors[dotted.split(".").pop()!] ??= found;
      return;
    }
    for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(body, []);
  return { fieldErrors, messages };
}

export async function postJson(url: string, payload: unknown): Promise<ApiResult> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  try {
    const config = siteConfig();
    if (config.csrfToken) headers[config.csrfHeaderName] = config.csrfToken;
  } catch {
    // No site config (component tests): public lead endpoints need no CSRF token.
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
      credentials: "same-origin",
    });
  } catch {
    return { status: "failed", messages: [] };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const id = typeof body === "object" && body !== null ? (body as { id?: unknown }).id : undefined;
    return { status: "ok", id };
  }
  if (response.status === 400) {
    const { fieldErrors, messages } = flattenErrors(body);
    return { status: "invalid", fieldErrors, messages };
  }
  return { status: "failed", httpStatus: response.status, messages: flattenErrors(body).messages };
}

export function apiUrl(name: "contact" | "quoteRequest"): string {
  try {
    return siteConfig().urls[name] ?? fallbackUrls[name];
  } catch {
    return fallbackUrls[name];
  }
}

const fallbackUrls = { contact: "/api/contact", quoteRequest: "/api/quote-request" } as const;
