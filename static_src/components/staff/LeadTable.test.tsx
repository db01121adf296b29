import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import lucia from "../../test-fixtures/staff-contact-lead.json";
import facts from "../../test-fixtures/staff-props.json";
import type { ContactLead, LeadPage } from "./api";
import { type StaffFacts, StaffFactsProvider } from "./facts";
import LeadTable from "./LeadTable";
import { renderOnStaffPage } from "./test-render";

afterEach(() => vi.unstubAllGlobals());

// One record as GET /api/admin/contacts answers it (staff.serializers.ContactOutputSerializer).
const LUCIA = lucia as ContactLead;

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

function page(results: ContactLead[]): LeadPage {
  return { count: results.length, page: 1, pageSize: 20, totalPages: 1, next: null, previous: null, results };
}

// The contacts table on the staff page, its server answering with Lucía's lead; returns the fetch mock.
function renderContacts() {
    const fetchMock = vi.fn(async (url: string) =>
      answer(url.startsWith("/api/admin/staff-users") ? { results: [] } : page([LUCIA])),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderOnStaffPage(
      <StaffFactsProvider value={facts as StaffFacts}>
        <LeadTable
          kind="contacts"
          listUrl="/api/admin/contacts"
          exportUrl="/api/admin/contacts/export.csv"
          staffUsersUrl="/api/admin/staff-users"
          timeZone="America/Los_Angeles"
          portal={null}
          onSessionEnded={() => undefined}
        />
      </StaffFactsProvider>,
    );
    return fetchMock;
}

describe("LeadTable", () => {
  it("shows each lead's language by the server's name and filters by it", async () => {
    const fetchMock = renderContacts();

    const row = await screen.findByRole("row", { name: /Lucía Ortega/ });
    expect(within(row).getByText("Spanish")).toHaveAttribute("data-label", "Language");
    expect(screen.getByRole("columnheader", { name: "Language" })).toBeInTheDocument();

    const filter = screen.getByLabelText("Language");
    expect(within(filter).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Any",
      "English",
      "Spanish",
    ]);
    await userEvent.selectOptions(filter, "es");

    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContainEqual(expect.stringMatching(/^\/api\/admin\/contacts\?language=es/)),
    );
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/contacts/export.csv?language=es",
    );
  });

  it("filters by the landing page typed, a campaign page's say", async () => {
    const fetchMock = renderContacts();
    await screen.findByRole("row", { name: /Lucía Ortega/ });
    await userEvent.type(screen.getByLabelText("Landing page"), "/lp/spring-offer{Enter}");

    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContainEqual(
        "/api/admin/contacts?landingPage=%2Flp%2Fspring-offer",
      ),
    );
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/contacts/export.csv?landingPage=%2Flp%2Fspring-offer",
    );
  });
});
