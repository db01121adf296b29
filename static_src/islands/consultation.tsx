import { mountIsland } from "../lib/mount";

mountIsland("consultation", () => import("../components/consultation/Consultation"));
