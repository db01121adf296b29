// After sign-in: the leads chart, the two lead tables in tabs, the theme toggle and Logout.
import * as Tabs from "@radix-ui/react-tabs";
import { useState, type ReactNode } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import { toast } from "../../lib/toast";
import type { StaffUrls, StaffUser } from "./api";
import LeadsChart from "./LeadsChart";
import LeadTable from "./LeadTable";

interface Props {
  user: StaffUser;
  urls: StaffUrls;
  timeZone: string;
  portal: HTMLElement | null;
  themeToggle: ReactNode;
  onSignedOut: (csrfToken?: string) => void;
  onSessionEnded: () => void;
}

export default function Dashboard({ user, urls, timeZone, portal, themeToggle, onSignedOut, onSessionEnded }: Props) {
  const [tab, setTab] = useState("contacts");
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      const answer = await sessionRequest<{ message: string; csrfToken: string }>(urls.logout, { method: "POST" });
      toast({ title: "Logged out successfully", description: answer.message });
      onSignedOut(answer.csrfToken);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 403) {
        onSessionEnded();
        return;
      }
      toast({
        title: "Logout failed",
        description: "We could not reach the server, so you are still signed in. Please try again.",
        variant: "destructive",
      });
      setLoggingOut(false);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Leads</h1>
          <p className="staff-muted text-sm">Signed in as {user.name}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {themeToggle}
          <button type="button" className="staff-btn staff-btn-secondary" onClick={logout} disabled={loggingOut}>
            {loggingOut ? "Logging out..." : "Logout"}
          </button>
        </div>
      </div>

      <LeadsChart url={urls.stats} onSessionEnded={onSessionEnded} />

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
        <Tabs.List aria-label="Lead type" className="staff-tabs">
          <Tabs.Trigger value="contacts" className="staff-tab">
            Contact Submissions
          </Tabs.Trigger>
          <Tabs.Trigger value="quotes" className="staff-tab">
            Quote Requests
          </Tabs.Trigger>
        </Tabs.List>
        {/* Both panels stay mounted so each keeps its filters and page when the other is shown. */}
        <Tabs.Content value="contacts" forceMount className="mt-6 data-[state=inactive]:hidden">
          <LeadTable
            kind="contacts"
            listUrl={urls.contacts}
            exportUrl={urls.contactsExport}
            timeZone={timeZone}
            portal={portal}
            onSessionEnded={onSessionEnded}
          />
        </Tabs.Content>
        <Tabs.Content value="quotes" forceMount className="mt-6 data-[state=inactive]:hidden">
          <LeadTable
            kind="quotes"
            listUrl={urls.quotes}
            exportUrl={urls.quotesExport}
            timeZone={timeZone}
            portal={portal}
            onSessionEnded={onSessionEnded}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
