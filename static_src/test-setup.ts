import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

afterEach(() => cleanup());

// The test files of a worker share one jsdom window (vite.config.ts, isolate: false: building a
// window cost about a second a file). What a file leaves there goes with it: its modules (each
// file imports them afresh, so caches such as the site config and the CSRF token start empty),
// the page's elements and the stored values.
afterAll(() => {
  vi.resetModules();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute("lang");
  localStorage.clear();
  sessionStorage.clear();
});
