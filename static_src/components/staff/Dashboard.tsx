// After sign-in: the leads chart and the lead tables in tabs (first every lead, whatever form it came
// from; then each kind's), and the Reports view for staff allowed to see it (the theme and Logout
// are in the bar).
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";

import type { ListKind, StaffUrls, StaffUser } from "./api";
import { useStaffFacts } from "./facts";
import LeadsChart from "./LeadsChart";
import LeadTable from "./LeadTable";
import Reports from "./Reports";

// Each tab's table, its name, and where its rows and its CSV come from.
const KINDS: { kind: ListKind; tab: string; list: keyof StaffUrls; csv: keyof StaffUrls }[] = [
  { kind: "all", tab: "All leads", list: "leads", csv: "leadsExport" },
  { kind: "contacts", tab: "Contact Submissions", list: "contacts", csv: "contactsExport" },
  { kind: "quotes", tab: "Quote Requests", list: "quotes", csv: "quotesExport" },
];

interface Props {
  user: StaffUser;
  urls: StaffUrls;
  timeZone: string;
  portal: HTMLElement | null;
  onSessionEnded: () => void;
}

export default function Dashboard({ user, urls, timeZone, portal, onSessionEnded }: Props) {
  const [tab, setTab] = useState<string>("all");
  const { reportCsvs } = useStaffFacts();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight">Leads</h1>
      <p className="staff-muted text-sm">Signed in as {user.name}</p>

      <LeadsChart url={urls.stats} onSessionEnded={onSessionEnded} />

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
        <Tabs.List aria-label="Lead type" className="staff-tabs">
          {KINDS.map(({ kind, tab: name }) => (
            <Tabs.Trigger key={kind} value={kind} className="staff-tab">
              {name}
            </Tabs.Trigger>
          ))}
          {/* Only for staff holding the view_reports permission (the API answers 403 to the rest). */}
          {user.canViewReports ? (
            <Tabs.Trigger value="reports" className="staff-tab">
              Reports
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        {/* Every panel stays mounted so each keeps its filters and page when another is shown. */}
        {KINDS.map(({ kind, list, csv }) => (
          <Tabs.Content key={kind} value={kind} forceMount className="mt-6 data-[state=inactive]:hidden">
            <LeadTable
              kind={kind}
              listUrl={urls[list]}
              exportUrl={urls[csv]}
              kindUrls={{ contacts: urls.contacts, quotes: urls.quotes }}
              staffUsersUrl={urls.staffUsers}
              timeZone={timeZone}
              portal={portal}
              onSessionEnded={onSessionEnded}
            />
          </Tabs.Content>
        ))}
        {user.canViewReports ? (
          <Tabs.Content value="reports" className="mt-6">
            <Reports url={urls.reports} exportUrl={urls.reportsExport} csvs={reportCsvs} onSessionEnded={onSessionEnded} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </div>
  );
}
