// Types and URL helpers for the staff API (staff/apis.py).

export interface StaffUser {
  id: number;
  username: string;
  email: string;
  name: string;
  /** Whether the Reports view (and its API) answers this user: the view_reports permission. */
  canViewReports?: boolean;
}

export interface StaffUrls {
  login: string;
  logout: string;
  session: string;
  /** Every lead, whatever form it came from: the first view (staff.apis.AnyLeadListApi). */
  leads: string;
  leadsExport: string;
  contacts: string;
  quotes: string;
  contactsExport: string;
  quotesExport: string;
  stats: string;
  staffUsers: string;
  /** The built forms of the Form filter, for a member who signs in on the page (staff.apis.BuiltFormsApi). */
  forms: string;
  reports: string;
  reportsExport: string;
}

export type LeadKind = "contacts" | "quotes";
/** A list of the staff page: every lead (the first view), or one kind's. */
export type ListKind = "all" | LeadKind;

export type LeadStatus = "new" | "contacted" | "qualified" | "won" | "lost";


export interface Owner {
  id: number;
  name: string;
}

export interface Note {
  id: number;
  text: string;
  author: string;
  createdAt: string;
}

/** One of the lead's follow-up sequences (sequences.selectors.lead_enrollments). */
export interface LeadSequence {
  id: number;
  sequence: string;
  state: string;
  stateLabel: string;
  leftReason: string;
  enteredAt: string;
  nextDueAt: string | null;
  sent: { step: number; subject: string; sentAt: string }[];
  canStop: boolean;
}

export interface HistoryEntry {
  kind: "status" | "owner" | "note";
  actor: string;
  at: string;
  from: string;
  to: string;
  summary: string;
}


interface LeadBase {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  source: string;
  sourceLabel: string;
  /** The language of the form it was sent from ("es"), and its name as staff read it ("Spanish"). */
  language: string;
  languageLabel: string;
  handled: boolean;
  handledAt: string | null;
  status: LeadStatus;
  statusLabel: string;
  owner: Owner | null;
  // Only in the detail (GET .../<id>): the staff notes and the lead's history.
  notes?: Note[];
  history?: HistoryEntry[];
  sequences?: LeadSequence[];
  isSpam: boolean;
  notificationStatus: string;
  pageUrl: string;
  /** The first page of the visit the lead came from (path and query). */
  landingPage: string;
  referrer: string;
  utm: Record<"source" | "medium" | "campaign" | "term" | "content", string>;
  /** The ad platforms' click ids of the landing page (gclid, fbclid ...), with the platform's name. */
  clickIds: ClickId[];
  /** The A/B test version of the landing page it was sent from, as the server drew it ("7:B"), and
   * as staff read it ("Version B of “Bolder heading” (test 7)"); both empty outside a test. */
  abVersion: string;
  abVersionLabel: string;
  /** The sale, once the lead is Won: when it was won, its value (a decimal string) and currency. */
  wonAt: string | null;
  wonValue: string | null;
  wonCurrency: string;
  service: string;
  /** Which lead to call first: 0-100 by the score rules (leads.scoring), and why. */
  score: number;
  scoreReasons: string[];
}

export interface ClickId {
  parameter: string;
  platform: string;
  value: string;
}

export interface ContactLead extends LeadBase {
  /** The service as the contact forms name it (the server's catalogue). */
  serviceLabel: string;
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

/** A row of every lead's list: its kind (whose API holds its detail), its form, what it says in one
 * line. Opened, it holds its kind's whole record too. */
export type AnyLead = Lead & { kind: LeadKind; form: string; summary: string };

export function isAnyLead(lead: Lead): lead is AnyLead {
  return "summary" in lead && "kind" in lead;
}

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
  // With ?by=status: the day's leads by their current status.
  statuses?: Record<LeadStatus, number>;
}

export interface Stats {
  days: DayCount[];
  totals: { contacts: number; quotes: number; statuses?: Record<LeadStatus, number> };
}

export type SortKey = "createdAt" | "name" | "company" | "status" | "owner" | "score";
export type Ordering = SortKey | `-${SortKey}`;

export interface LeadQuery {
  search: string;
  dateFrom: string;
  dateTo: string;
  handled: "" | "true" | "false";
  // One pipeline status beyond New ("" for any); New is handled=false.
  status: "" | LeadStatus;
  // "" (anyone), "me", "none" or a staff member's id.
  owner: string;
  // The lowest score shown ("" for any).
  scoreMin: string;
  // The language of the form the lead was sent from ("" for any).
  language: string;
  // The path of the page the visit landed on, a campaign page's say ("" for any).
  landingPage: string;
  // One form: the site's own ("contact") or one built in the admin ("built-3"); "" for every form.
  form: string;
  ordering: Ordering;
  page: number;
}

export const INITIAL_QUERY: LeadQuery = {
  search: "",
  dateFrom: "",
  dateTo: "",
  handled: "",
  status: "",
  owner: "",
  scoreMin: "",
  language: "",
  landingPage: "",
  form: "",
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
  if (query.status) params.set("status", query.status);
  if (query.owner) params.set("owner", query.owner);
  if (query.scoreMin) params.set("scoreMin", query.scoreMin);
  if (query.language) params.set("language", query.language);
  if (query.landingPage) params.set("landingPage", query.landingPage);
  if (query.form) params.set("form", query.form);
  if (query.ordering !== INITIAL_QUERY.ordering) params.set("ordering", query.ordering);
  if (withPage && query.page > 1) params.set("page", String(query.page));
  return params.toString();
}

export function isQuote(lead: Lead): lead is QuoteLead {
  return "answers" in lead;
}

// --- reports (GET /api/admin/reports) -------------------------------------------------------------

export interface FunnelStep {
  step: string;
  label: string;
  count: number;
  /** Reached the step before and not this one. */
  dropped: number;
  ofOpened: number | null;
  ofPrevious: number | null;
}

export interface Funnel {
  form: string;
  label: string;
  steps: FunnelStep[];
}

export interface AttributionRow {
  value: string;
  leads: number;
  views: number;
  /** Leads per 100 page views. */
  conversion: number | null;
  /** Of these leads, how many are Won now, and their sales per currency ("12,500.00 USD"). */
  won: number;
  wonValue: string;
}

export interface Attribution {
  key: string;
  label: string;
  rows: AttributionRow[];
}

export interface ReportDay {
  date: string;
  views: number;
  leads: number;
}

export interface AbVersion {
  version: string;
  share: number;
  exposures: number;
  planned: number | null;
  leads: number;
  /** Leads per 100 exposures. */
  rate: number | null;
  /** Rate minus A's, in points, with its 95 % interval (null for A). */
  difference: number | null;
  low: number | null;
  high: number | null;
}

/** An A/B test of a landing page with its results; every sentence is the server's (campaigns/ab_results.py). */
export interface AbTest {
  id: number;
  name: string;
  page: string;
  status: string;
  startedAt: string | null;
  endedAt: string | null;
  winner: string;
  verdict: "not started" | "keep collecting" | "split broken" | "winner" | "no difference";
  verdictText: string;
  sampleRatioP: number | null;
  sampleRatioMismatch: boolean;
  sampleRatioText: string;
  /** The goal and the visitors each version needs, in the server's words. */
  planText: string;
  /** The test's page in /django-admin/: only for staff who may change tests there. */
  adminUrl: string | null;
  versions: AbVersion[];
}

/** A word searched, or a whole search that found nothing, with how often. */
export interface SearchCount {
  text: string;
  count: number;
}

/** Site search on one day in one language (search.selectors.search_report). */
export interface SearchDay {
  day: string;
  language: string;
  searches: number;
  zero: number;
  leads: number;
  words: SearchCount[];
  zeroQueries: SearchCount[];
}

/** A follow-up sequence's numbers since it began (sequences.selectors.sequence_report). */
export interface SequenceReport {
  id: number;
  name: string;
  entered: number;
  active: number;
  completed: number;
  booked: number;
  stage: number;
  unsubscribed: number;
  bounced: number;
  stopped: number;
  won: number;
  wonValue: string;
  steps: { order: number; subject: string; sent: number }[];
}

export interface Reports {
  dateFrom: string;
  dateTo: string;
  funnels: Funnel[];
  attribution: Attribution[];
  days: ReportDay[];
  searches: SearchDay[];
  abTests: AbTest[];
  sequences?: SequenceReport[];
}

/** One CSV the Reports view offers (staff.report_figures.REPORT_CSVS, in the page's props as `reportCsvs`):
 * the `report` that asks for it, the part of the view that offers it, its link's words. */
export interface ReportCsv {
  report: string;
  section: "days" | "funnels" | "attribution" | "sales";
  label: string;
}

export function reportParams(range: { dateFrom: string; dateTo: string }, report?: string): string {
  const params = new URLSearchParams();
  if (report) params.set("report", report);
  if (range.dateFrom) params.set("dateFrom", range.dateFrom);
  if (range.dateTo) params.set("dateTo", range.dateTo);
  return params.toString();
}
