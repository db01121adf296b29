import { mountScriptIsland } from "../lib/mount";

// No React here: the globe is plain WebGL.
mountScriptIsland("globe", () => import("../components/globe/globe"));
