import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import {
  ApiError,
  USER_ID_HEADER,
  clearStoredUserId,
  createFetcher,
  sessionRequest,
  setCsrfToken,
  storeUserId,
  withUserIdParam,
} from "./session-api";

type Call = { url: string; init: RequestInit };

function mockFetch(status = 200, body = '{"ok":true}', statusText = "") {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : body, { status, statusText });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

const failure = (request: Promise<unknown>): Promise<ApiError> =>
  request.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (error: ApiError) => error,
  );

beforeAll(() => {
  const config = document.createElement("script");
  config.id = "site-config";
  config.type = "application/json";
  config.textContent = JSON.stringify({
    siteName: "Acme Digital",
    contactEmail: "hello@example.com",
    schedulingUrl: "https://calendly.com/",
    csrfHeaderName: "X-CSRFToken",
    csrfToken: "token-from-the-page",
    urls: {},
  });
  document.body.append(config);
});

beforeEach(() => {
  clearStoredUserId();
  setCsrfToken(undefined);
});

afterEach(() => vi.unstubAllGlobals());

describe("sessionRequest", () => {
  it("always sends the cookies", async () => {
    const calls = mockFetch();
    await sessionRequest("/api/admin/contacts");
    expect(calls[0].init.credentials).toBe("include");
  });

  it("adds the user-id header only when a userId is stored", async () => {
    const calls = mockFetch();
    await sessionRequest("/api/auth/logout", { method: "POST" });
    expect(header(calls[0], USER_ID_HEADER)).toBeNull();

    storeUserId(42);
    await sessionRequest("/api/auth/logout", { method: "POST" });
    expect(header(calls[1], USER_ID_HEADER)).toBe("42");
  });

  it("appends a userId query parameter to a GET when one is stored and missing", async () => {
    storeUserId("7");
    const calls = mockFetch();
    await sessionRequest("/api/dashboard/user");
    await sessionRequest("/api/admin/contacts?search=ada");
    await sessionRequest("/api/dashboard/user?userId=9");
    expect(calls.map((c) => c.url)).toEqual([
      "/api/dashboard/user?userId=7",
      "/api/admin/contacts?search=ada&userId=7",
      "/api/dashboard/user?userId=9",
    ]);
  });

  it("leaves GET URLs alone without a stored userId, and never adds the parameter to a POST", async () => {
    const calls = mockFetch();
    await sessionRequest("/api/dashboard/user");
    storeUserId("7");
    await sessionRequest("/api/auth/login", { method: "POST", body: {} });
    expect(calls.map((c) => c.url)).toEqual(["/api/dashboard/user", "/api/auth/login"]);
  });

  it("keeps absolute URLs on other origins absolute", () => {
    expect(withUserIdParam("https://api.example.com/x?a=1", "3")).toBe("https://api.example.com/x?a=1&userId=3");
  });

  it("sends POST, PUT and PATCH bodies as JSON with the JSON content type", async () => {
    const calls = mockFetch();
    await sessionRequest("/api/auth/login", { method: "POST", body: { email: "a@b.co", password: "x" } });
    await sessionRequest("/api/thing", { method: "PUT", body: { a: 1 } });
    await sessionRequest("/api/admin/contacts/1", { method: "PATCH", body: { handled: true } });
    await sessionRequest("/api/admin/contacts");
    expect(calls.slice(0, 3).map((c) => header(c, "Content-Type"))).toEqual([
      "application/json",
      "application/json",
      "application/json",
    ]);
    expect(calls[0].init.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(calls[2].init.body).toBe('{"handled":true}');
    expect(header(calls[3], "Content-Type")).toBeNull();
    expect(calls[3].init.body).toBeUndefined();
  });

  it("parses the JSON answer, and answers null to 204", async () => {
    mockFetch(200, '{"userId": 5, "message": "Welcome back!"}');
    await expect(sessionRequest("/api/auth/login", { method: "POST", body: {} })).resolves.toEqual({
      userId: 5,
      message: "Welcome back!",
    });
    mockFetch(204);
    await expect(sessionRequest("/api/x", { method: "POST" })).resolves.toBeNull();
  });

  it("rejects, never answers null, when its caller aborts while the body is still arriving", async () => {
    // The staff page closed a lead's dialog just as its detail arrived: the aborted read of the
    // body resolved as an empty answer, and the row was replaced with null (a blank page).
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        // As a browser does: the headers are in, part of the body, and an abort errors the rest.
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"id": 7, "name": "Ada'));
            init.signal?.addEventListener("abort", () => stream.error(new DOMException("Aborted", "AbortError")));
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const pending = sessionRequest("/api/admin/contacts/7", { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it("sends the page's CSRF token on unsafe methods only, and a newer token once set", async () => {
    const calls = mockFetch();
    await sessionRequest("/api/admin/contacts");
    await sessionRequest("/api/admin/logout", { method: "POST" });
    setCsrfToken("rotated-after-sign-in");
    await sessionRequest("/api/admin/contacts/1", { method: "PATCH", body: { handled: false } });
    expect(header(calls[0], "X-CSRFToken")).toBeNull();
    expect(header(calls[1], "X-CSRFToken")).toBe("token-from-the-page");
    expect(header(calls[2], "X-CSRFToken")).toBe("rotated-after-sign-in");
  });

  it("throws 'status: text' on a non-2xx answer", async () => {
    mockFetch(400, '{"email":["Enter a valid email address."]}', "Bad Request");
    const error = await failure(sessionRequest("/api/auth/register", { method: "POST", body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"email":["Enter a valid email address."]}');
    expect(error.status).toBe(400);
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(503, "", "Service Unavailable");
    await expect(sessionRequest("/api/admin/stats")).rejects.toThrow("503: Service Unavailable");
  });

  it("throws on 401 by default", async () => {
    mockFetch(401, '{"message":"Incorrect password."}', "Unauthorized");
    const error = await failure(sessionRequest("/api/admin/login", { method: "POST", body: {} }));
    expect(error.message).toBe('401: {"message":"Incorrect password."}');
    expect(error.serverMessage).toBe("Incorrect password.");
  });

  it("returns null on 401 when asked to", async () => {
    mockFetch(401, '{"detail":"Authentication credentials were not provided."}', "Unauthorized");
    await expect(sessionRequest("/api/dashboard/user", { on401: "returnNull" })).resolves.toBeNull();
    // Other failures still throw.
    mockFetch(403, '{"detail":"You can only see your own account."}', "Forbidden");
    await expect(sessionRequest("/api/dashboard/user", { on401: "returnNull" })).rejects.toThrow(/^403: /);
  });

  it("builds fetchers with a fixed 401 behaviour", async () => {
    mockFetch(401, "", "Unauthorized");
    await expect(createFetcher({ on401: "returnNull" })("/api/dashboard/user")).resolves.toBeNull();
    await expect(createFetcher()("/api/dashboard/user")).rejects.toThrow("401: Unauthorized");
  });
});
