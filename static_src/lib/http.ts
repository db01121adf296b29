// The one HTTP client every island uses, with one error model.
//
// `request` sends JSON (POST, PUT and PATCH), asks for JSON, carries the CSRF token on unsafe
// methods (in the header the site config names; signing in rotates it: setCsrfToken), and
// answers the parsed body of a 2xx. Any other answer throws an ApiError, which reads the body
// once for everyone: `fieldErrors` (a 400's messages by field, nested fields by dotted path and by
// their own name), `messages` (the rest: DRF's detail, non-field errors) and `serverMessage` (the
// server's `message` or `detail`). A network cut throws fetch's own TypeError.
//
// The lead forms read the result as an ApiResult (./api: postJson); the session and staff
// screens use sessionRequest (./session-api), which adds the spec's userId conventions.
import { siteConfig } from "./config";

export type FieldErrors = Record<string, string[]>;

const NON_FIELD_KEYS = new Set(["detail", "non_field_errors", "nonFieldErrors"]);
const JSON_METHODS = new Set(["POST", "PUT", "PATCH"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  private get parsed(): unknown {
    try {
      return JSON.parse(this.body);
    } catch {
      return undefined;
    }
  }

  /** A 400's messages by field (empty for any other answer). */
  get fieldErrors(): FieldErrors {
    return this.status === 400 ? flattenErrors(this.parsed).fieldErrors : {};
  }

  /** The messages that belong to no field. */
  get messages(): string[] {
    return flattenErrors(this.parsed).messages;
  }

  /** The server's `message` (or DRF's `detail`), when the body is JSON that has one. */
  get serverMessage(): string | undefined {
    const parsed = this.parsed as { message?: unknown; detail?: unknown } | undefined;
    const message = parsed?.message ?? parsed?.detail;
    return typeof message === "string" ? message : undefined;
  }
}

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
    // No site config on the page (component tests): only an explicitly set token is sent.
  }
  return token ? [name, token] : undefined;
}

export interface HttpInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

/** Sends one request; resolves to the JSON body of a 2xx (null when empty), throws ApiError. */
export async function request<T>(url: string, init: HttpInit = {}): Promise<T | null> {
  const method = (init.method ?? "GET").toUpperCase();
  const headers: Record<string, string> = { ...init.headers, Accept: "application/json" };
  let body: string | undefined;
  if (JSON_METHODS.has(method)) {
    headers["Content-Type"] = "application/json";
    if (init.body !== undefined) body = JSON.stringify(init.body);
  }
  if (!SAFE_METHODS.has(method)) {
    const csrf = csrfHeader();
    if (csrf) headers[csrf[0]] = csrf[1];
  }
  const response = await fetch(url, {
    method,
    headers,
    body,
    credentials: init.credentials ?? "same-origin",
    signal: init.signal,
  });
  // A body that cannot be read counts as empty, except when the caller aborted: a request its
  // caller gave up on (a dialog closed, a newer search) must never resolve as an empty answer.
  const text = await response.text().catch((error: unknown) => {
    if (init.signal?.aborted) throw error;
    return "";
  });
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (response.status === 204 || !text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
