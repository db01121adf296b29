import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import facts from "../../test-fixtures/staff-props.json";
import { INITIAL_QUERY, queryParams } from "./api";
import { noteError, type StaffFacts } from "./facts";
import { chartSummary, statusSummary } from "./LeadsChart";
import SignInForm from "./SignInForm";
import { renderOnStaffPage } from "./test-render";

afterEach(() => vi.unstubAllGlobals());

describe("queryParams", () => {
  it("sends only the filters in use, and the page only for the list", () => {
    expect(queryParams(INITIAL_QUERY, { withPage: true })).toBe("");
    const query = { ...INITIAL_QUERY, search: "ada & co", dateFrom: "2026-03-01", handled: "false" as const, page: 3 };
    expect(queryParams(query, { withPage: true })).toBe("search=ada+%26+co&dateFrom=2026-03-01&handled=false&page=3");
    expect(queryParams({ ...query, ordering: "name" }, { withPage: false })).toBe(
      "search=ada+%26+co&dateFrom=2026-03-01&handled=false&ordering=name",
    );
  });
});

describe("chartSummary", () => {
  const day = (date: string, contacts: number, quotes: number) => ({ date, contacts, quotes, total: contacts + quotes });

  it("sums the month and names the busiest day", () => {
    const stats = {
      days: [day("2026-03-01", 1, 0), day("2026-03-02", 2, 1), day("2026-03-03", 0, 1)],
      totals: { contacts: 3, quotes: 2 },
    };
    expect(chartSummary(stats)).toBe(
      "5 leads in the last 30 days: 3 contact submissions and 2 quote requests. Busiest day: Mon, Mar 2, 2026 with 3 leads.",
    );
  });

  it("says so when there were none", () => {
    expect(chartSummary({ days: [day("2026-03-01", 0, 0)], totals: { contacts: 0, quotes: 0 } })).toBe(
      "No leads in the last 30 days.",
    );
  });
});

describe("SignInForm", () => {
  it("shows the server's message in an alert and never decides it itself", async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"Message chosen by the server."}', { status: 401 }));
    vi.stubGlobal("fetch", fetchMock);
    const onSignedIn = vi.fn();
    renderOnStaffPage(<SignInForm loginUrl="/api/admin/login" notice="" onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText("Username or email"), "morgan");
    await userEvent.type(screen.getByLabelText("Password"), "guess");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Message chosen by the server.");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Password")).toHaveValue("");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/login");
    expect(JSON.parse(init.body as string)).toEqual({ username: "morgan", password: "guess" });
  });

  it("hands the user and the rotated CSRF token over on success", async () => {
    const user = { id: 1, username: "morgan", email: "m@agency.example", name: "Morgan Lee" };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ user, csrfToken: "new-token" }))));
    const onSignedIn = vi.fn();
    renderOnStaffPage(<SignInForm loginUrl="/api/admin/login" notice="" onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText("Username or email"), "morgan");
    await userEvent.type(screen.getByLabelText("Password"), "right");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user, "new-token"));
  });
});

describe("the pipeline", () => {
  it("sends the status and owner filters", () => {
    expect(queryParams({ ...INITIAL_QUERY, status: "won", owner: "me" }, { withPage: false })).toBe(
      "status=won&owner=me",
    );
  });

  it("filters by the language the server names, by its code", () => {
    expect((facts as StaffFacts).languages).toEqual([
      { value: "en", label: "English" },
      { value: "es", label: "Spanish" },
    ]);
    expect(queryParams({ ...INITIAL_QUERY, language: "es" }, { withPage: true })).toBe("language=es");
  });

  it("checks a note as the server does, with its messages", () => {
    const { note } = facts;
    expect(noteError("  ", note)).toBe("Please write a note before adding it.");
    expect(noteError("x".repeat(5001), note)).toBe("Please keep a note to 5000 characters or fewer.");
    expect(noteError("x".repeat(5000), note)).toBe("");
    expect(noteError(" Called on Monday ", note)).toBe("");
  });
});

describe("the chart split by status", () => {
  it("sums the period by status in pipeline order", () => {
    const statuses = { new: 3, contacted: 1, qualified: 0, won: 2, lost: 1 };
    const stats = { days: [], totals: { contacts: 4, quotes: 3, statuses } };
    expect(statusSummary(stats, (facts as StaffFacts).statuses)).toBe("By status now: 3 New, 1 Contacted, 0 Qualified, 2 Won, 1 Lost.");
    expect(statusSummary({ days: [], totals: { contacts: 0, quotes: 0 } }, (facts as StaffFacts).statuses)).toBe("");
  });
});
