// For the staff components' tests: a component rendered as on the staff page, in the staff look
// that StaffAdmin sets for everything inside it, and a lead as the staff API answers it.
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

import { LookContext } from "../ui/button";
import type { ContactLead } from "./api";

function StaffLook({ children }: { children: ReactNode }) {
  return <LookContext value="staff">{children}</LookContext>;
}

export function renderOnStaffPage(ui: ReactElement) {
  return render(ui, { wrapper: StaffLook });
}

// One record as GET /api/admin/contacts answers it (staff.serializers.ContactOutputSerializer).
export const LUCIA: ContactLead = {
  id: 7,
  createdAt: "2026-03-02T17:30:00Z",
  name: "Lucía Ortega",
  email: "lucia@panaderiaortega.com",
  company: "Panadería Ortega",
  phone: "",
  source: "contact_page",
  sourceLabel: "Contact page form",
  language: "es",
  languageLabel: "Spanish",
  handled: false,
  handledAt: null,
  status: "new",
  statusLabel: "New",
  owner: null,
  isSpam: false,
  notificationStatus: "sent",
  pageUrl: "https://www.acme.example/es/contacto",
  landingPage: "/es/",
  referrer: "",
  utm: { source: "", medium: "", campaign: "", term: "", content: "" },
  clickIds: [],
  abVersion: "",
  abVersionLabel: "",
  wonAt: null,
  wonValue: null,
  wonCurrency: "",
  service: "seo",
  serviceLabel: "Search Engine Optimization",
  message: "Queremos que más clientes de Chula Vista encuentren nuestra panadería.",
  score: 0,
  scoreReasons: [],
};
