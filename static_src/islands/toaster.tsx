import { mountIsland } from "../lib/mount";

mountIsland("toaster", () => import("../components/ui/toaster"));
