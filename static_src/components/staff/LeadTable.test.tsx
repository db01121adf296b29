import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import lucia from "../../test-fixtures/staff-contact-lead.json";
import facts from "../../test-fixtures/staff-props.json";
import type { AnyLead, ContactLead, LeadPage } from "./api";
import { type StaffFacts, StaffFactsProvider } from "./facts";
import LeadTable from "./LeadTable";
import { renderOnStaffPage } from "./test-render";

afterEach(() => vi.unstubAllGlobals());

// One record as GET /api/admin/contacts answers it (staff.serializers.ContactOutputSerializer).
const LUCIA = lucia as ContactLead;

const KIND_URLS = { contacts: "/api/admin/contacts", quotes: "/api/admin/quotes" };

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
          kindUrls={KIND_URLS}
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

  it("lists every lead with its form's name, filters by any form and opens each in its kind's record", async () => {
    // Rows as GET /api/admin/leads answers them (staff.serializers.AnyLeadOutputSerializer).
    const contact = { ...LUCIA, kind: "contacts", form: "contact", summary: LUCIA.message } as AnyLead;
    const built = {
      ...LUCIA,
      id: 9,
      name: "Priya Raman",
      source: "built_form",
      sourceLabel: "Free holiday ads audit",
      kind: "quotes",
      form: "built-3",
      summary: "$2,000 - $10,000 · Google Shopping",
    } as unknown as AnyLead;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith("/api/admin/staff-users")) return answer({ results: [] });
      if (url === "/api/admin/quotes/9") {
        const body = init?.body ? (JSON.parse(String(init.body)) as { handled?: boolean }) : {};
        return answer({ ...built, ...body, quizAnswers: {}, answers: [], notes: [], history: [] });
      }
      return answer({ ...page([]), count: 2, results: [built, contact] });
    });
    vi.stubGlobal("fetch", fetchMock);
    const withForms = { ...(facts as StaffFacts), forms: [{ value: "built-3", label: "Free holiday ads audit" }] };
    renderOnStaffPage(
      <StaffFactsProvider value={withForms}>
        <LeadTable
          kind="all"
          listUrl="/api/admin/leads"
          kindUrls={KIND_URLS}
          exportUrl="/api/admin/leads/export.csv"
          staffUsersUrl="/api/admin/staff-users"
          timeZone="America/Los_Angeles"
          portal={null}
          onSessionEnded={() => undefined}
        />
      </StaffFactsProvider>,
    );

    const row = await screen.findByRole("row", { name: /Priya Raman/ });
    expect(screen.getByRole("columnheader", { name: "Form" })).toBeInTheDocument();
    expect(within(row).getByText("Free holiday ads audit")).toHaveAttribute("data-label", "Form");
    expect(within(screen.getByRole("row", { name: /Lucía Ortega/ })).getByText("Contact page form")).toBeInTheDocument();
    expect(within(row).getByText("$2,000 - $10,000 · Google Shopping")).toBeInTheDocument();

    const filter = screen.getByLabelText("Form");
    const offered = within(filter).getAllByRole("option").map((option) => option.textContent);
    expect(offered).toEqual(["Every form", ...(facts as StaffFacts).codedForms.map((form) => form.label), "Free holiday ads audit"]);
    await userEvent.selectOptions(filter, "contact");
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContainEqual("/api/admin/leads?form=contact"));
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/leads/export.csv?form=contact");

    // The handled box and the detail go to the lead's own kind.
    await userEvent.click(within(screen.getByRole("row", { name: /Priya Raman/ })).getByRole("checkbox"));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls).toContainEqual(["/api/admin/quotes/9", expect.objectContaining({ method: "PATCH" })]),
    );
    await userEvent.click(screen.getByRole("button", { name: /View\s*Priya Raman/ }));
    expect(await screen.findByRole("dialog", { name: "Priya Raman" })).toHaveTextContent("Quote request #9");
    // The row keeps its form and line once its kind's record is saved into it.
    expect(within(screen.getByRole("row", { name: /Priya Raman/, hidden: true })).getByText("Free holiday ads audit")).toBeInTheDocument();
  });
});
