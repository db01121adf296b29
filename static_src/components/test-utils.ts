// Helpers for the islands' component tests: a fake lead API and the toasts and analytics
// events the islands raise.
import { vi } from "vitest";

import { TOAST_EVENT, type ToastInput } from "../lib/toast";

export function fakeApi(...responses: Array<{ status: number; body?: unknown } | "network">) {
  const queue = [...responses];
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = queue.shift() ?? { status: 201, body: { id: 1 } };
    if (next === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    bodies: () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body))),
    urls: () => fetchMock.mock.calls.map(([url]) => url),
  };
}

export function recordToasts(): ToastInput[] {
  const toasts: ToastInput[] = [];
  document.addEventListener(TOAST_EVENT, (event) => toasts.push((event as CustomEvent<ToastInput>).detail));
  return toasts;
}
