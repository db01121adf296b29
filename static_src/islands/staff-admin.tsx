import { mountIsland } from "../lib/mount";

mountIsland("staff-admin", () => import("../components/staff/StaffAdmin"));
