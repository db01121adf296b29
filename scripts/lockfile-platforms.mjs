// Keeps `npm ci` working here after any `npm install` (run: npm run lockfile:platforms).
//
// Tailwind's native engine ships one optional package per platform. The registry this project
// installs from serves only the Linux ones, so `npm install` leaves the others out of
// package-lock.json and `npm ci` then refuses the lockfile as "out of sync". This script writes
// an entry for each missing platform package, restricted to its own os/cpu, so `npm ci` sees a
// complete lockfile and skips those packages on this machine exactly as it would anywhere else.
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const match = name.match(/-(android|darwin|freebsd|linux|win32|wasm32)-?([a-z0-9]+)?/);
  if (!match) return {};
  if (match[1] === "wasm32") return { cpu: ["wasm32"] };
  return { os: [match[1]], cpu: [match[2]] };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (packages[`node_modules/${dep}`] || packages[`${path}/node_modules/${dep}`]) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(dep),
    };
    added += 1;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`lockfile-platforms: added ${added} platform-only entries`);
