// Types and URL helpers for the staff API (leads/staff_apis.py).

export interface StaffUser {
  id: number;
  username: string;
  email: string;
  name: string;
}

export interface StaffUrls {
  login: string;
  logout: string;
  session: string;
  contacts: string;
  quotes: string;
  contactsExport: string;
  quotesExport: string;
  stats: string;
}

export interface StaffAdminProps {
  user: StaffUser | null;
  urls: StaffUrls;
  timeZone: string;
}

export type LeadKind = "contacts" | "quotes";

interface LeadBase {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  source: string;
  sourceLabel: string;
  handled: boolean;
  handledAt: string | null;
  isSpam: boolean;
  notificationStatus: string;
  pageUrl: string;
  referrer: string;
  utm: Record<"source" | "medium" | "campaign" | "term" | "content", string>;
  service: string;
}

export interface ContactLead extends LeadBase {
  message: string;
}

export interface LabelledAnswer {
  question: string;
  answer: string;
}

export interface QuoteLead extends LeadBase {
  quizAnswers: Record<string, unknown>;
  answers: LabelledAnswer[];
}

export type Lead = ContactLead | QuoteLead;

export interface LeadPage<T extends Lead = Lead> {
  count: number;
  page: number;
  pageSize: number;
  totalPages: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface DayCount {
  date: string;
  contacts: number;
  quotes: number;
  total: number;
}

export interface Stats {
  days: DayCount[];
  totals: { contacts: number; quotes: number };
}

export type SortKey = "createdAt" | "name" | "company";
export type Ordering = SortKey | `-${SortKey}`;

export interface LeadQuery {
  search: string;
  dateFrom: string;
  dateTo: string;
  handled: "" | "true" | "false";
  ordering: Ordering;
  page: number;
}

export const INITIAL_QUERY: LeadQuery = {
  search: "",
  dateFrom: "",
  dateTo: "",
  handled: "",
  ordering: "-createdAt",
  page: 1,
};

/** The query string of a list (with the page) or of its CSV export (every page). */
export function queryParams(query: LeadQuery, { withPage }: { withPage: boolean }): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.dateFrom) params.set("dateFrom", query.dateFrom);
  if (query.dateTo) params.set("dateTo", query.dateTo);
  if (query.handled) params.set("handled", query.handled);
  if (query.ordering !== INITIAL_QUERY.ordering) params.set("ordering", query.ordering);
  if (withPage && query.page > 1) params.set("page", String(query.page));
  return params.toString();
}

export function isQuote(lead: Lead): lead is QuoteLead {
  return "answers" in lead;
}
