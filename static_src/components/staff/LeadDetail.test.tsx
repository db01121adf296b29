import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import lucia from "../../test-fixtures/staff-contact-lead.json";
import facts from "../../test-fixtures/staff-props.json";
import type { ContactLead, Lead } from "./api";
import { type StaffFacts, StaffFactsProvider } from "./facts";
import LeadDetail from "./LeadDetail";
import { renderOnStaffPage } from "./test-render";

// A record as GET /api/admin/contacts answers it (staff.serializers.ContactOutputSerializer).
const LUCIA = lucia as ContactLead;

// The detail as GET /api/admin/contacts/<id> answers it: with its notes and history, so the dialog
// asks the server for nothing more.
function openDetail(lead: Lead) {
  renderOnStaffPage(
    <StaffFactsProvider value={facts as StaffFacts}>
      <LeadDetail
        lead={{ ...lead, notes: [], history: [] }}
        kind="contacts"
        timeZone="America/Los_Angeles"
        portal={null}
        saving={false}
        detailUrl={`/api/admin/contacts/${lead.id}`}
        owners={[]}
        onHandledChange={() => undefined}
        onSaved={() => undefined}
        onSessionEnded={() => undefined}
        onClose={() => undefined}
      />
    </StaffFactsProvider>,
  );
  return within(screen.getByRole("dialog"));
}

describe("LeadDetail", () => {
  it("says which A/B test version the lead was sent from, in the server's words", () => {
    const dialog = openDetail({
      ...LUCIA,
      pageUrl: "https://www.acme.example/es/lp/spring-offer",
      abVersion: "7:B",
      abVersionLabel: "Version B of “Bolder heading” (test 7)",
    });
    const term = dialog.getByText("A/B test version");
    expect(term.tagName).toBe("DT");
    expect(term.nextElementSibling).toHaveTextContent("Version B of “Bolder heading” (test 7)");
  });

  it("shows no A/B test line for a lead from a page under no test", () => {
    const dialog = openDetail(LUCIA);
    expect(dialog.getByText("Where it came from")).toBeInTheDocument();
    expect(dialog.queryByText("A/B test version")).not.toBeInTheDocument();
  });
});
