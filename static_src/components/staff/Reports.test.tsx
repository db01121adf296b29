import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import facts from "../../test-fixtures/staff-props.json";
import { type ReportCsv, reportParams, type Reports as ReportsData } from "./api";
import Reports from "./Reports";
import { renderOnStaffPage } from "./test-render";

afterEach(() => vi.unstubAllGlobals());

// The shape GET /api/admin/reports answers (staff.serializers.ReportsOutputSerializer).
const REPORTS: ReportsData = {
  dateFrom: "2026-03-01",
  dateTo: "2026-03-02",
  funnels: [
    {
      form: "pricing-quiz",
      label: "Pricing quiz",
      steps: [
        { step: "open", label: "Started (step 1: Business type)", count: 40, dropped: 0, ofOpened: 100, ofPrevious: null },
        { step: "2", label: "Step 2: Main goal", count: 30, dropped: 10, ofOpened: 75, ofPrevious: 75 },
        { step: "sent", label: "Sent", count: 10, dropped: 20, ofOpened: 25, ofPrevious: 33.3 },
      ],
    },
  ],
  attribution: [
    { key: "source", label: "Source", rows: [{ value: "newsletter", leads: 4, views: 200, conversion: 2, won: 1, wonValue: "12,500.00 USD" }] },
    { key: "landing", label: "Landing page", rows: [{ value: "/pricing", leads: 3, views: 150, conversion: 2, won: 0, wonValue: "" }] },
  ],
  days: [
    { date: "2026-03-01", views: 120, leads: 3 },
    { date: "2026-03-02", views: 80, leads: 1 },
  ],
  searches: [
    {
      day: "2026-03-02",
      language: "es",
      searches: 7,
      zero: 2,
      leads: 1,
      words: [{ text: "anuncios", count: 4 }],
      zeroQueries: [{ text: "perros", count: 2 }],
    },
  ],
  abTests: [
    {
      id: 7,
      name: "Bolder heading",
      page: "/lp/spring-offer",
      status: "Running",
      startedAt: "2026-02-20T10:00:00Z",
      endedAt: null,
      winner: "",
      verdict: "keep collecting",
      verdictText: "Keep collecting: not every version has had its planned visitors yet, so any difference may be noise.",
      sampleRatioP: 0.41,
      sampleRatioMismatch: false,
      sampleRatioText: "Sample-ratio check: the exposures follow the planned shares (χ² p = 0.41).",
      planText: "Goal: a lead from the page's form. Planned from 5.00 % to 6.00 % (the smallest lift worth detecting, 20 %): visitors needed per version A: 8,158, B: 8,158 (80 % power, 5 % significance, two-sided).",
      adminUrl: "/django-admin/campaigns/experiment/7/change/",
      versions: [
        { version: "A", share: 50, exposures: 1000, planned: 8158, leads: 50, rate: 5, difference: null, low: null, high: null },
        { version: "B", share: 50, exposures: 1020, planned: 8158, leads: 66, rate: 6.47, difference: 1.47, low: -0.55, high: 3.49 },
      ],
    },
  ],
};

// The CSVs the server offers (staff.report_figures.REPORT_CSVS), as the staff page's props carry them.
const CSVS = facts.reportCsvs as ReportCsv[];

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("Reports", () => {
  it("shows each funnel's steps with the drop-off, the attribution by the chosen breakdown and the CSV links", async () => {
    const fetchMock = vi.fn(async () => answer(REPORTS));
    vi.stubGlobal("fetch", fetchMock);
    renderOnStaffPage(<Reports url="/api/admin/reports" exportUrl="/api/admin/reports/export.csv" csvs={CSVS} onSessionEnded={() => undefined} />);

    const funnel = await screen.findByRole("table", { name: /Pricing quiz/ });
    const sent = within(funnel).getByRole("row", { name: /Sent/ });
    expect(sent).toHaveTextContent("10");
    expect(sent).toHaveTextContent("−20");
    expect(sent).toHaveTextContent("25.0%");
    expect(screen.getByText("40 opened, 10 sent (25.0%)")).toBeInTheDocument();
    expect(screen.getByText(/200 page views and 4 leads \(2\.0 leads per 100 page views\)/)).toBeInTheDocument();

    expect(screen.getByRole("row", { name: /newsletter/ })).toHaveTextContent("2.0%");
    expect(screen.getByRole("row", { name: /newsletter/ })).toHaveTextContent("12,500.00 USD");
    await userEvent.selectOptions(screen.getByLabelText("Break down by"), "landing");
    expect(screen.getByRole("row", { name: /\/pricing/ })).toHaveTextContent("150");

    const links = screen.getAllByRole("link", { name: /Export CSV/ }).map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "/api/admin/reports/export.csv?report=days&dateFrom=2026-03-01&dateTo=2026-03-02",
      "/api/admin/reports/export.csv?report=funnels&dateFrom=2026-03-01&dateTo=2026-03-02",
      "/api/admin/reports/export.csv?report=attribution&dateFrom=2026-03-01&dateTo=2026-03-02",
    ]);
    expect(screen.getByRole("link", { name: "Google Ads conversions (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/reports/export.csv?report=google-ads&dateFrom=2026-03-01&dateTo=2026-03-02",
    );
    expect(screen.getByRole("link", { name: "Meta offline events (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/reports/export.csv?report=meta&dateFrom=2026-03-01&dateTo=2026-03-02",
    );
    expect(screen.getByLabelText("From")).toHaveValue("2026-03-01");

    const searches = screen.getByRole("table", { name: "Site search" });
    const spanish = within(searches).getByRole("row", { name: /Spanish/ });
    expect(spanish).toHaveTextContent("anuncios (4)");
    expect(spanish).toHaveTextContent("perros (2)");
  });

  it("shows each A/B test's versions with the difference's interval, the sample-ratio check and the verdict", async () => {
    const broken = {
      ...REPORTS.abTests[0],
      id: 8,
      name: "Shorter form",
      verdict: "split broken" as const,
      verdictText: "Do not trust these numbers: the visitors are not split as planned (see the sample-ratio check).",
      sampleRatioP: 0.0001,
      sampleRatioMismatch: true,
      sampleRatioText: "Warning: sample-ratio mismatch (χ² p = 0.0001 < 0.001): the exposures do not follow the planned shares.",
    };
    vi.stubGlobal("fetch", vi.fn(async () => answer({ ...REPORTS, abTests: [...REPORTS.abTests, broken] })));
    renderOnStaffPage(<Reports url="/api/admin/reports" exportUrl="/x.csv" csvs={CSVS} onSessionEnded={() => undefined} />);

    const table = await screen.findByRole("table", { name: /Bolder heading/ });
    expect(within(table).getByRole("row", { name: /^B/ })).toHaveTextContent("+1.47 (-0.55 to +3.49)");
    expect(within(table).getByRole("row", { name: /^B/ })).toHaveTextContent("8158");
    expect(screen.getByText(/^Keep collecting/)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("sample-ratio mismatch");
    expect(screen.getByRole("link", { name: /Open the test\s*Bolder heading/ })).toHaveAttribute("href", "/django-admin/campaigns/experiment/7/change/");
  });

  it("shows each follow-up sequence: entered, why leads left, won with value, each step's sends", async () => {
    const sequence = {
      id: 3,
      name: "Pricing quiz follow-up",
      entered: 40,
      active: 12,
      completed: 10,
      booked: 9,
      stage: 5,
      unsubscribed: 3,
      bounced: 1,
      stopped: 0,
      won: 4,
      wonValue: "18000.00",
      steps: [
        { order: 1, subject: "Your plan", sent: 36 },
        { order: 2, subject: "The first 90 days", sent: 20 },
      ],
    };
    vi.stubGlobal("fetch", vi.fn(async () => answer({ ...REPORTS, sequences: [sequence] })));
    renderOnStaffPage(<Reports url="/api/admin/reports" exportUrl="/x.csv" csvs={CSVS} onSessionEnded={() => undefined} />);

    const table = await screen.findByRole("table", { name: /Follow-up sequences/ });
    const row = within(table).getByRole("row", { name: /^Pricing quiz follow-up/ });
    expect(row).toHaveTextContent("Step 1: 36 sent · Step 2: 20 sent");
    expect(row).toHaveTextContent("18000.00");
  });

  it("shows a test's plan to everyone and links to its admin page only when the server offers the link", async () => {
    const unlinked = { ...REPORTS.abTests[0], id: 9, name: "Shorter form", adminUrl: null };
    vi.stubGlobal("fetch", vi.fn(async () => answer({ ...REPORTS, abTests: [REPORTS.abTests[0], unlinked] })));
    renderOnStaffPage(<Reports url="/api/admin/reports" exportUrl="/x.csv" csvs={CSVS} onSessionEnded={() => undefined} />);

    const card = await screen.findByRole("region", { name: /Shorter form/ });
    expect(within(card).getByText(/^Goal: a lead from the page's form\. Planned from 5\.00 %/)).toBeInTheDocument();
    expect(within(card).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /Open the test/ })).toHaveLength(1);
  });

  it("asks again for a new range and shows the server's message for a wrong one", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(REPORTS))
      .mockResolvedValueOnce(answer({ dateFrom: ["Please choose a range of at most two years."] }, 400));
    vi.stubGlobal("fetch", fetchMock);
    renderOnStaffPage(<Reports url="/api/admin/reports" exportUrl="/x.csv" csvs={CSVS} onSessionEnded={() => undefined} />);
    const from = await screen.findByLabelText("From");
    await screen.findByRole("table", { name: /Pricing quiz/ });
    fireEvent.change(from, { target: { value: "2020-01-01" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a range of at most two years.");
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain("dateFrom=2020-01-01&dateTo=2026-03-02");
  });

  it("builds the query with only what is set", () => {
    expect(reportParams({ dateFrom: "", dateTo: "" })).toBe("");
    expect(reportParams({ dateFrom: "2026-01-01", dateTo: "" }, "funnels")).toBe("report=funnels&dateFrom=2026-01-01");
  });
});
