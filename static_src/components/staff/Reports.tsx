// The Reports view: where visitors give up on each form (funnels), where leads come from
// (attribution against the page views of the same source or landing page), and page views and
// leads per day, over a date range, each with its CSV; the leads won and their sales beside the
// leads of each breakdown (source, campaign, landing page, ad platform ...); and the sales files
// for the ad platforms. Every label of a form, step or breakdown is the server's
// (staff/report_figures.py, forms/funnels.py); the numbers are daily totals, never visitors.
import { useEffect, useId, useState } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import { Button, buttonClass } from "../ui/button";
import { SelectField } from "../ui/field";
import {
  type AbTest,
  type Attribution,
  type Funnel,
  type ReportCsv,
  type ReportDay,
  reportParams,
  type Reports as ReportsData,
  type SearchCount,
  type SearchDay,
  type SequenceReport,
} from "./api";
import { formatDay, plural } from "./format";
import { DateRangeFields, FetchFailed } from "./pieces";

const WIDTH = 600;
const HEIGHT = 90;
const GAP = 2;

interface Props {
  url: string;
  exportUrl: string;
  /** The CSVs the view offers, by the server's one list (the staff page's facts: reportCsvs). */
  csvs: ReportCsv[];
  onSessionEnded: () => void;
}

function percent(value: number | null): string {
  return value === null ? "–" : `${value.toFixed(1)}%`;
}

interface CsvLinks {
  exportUrl: string;
  range: Range;
  csvs: ReportCsv[];
}

function csvHref({ exportUrl, range }: CsvLinks, csv: ReportCsv): string {
  return `${exportUrl}?${reportParams(range, csv.report)}`;
}

/** A report's heading with the link to each CSV of its part of the view beside it. */
function ReportHeading({ id, title, section, ...links }: CsvLinks & { id: string; title: string; section: ReportCsv["section"] }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {links.csvs
        .filter((csv) => csv.section === section)
        .map((csv) => (
          <a key={csv.report} className={buttonClass({ look: "staff", variant: "secondary", size: "sm" })} href={csvHref(links, csv)} download>
            Export CSV<span className="sr-only"> of {csv.label}</span>
          </a>
        ))}
    </div>
  );
}

interface Range {
  dateFrom: string;
  dateTo: string;
}

/** One series per day as bars scaled to its busiest day, with its own name for screen readers. */
function DayBars({ days, value, className, label }: { days: ReportDay[]; value: (day: ReportDay) => number; className: string; label: string }) {
  const id = useId();
  const max = Math.max(1, ...days.map(value));
  const total = days.reduce((sum, day) => sum + value(day), 0);
  const barWidth = Math.max(WIDTH / days.length - GAP, 0.5);
  return (
    <figure className="mt-4">
      <figcaption id={id} className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="staff-muted">
          {total} in all, at most {max === 1 && total === 0 ? 0 : max} a day
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`} className="mt-2 h-24 w-full" preserveAspectRatio="none" role="img" aria-labelledby={id}>
        {days.map((day, index) => {
          const height = (value(day) / max) * HEIGHT;
          const x = index * (WIDTH / days.length) + GAP / 2;
          return <rect key={day.date} x={x} y={HEIGHT - height} width={barWidth} height={height} className={className} rx={1} />;
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="staff-axis" />
      </svg>
    </figure>
  );
}

/** A report table's column heads: what each row is, then its numbers (right-aligned). */
function TableHead({ first, numbers }: { first: string; numbers: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {numbers.map((name) => (
          <th key={name} scope="col" className="text-right">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function FunnelCard({ funnel }: { funnel: Funnel }) {
  const id = useId();
  const opened = funnel.steps[0]?.count ?? 0;
  const sent = funnel.steps.find((step) => step.step === "sent")?.count ?? 0;
  return (
    <section className="staff-card p-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold">
        {funnel.label}
      </h4>
      <p className="staff-muted text-sm">
        {opened ? `${plural(opened, "opened", "opened")}, ${sent} sent (${percent((sent * 100) / opened)})` : "Not opened in this range."}
      </p>
      <div className="staff-report-scroll mt-3">
        <table className="staff-table staff-table-compact">
          <caption className="sr-only">{funnel.label}: each step, how many reached it and how many left before it</caption>
          <TableHead first="Step" numbers={["Reached", "Left here", "Of opened"]} />
          <tbody>
            {funnel.steps.map((step) => (
              <tr key={step.step}>
                <th scope="row" className="font-normal">
                  {step.label}
                  <span className="staff-funnel-track" aria-hidden="true">
                    <span className="staff-funnel-bar" style={{ width: `${Math.min(step.ofOpened ?? 0, 100)}%` }} />
                  </span>
                </th>
                <td className="text-right tabular-nums">{step.count}</td>
                <td className="text-right tabular-nums">{step.dropped ? `−${step.dropped}` : "0"}</td>
                <td className="text-right tabular-nums">{percent(step.ofOpened)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function counts(items: SearchCount[]): string {
  return items.length ? items.map((item) => `${item.text} (${item.count})`).join(", ") : "–";
}

/** Site search per day and language: daily totals, never a visitor. */
function SearchTable({ days, labelledBy }: { days: SearchDay[]; labelledBy: string }) {
  return (
    <div className="staff-table-box mt-3">
      <table className="staff-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Language</th>
            <th scope="col" className="text-right">
              Searches
            </th>
            <th scope="col" className="text-right">
              Found nothing
            </th>
            <th scope="col" className="text-right">
              Leads
            </th>
            <th scope="col">Most searched words</th>
            <th scope="col">Searches that found nothing</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={`${day.day}-${day.language}`}>
              <td>{formatDay(day.day)}</td>
              <td>{day.language === "es" ? "Spanish" : "English"}</td>
              <td className="text-right">{day.searches}</td>
              <td className="text-right">{day.zero}</td>
              <td className="text-right">{day.leads}</td>
              <td>{counts(day.words)}</td>
              <td>{counts(day.zeroQueries)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SequencesReport({ id, sequences }: { id: string; sequences: SequenceReport[] }) {
  return (
    <section className="mt-6" aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold">
        Follow-up emails
      </h3>
      <p className="staff-muted mt-1 text-sm">
        Each sequence since it began, whatever the dates above: how many leads entered, why they left, how many of them were
        won; then how many each step was sent to. Opens and clicks are not tracked.
      </p>
      {sequences.length ? (
        <div className="staff-report-scroll mt-3">
          <table className="staff-table staff-table-compact">
            <caption className="sr-only">Follow-up sequences: entered, left and why, won</caption>
            <TableHead first="Sequence" numbers={["Entered", "Booked a call", "Stage changed", "Unsubscribed", "Bounced", "Stopped", "Won", "Won value"]} />
            <tbody>
              {sequences.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="font-normal">
                    {row.name}
                    <span className="staff-muted block text-xs">
                      {row.steps.map((step) => `Step ${step.order}: ${step.sent} sent`).join(" · ")}
                    </span>
                  </th>
                  {[row.entered, row.booked, row.stage, row.unsubscribed, row.bounced, row.stopped, row.won, row.wonValue].map((value, index) => (
                    <td key={index} className="text-right tabular-nums">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="staff-muted mt-3 text-sm">No follow-up sequence yet. Editors write them in the Django admin (Follow-up sequences).</p>
      )}
    </section>
  );
}

function AttributionTable({ part }: { part: Attribution }) {
  return (
    <div className="staff-report-scroll mt-3">
      <table className="staff-table staff-table-compact">
        <caption className="sr-only">
          Leads by {part.label.toLowerCase()}, with page views, leads per 100 page views, and the leads won with their sales
        </caption>
        <TableHead first={part.label} numbers={["Leads", "Page views", "Conversion", "Won", "Won value"]} />
        <tbody>
          {part.rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className="staff-report-value font-normal">
                {row.value}
              </th>
              <td className="text-right tabular-nums">{row.leads}</td>
              <td className="text-right tabular-nums">{row.views}</td>
              <td className="text-right tabular-nums">{percent(row.conversion)}</td>
              <td className="text-right tabular-nums">{row.won}</td>
              <td className="text-right tabular-nums whitespace-nowrap">{row.wonValue || "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {part.rows.length === 0 ? <p className="staff-muted p-4 text-center text-sm">No page views or leads in this range.</p> : null}
    </div>
  );
}

function points(value: number | null): string {
  return value === null ? "–" : `${value > 0 ? "+" : ""}${value.toFixed(2)}`;
}

/** One A/B test: its versions' exposures, leads and rates, each challenger's difference from A with
 * its 95 % interval, the plan, the sample-ratio check and the verdict (the server's words). The card is
 * the results for everyone who sees Reports; the link into the admin comes only for staff who may
 * change the test there (the server leaves it out for the others, to whom it would answer 403). */
function AbTestCard({ test }: { test: AbTest }) {
  const id = useId();
  return (
    <section className="staff-card p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={`${id}-title`} className="font-semibold">
          {test.name} <span className="staff-muted font-normal">{test.page}</span>
        </h4>
        {test.adminUrl ? (
          <a className={buttonClass({ look: "staff", variant: "secondary", size: "sm" })} href={test.adminUrl}>
            Open the test<span className="sr-only"> {test.name}</span>
          </a>
        ) : null}
      </div>
      <p className="staff-muted text-sm">
        {test.status}
        {test.startedAt ? `, since ${formatDay(test.startedAt.slice(0, 10), "long")}` : ""}
        {test.endedAt ? ` to ${formatDay(test.endedAt.slice(0, 10), "long")}` : ""}
      </p>
      <p className="mt-2 font-medium" data-verdict={test.verdict}>
        {test.verdictText}
      </p>
      <p className={test.sampleRatioMismatch ? "staff-error mt-1 text-sm" : "staff-muted mt-1 text-sm"} role={test.sampleRatioMismatch ? "alert" : undefined}>
        {test.sampleRatioText}
      </p>
      <p className="staff-muted mt-1 text-sm">{test.planText}</p>
      <div className="staff-report-scroll mt-3">
        <table className="staff-table staff-table-compact">
          <caption className="sr-only">
            {test.name}: each version's planned share, exposures, visitors needed, leads, conversion rate, and difference from A with its 95 % interval
          </caption>
          <TableHead first="Version" numbers={["Share", "Exposures", "Needed", "Leads", "Conversion", "Difference (95 % interval)"]} />
          <tbody>
            {test.versions.map((row) => (
              <tr key={row.version}>
                <th scope="row" className="font-normal">
                  {row.version}
                  {test.winner === row.version ? " (kept)" : ""}
                </th>
                <td data-label="Share" className="text-right tabular-nums">{row.share}%</td>
                <td data-label="Exposures" className="text-right tabular-nums">{row.exposures}</td>
                <td data-label="Needed" className="text-right tabular-nums">{row.planned ?? "–"}</td>
                <td data-label="Leads" className="text-right tabular-nums">{row.leads}</td>
                <td data-label="Conversion" className="text-right tabular-nums">{percent(row.rate)}</td>
                <td data-label="Difference" className="text-right tabular-nums whitespace-nowrap">
                  {row.difference === null ? "–" : `${points(row.difference)} (${points(row.low)} to ${points(row.high)})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function Reports({ url, exportUrl, csvs, onSessionEnded }: Props) {
  const id = useId();
  const [range, setRange] = useState<Range>({ dateFrom: "", dateTo: "" });
  const [data, setData] = useState<ReportsData | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [error, setError] = useState("");
  const [attempt, setAttempt] = useState(0);
  const [breakdown, setBreakdown] = useState("source");

  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    const params = reportParams(range);
    sessionRequest<ReportsData>(params ? `${url}?${params}` : url, { signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setError("");
        setStatus("ready");
      })
      .catch((caught) => {
        if (controller.signal.aborted) return;
        if (caught instanceof ApiError && caught.status === 401) onSessionEnded();
        else if (caught instanceof ApiError && caught.status === 400) {
          setError(Object.values(caught.fieldErrors ?? {}).flat()[0] ?? caught.serverMessage ?? "");
          setStatus("ready");
        } else setStatus("error");
      });
    return () => controller.abort();
  }, [url, range, attempt, onSessionEnded]);

  // The inputs show the range the server answered for (the last 30 days until one is chosen).
  const shown: Range = { dateFrom: range.dateFrom || data?.dateFrom || "", dateTo: range.dateTo || data?.dateTo || "" };
  const links: CsvLinks = { exportUrl, range: shown, csvs };
  const part = data?.attribution.find((item) => item.key === breakdown) ?? data?.attribution[0];
  const days = data?.days ?? [];
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const leads = days.reduce((sum, day) => sum + day.leads, 0);

  return (
    <section aria-labelledby={`${id}-title`} aria-busy={status === "loading"}>
      <h2 id={`${id}-title`} className="sr-only">
        Reports
      </h2>
      <form className="staff-card grid gap-4 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Report dates" onSubmit={(event) => event.preventDefault()}>
        <DateRangeFields id={id} range={shown} onChange={(changes) => setRange({ ...shown, ...changes })} />
        <Button variant="secondary" onClick={() => setRange({ dateFrom: "", dateTo: "" })} disabled={!range.dateFrom && !range.dateTo}>
          Last 30 days
        </Button>
        {error ? (
          <p role="alert" className="staff-error sm:col-span-3">
            {error}
          </p>
        ) : null}
      </form>

      {status === "error" ? (
        <FetchFailed message="Failed to fetch the reports" onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {!data && status === "loading" ? (
        <p className="staff-muted mt-4 text-sm" role="status">
          Loading the reports...
        </p>
      ) : null}

      {data ? (
        <>
          <section className="staff-card mt-6 p-4 sm:p-6" aria-labelledby={`${id}-days`}>
            <ReportHeading id={`${id}-days`} title="Page views and leads" section="days" {...links} />
            <p className="mt-1 text-sm">
              {formatDay(data.dateFrom, "long")} to {formatDay(data.dateTo, "long")}: {plural(views, "page view", "page views")} and{" "}
              {plural(leads, "lead", "leads")}
              {views ? ` (${((leads * 100) / views).toFixed(1)} leads per 100 page views)` : ""}.
            </p>
            <DayBars days={days} value={(day) => day.views} className="staff-bar-views" label="Page views per day" />
            <DayBars days={days} value={(day) => day.leads} className="staff-bar-quotes" label="Leads per day" />
            <div className="staff-muted mt-1 flex justify-between text-xs" aria-hidden="true">
              <span>{formatDay(data.dateFrom)}</span>
              <span>{formatDay(data.dateTo)}</span>
            </div>
          </section>

          <section className="mt-6" aria-labelledby={`${id}-funnels`}>
            <ReportHeading id={`${id}-funnels`} title="Form funnels" section="funnels" {...links} />
            <p className="staff-muted mt-1 text-sm">
              How many visitors opened each form, reached each step and sent it, with and without JavaScript. "Left here"
              is how many reached the step before and not this one.
            </p>
            <div className="mt-3 grid gap-4 lg:grid-cols-2">
              {data.funnels.map((funnel) => (
                <FunnelCard key={funnel.form} funnel={funnel} />
              ))}
            </div>
          </section>

          <section className="staff-card mt-6 p-4 sm:p-6" aria-labelledby={`${id}-attribution`}>
            <ReportHeading id={`${id}-attribution`} title="Where leads come from" section="attribution" {...links} />
            <SelectField
              id={`${id}-breakdown`}
              label="Break down by"
              wrapperClassName="mt-3 max-w-xs"
              options={data.attribution.map((item) => ({ value: item.key, label: item.label }))}
              value={part?.key ?? breakdown}
              onChange={(event) => setBreakdown(event.target.value)}
            />
            {part ? <AttributionTable part={part} /> : null}
          </section>

          <section className="staff-card mt-6 p-4 sm:p-6" aria-labelledby={`${id}-search`}>
            <h3 id={`${id}-search`} className="text-lg font-semibold">
              Site search
            </h3>
            <p className="staff-muted mt-1 text-sm">
              What visitors searched for on /search and /es/buscar, per day: the words and the searches that found nothing, as daily
              totals (a search that looks like an email address or a phone number is never stored). Leads are those sent from the
              contact form the search page opened with the visitor&apos;s question.
            </p>
            {data.searches.length ? (
              <SearchTable days={data.searches} labelledBy={`${id}-search`} />
            ) : (
              <p className="staff-muted mt-3 text-sm">No search in this range.</p>
            )}
          </section>

          <section className="mt-6" aria-labelledby={`${id}-ab`}>
            <h3 id={`${id}-ab`} className="text-lg font-semibold">
              A/B tests
            </h3>
            <p className="staff-muted mt-1 text-sm">
              Each test of a landing page from its start, whatever the dates above: exposures are the page views counted in each
              version, leads those sent from it. Differences are in points of conversion, against version A.
            </p>
            {data.abTests.length ? (
              <div className="mt-3 grid gap-4">
                {data.abTests.map((test) => (
                  <AbTestCard key={test.id} test={test} />
                ))}
              </div>
            ) : (
              <p className="staff-muted mt-3 text-sm">No A/B test has been started. Editors start them in the Django admin (Campaigns, A/B tests).</p>
            )}
          </section>

          <SequencesReport id={`${id}-sequences`} sequences={data.sequences ?? []} />

          <section className="staff-card mt-6 p-4 sm:p-6" aria-labelledby={`${id}-sales`}>
            <h3 id={`${id}-sales`} className="text-lg font-semibold">
              Sales for the ad platforms
            </h3>
            <p className="staff-muted mt-1 text-sm">
              Leads won in this range that came from an ad, in the files Google Ads and Meta import: Google Ads gets the
              click id, Meta the email and phone as SHA-256 codes. Leads whose browser sent Global Privacy Control are left
              out.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {csvs
                .filter((csv) => csv.section === "sales")
                .map((csv) => (
                  <a key={csv.report} className={buttonClass({ look: "staff", variant: "secondary", size: "sm" })} href={csvHref(links, csv)} download>
                    {csv.label}
                  </a>
                ))}
            </div>
          </section>
        </>
      ) : null}
    </section>
  );
}
