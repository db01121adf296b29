import { mountIsland } from "../lib/mount";

mountIsland("built-form", () => import("../components/built-form/BuiltForm"));
