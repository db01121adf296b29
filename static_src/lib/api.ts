// The lead forms' view of the one HTTP client (./http): success is any 2xx; a 400 carries field
// errors keyed by the API's camelCase field names, which the forms show under the matching
// fields; anything else (other statuses, a network cut) is a failure the form reports with a toast.
import { siteConfig } from "./config";
import { ApiError, type FieldErrors, request } from "./http";

export { type FieldErrors, flattenErrors } from "./http";

export type ApiResult =
  | { status: "ok"; id?: unknown }
  | { status: "invalid"; fieldErrors: FieldErrors; messages: string[] }
  | { status: "failed"; httpStatus?: number; messages: string[] };

export async function postJson(url: string, payload: unknown): Promise<ApiResult> {
  try {
    const body = await request<{ id?: unknown }>(url, { method: "POST", body: payload });
    return { status: "ok", id: body?.id };
  } catch (error) {
    if (!(error instanceof ApiError)) return { status: "failed", messages: [] };
    if (error.status === 400) return { status: "invalid", fieldErrors: error.fieldErrors, messages: error.messages };
    return { status: "failed", httpStatus: error.status, messages: error.messages };
  }
}

export function apiUrl(name: "contact" | "quoteRequest"): string {
  try {
    return siteConfig().urls[name] ?? fallbackUrls[name];
  } catch {
    return fallbackUrls[name];
  }
}

const fallbackUrls = { contact: "/api/contact", quoteRequest: "/api/quote-request" } as const;
