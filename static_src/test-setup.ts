import "@testing-library/jest-dom/vitest";

import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default; a staff table's first render with its role
// queries took 1.7 s while three test suites shared the two cores. A real miss still fails, later.
configure({ asyncUtilTimeout: 10_000 });

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
