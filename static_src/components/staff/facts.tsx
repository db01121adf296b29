// The facts the staff screens share with the server, sent once in the page's props
// (staff.views.staff_page_props) and read by any screen that needs them: the pipeline's statuses
// and labels, the languages a lead can be written in, the sortable columns, what search looks in, the note limit and its messages,
// the CSVs the Reports view offers.
import { createContext, useContext } from "react";

import type { LeadStatus, ListKind, ReportCsv, SortKey } from "./api";

export interface NoteRules {
  maxLength: number;
  emptyMessage: string;
  tooLongMessage: string;
}

export interface SaleRules {
  defaultCurrency: string;
  valueMessage: string;
  currencyMessage: string;
}

export interface FormChoice {
  value: string;
  label: string;
}

export interface StaffFacts {
  statuses: { value: LeadStatus; label: string }[];
  /** The site's languages by the names staff read: [{ value: "es", label: "Spanish" }]. */
  languages: { value: string; label: string }[];
  /** The forms built in the admin, listed with the quote requests: [{ value: "built-3", label: "Free audit" }].
   * In the props of a page drawn for a signed-in member; one who signs in on the page asks urls.forms. */
  forms: FormChoice[];
  /** The site's own forms, offered first by the Form filter of every lead's list: [{ value: "contact", label: "..." }]. */
  codedForms: FormChoice[];
  /** Every CSV the Reports view offers, and where (staff.report_figures.REPORT_CSVS). */
  reportCsvs: ReportCsv[];
  sortKeys: SortKey[];
  searchHints: Record<ListKind, string>;
  note: NoteRules;
  /** A won lead's sale: the currency offered first and the server's words on a wrong value. */
  sale: SaleRules;
}

const FactsContext = createContext<StaffFacts | null>(null);

export const StaffFactsProvider = FactsContext.Provider;

export function useStaffFacts(): StaffFacts {
  const facts = useContext(FactsContext);
  if (!facts) throw new Error("The staff screens need the server's facts (StaffFactsProvider).");
  return facts;
}

/** The server's word on a note that cannot be added, or "" when it can. */
export function noteError(text: string, note: NoteRules): string {
  const trimmed = text.trim();
  if (!trimmed) return note.emptyMessage;
  if (trimmed.length > note.maxLength) return note.tooLongMessage;
  return "";
}
