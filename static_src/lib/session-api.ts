// The session and staff API client (spec section 7, "Shared request behaviour"): every call to the session
// and staff APIs goes through `sessionRequest`, the one HTTP client (./http) with the spec's
// conventions on top.
//
//   - cookies are sent (credentials: "include");
//   - an X-User-Id header is added when a userId is stored in localStorage;
//   - a GET gets a userId query parameter appended when one is stored and the URL has none;
//   - POST, PUT and PATCH send JSON with the JSON content type; a JSON answer is expected;
//   - unsafe methods carry the CSRF token in the header the site config names;
//   - a non-2xx answer throws an ApiError whose message is `${status}: ${text || statusText}`;
//   - a 401 throws by default, or resolves to null with { on401: "returnNull" }.
//
// The server never trusts the userId header or parameter: the session cookie is the identity.
import { ApiError, request } from "./http";

export { ApiError, setCsrfToken } from "./http";

export const USER_ID_KEY = "userId";
export const USER_ID_HEADER = "X-User-Id";

export type UnauthorizedBehavior = "returnNull" | "throw";

export interface SessionRequestInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  on401?: UnauthorizedBehavior;
  signal?: AbortSignal;
}

// --- the stored user id --------------------------------------------------------------------

export function getStoredUserId(): string | null {
  try {
    return window.localStorage.getItem(USER_ID_KEY);
  } catch {
    return null; // storage blocked: treated as signed out
  }
}

export function storeUserId(userId: string | number): void {
  window.localStorage.setItem(USER_ID_KEY, String(userId));
}

export function clearStoredUserId(): void {
  window.localStorage.removeItem(USER_ID_KEY);
}

// --- requests ------------------------------------------------------------------------------

export function withUserIdParam(url: string, userId: string): string {
  const parsed = new URL(url, window.location.href);
  if (parsed.searchParams.has(USER_ID_KEY)) return url;
  parsed.searchParams.set(USER_ID_KEY, userId);
  return parsed.origin === window.location.origin
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : parsed.toString();
}

export function sessionRequest<T>(url: string, init: SessionRequestInit & { on401: "returnNull" }): Promise<T | null>;
export function sessionRequest<T>(url: string, init?: SessionRequestInit): Promise<T>;
export async function sessionRequest<T>(url: string, init: SessionRequestInit = {}): Promise<T | null> {
  const method = (init.method ?? "GET").toUpperCase();
  const headers: Record<string, string> = { ...init.headers };
  const userId = getStoredUserId();
  if (userId) {
    headers[USER_ID_HEADER] = userId;
    if (method === "GET") url = withUserIdParam(url, userId);
  }
  try {
    return await request<T>(url, { method, body: init.body, headers, credentials: "include", signal: init.signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (init.on401 ?? "throw") === "returnNull") return null;
    throw error;
  }
}

/** A GET fetcher with a fixed 401 behaviour, the spec's "default fetcher". */
export function createFetcher(options: { on401?: UnauthorizedBehavior } = {}) {
  return <T>(url: string, signal?: AbortSignal) =>
    sessionRequest<T>(url, { on401: options.on401 ?? "throw", signal }) as Promise<T | null>;
}
