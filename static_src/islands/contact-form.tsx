import { mountIsland } from "../lib/mount";

mountIsland("contact-form", () => import("../components/contact-form/ContactForm"));
