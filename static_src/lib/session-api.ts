// The session and staff API client (spec section 7, "Shared request behaviour"): every call to the session
// and staff APIs goes through `sessionRequest`.
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
import { siteConfig } from "./config";

export const USER_ID_KEY = "userId";
export const USER_ID_HEADER = "X-User-Id";
const JSON_METHODS = new Set(["POST", "PUT", "PATCH"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type UnauthorizedBehavior = "returnNull" | "throw";

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The server's `message` (or DRF's `detail`), when the body is JSON that has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; detail?: unknown };
      const message = parsed.message ?? parsed.detail;
      return typeof message === "string" ? message : undefined;
    } catch {
      return undefined;
    }
  }
}

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

// --- CSRF ----------------------------------------------------------------------------------

// Signing in rotates the CSRF token; the sign-in answer carries the new one.
let csrfTokenOverride: string | undefined;

export function setCsrfToken(token: string | undefined): void {
  csrfTokenOverride = token || undefined;
}

function csrfHeader(): [string, string] | undefined {
  let name = "X-CSRFToken";
  let token = csrfTokenOverride ?? "";
  try {
    const config = siteConfig();
    name = config.csrfHeaderName || name;
    token = csrfTokenOverride ?? config.csrfToken;
  } catch {
    // No site config on the page: only an explicitly set token is sent.
  }
  return token ? [name, token] : undefined;
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
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");

  const userId = getStoredUserId();
  if (userId) {
    headers.set(USER_ID_HEADER, userId);
    if (method === "GET") url = withUserIdParam(url, userId);
  }

  let body: string | undefined;
  if (JSON_METHODS.has(method)) {
    headers.set("Content-Type", "application/json");
    if (init.body !== undefined) body = JSON.stringify(init.body);
  }
  if (!SAFE_METHODS.has(method)) {
    const csrf = csrfHeader();
    if (csrf) headers.set(csrf[0], csrf[1]);
  }

  const response = await fetch(url, { method, headers, body, credentials: "include", signal: init.signal });

  if (response.status === 401 && (init.on401 ?? "throw") === "returnNull") return null;
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}

/** A GET fetcher with a fixed 401 behaviour, the spec's "default fetcher". */
export function createFetcher(options: { on401?: UnauthorizedBehavior } = {}) {
  return <T>(url: string, signal?: AbortSignal) =>
    sessionRequest<T>(url, { on401: options.on401 ?? "throw", signal }) as Promise<T | null>;
}
