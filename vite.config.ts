import { readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = resolve(import.meta.dirname, "static_src");

// One entry per island: every file in static_src/islands/ becomes `islands/<name>`.
const islandEntries = Object.fromEntries(
  readdirSync(resolve(root, "islands"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [`islands/${file.replace(/\.tsx?$/, "")}`, resolve(root, "islands", file)]),
);

export default defineConfig({
  root,
  // Django serves the build under STATIC_URL; django-vite reads the manifest.
  base: "/static/",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: resolve(import.meta.dirname, "static_build"),
    emptyOutDir: true,
    // At the build root rather than .vite/: collectstatic skips dot-folders.
    manifest: "manifest.json",
    rollupOptions: {
      input: { "styles/main": resolve(root, "styles/main.css"), ...islandEntries },
    },
  },
  test: {
    root: import.meta.dirname,
    include: ["static_src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["static_src/test-setup.ts"],
    // jsdom tests that type into whole forms take seconds on a busy two-core machine: a slow run
    // must not fail as if the component were broken (a real hang still fails).
    testTimeout: 30_000,
    // One worker more than the cores (Vitest's default is one fewer): a jsdom test spends much of
    // its time waiting on timers and events, and on two cores the default ran one file at a time
    // (110 tests: 30 s with one worker, 17 s with three).
    maxWorkers: availableParallelism() + 1,
    // A worker keeps its jsdom window from file to file instead of building one for each (about a
    // second of CPU a file, 14 of the run's 24 CPU seconds); static_src/test-setup.ts clears what
    // a file leaves behind and has the next import its modules afresh.
    isolate: false,
  },
});
