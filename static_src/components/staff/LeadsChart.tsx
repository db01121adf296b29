// Leads per day over the last 30 days: a small stacked bar chart (inline SVG) with a text
// summary that screen readers get as the chart's name, and the numbers in a table on request.
import { useEffect, useId, useState } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import { Button } from "../ui/button";
import type { DayCount, LeadStatus, Stats } from "./api";
import { useStaffFacts } from "./facts";
import { formatDay, plural } from "./format";
import { FetchFailed } from "./pieces";

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 4;

export function chartSummary(stats: Stats): string {
  const { contacts, quotes } = stats.totals;
  const total = contacts + quotes;
  if (total === 0) return "No leads in the last 30 days.";
  const busiest = stats.days.reduce((best, day) => (day.total > best.total ? day : best), stats.days[0]);
  return (
    `${plural(total, "lead", "leads")} in the last 30 days: ` +
    `${plural(contacts, "contact submission", "contact submissions")} and ` +
    `${plural(quotes, "quote request", "quote requests")}. ` +
    `Busiest day: ${formatDay(busiest.date, "long")} with ${plural(busiest.total, "lead", "leads")}.`
  );
}

/** The period's leads by current status, for the summary of the split chart. */
export function statusSummary(stats: Stats, statuses: StatusOption[]): string {
  const totals = stats.totals.statuses;
  if (!totals) return "";
  return `By status now: ${statuses.map((status) => `${totals[status.value]} ${status.label}`).join(", ")}.`;
}

type StatusOption = { value: LeadStatus; label: string };

/** One layer of a stacked bar: its class and each day's count, bottom layer first. */
interface Layer {
  key: string;
  className: string;
  count: (day: DayCount) => number;
}

const KIND_LAYERS: Layer[] = [
  { key: "contacts", className: "staff-bar-contacts", count: (day) => day.contacts },
  { key: "quotes", className: "staff-bar-quotes", count: (day) => day.quotes },
];

const statusLayers = (statuses: StatusOption[]): Layer[] =>
  statuses.map((status) => ({
    key: status.value,
    className: `staff-status-${status.value}`,
    count: (day) => day.statuses?.[status.value] ?? 0,
  }));

/** A bar per day, its layers stacked from the axis up, scaled to the busiest day. */
export function Bars({ days, layers }: { days: DayCount[]; layers: Layer[] }) {
  const max = Math.max(1, ...days.map((day) => day.total));
  const barWidth = WIDTH / days.length - GAP;
  return (
    <g>
      {days.map((day, index) => {
        const x = index * (barWidth + GAP) + GAP / 2;
        let top = HEIGHT;
        return (
          <g key={day.date}>
            {layers.map((layer) => {
              const height = (layer.count(day) / max) * HEIGHT;
              top -= height;
              return <rect key={layer.key} x={x} y={top} width={barWidth} height={height} className={layer.className} rx={1.5} />;
            })}
          </g>
        );
      })}
      <line x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="staff-axis" />
    </g>
  );
}

export default function LeadsChart({ url, onSessionEnded }: { url: string; onSessionEnded: () => void }) {
  const { statuses } = useStaffFacts();
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [byStatus, setByStatus] = useState(false);
  const id = useId();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    sessionRequest<Stats>(byStatus ? `${url}?by=status` : url, { signal: controller.signal })
      .then(setStats)
      .catch((caught) => {
        if (controller.signal.aborted) return;
        if (caught instanceof ApiError && (caught.status === 401 || caught.status === 403)) onSessionEnded();
        else setFailed(true);
      });
    return () => controller.abort();
  }, [url, attempt, byStatus, onSessionEnded]);

  const split = byStatus && Boolean(stats?.totals.statuses);

  return (
    <section className="staff-card mt-8 p-6" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Leads in the last 30 days
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={byStatus}
          onClick={() => setByStatus((on) => !on)}
        >
          Split by status
        </Button>
      </div>
      <ul className="staff-muted mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
        {split ? (
          statuses.map((status) => (
            <li key={status.value} className="flex items-center gap-1.5">
              <span className={`staff-swatch staff-status-${status.value}`} aria-hidden="true" /> {status.label}
            </li>
          ))
        ) : (
          <>
            <li className="flex items-center gap-1.5">
              <span className="staff-swatch staff-swatch-contacts" aria-hidden="true" /> Contact submissions
            </li>
            <li className="flex items-center gap-1.5">
              <span className="staff-swatch staff-swatch-quotes" aria-hidden="true" /> Quote requests
            </li>
          </>
        )}
      </ul>
      {failed ? (
        <FetchFailed message="Failed to fetch lead statistics" onRetry={() => setAttempt((n) => n + 1)} />
      ) : stats ? (
        <>
          <p id={`${id}-summary`} className="mt-2 text-sm">
            {chartSummary(stats)}
            {split ? ` ${statusSummary(stats, statuses)}` : ""}
          </p>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`}
            className="mt-4 h-36 w-full"
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-summary`}
          >
            <Bars days={stats.days} layers={split ? statusLayers(statuses) : KIND_LAYERS} />
          </svg>
          <div className="staff-muted mt-1 flex justify-between text-xs" aria-hidden="true">
            <span>{formatDay(stats.days[0].date)}</span>
            <span>{formatDay(stats.days[stats.days.length - 1].date)}</span>
          </div>
          <details className="mt-4 text-sm">
            <summary className="staff-link cursor-pointer">Show the numbers per day</summary>
            <div className="mt-3 max-h-64 overflow-y-auto">
              <table className="staff-table">
                <caption className="sr-only">Leads per day in the last 30 days</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Contact submissions</th>
                    <th scope="col">Quote requests</th>
                    {split
                      ? statuses.map((status) => (
                          <th key={status.value} scope="col">
                            {status.label}
                          </th>
                        ))
                      : null}
                  </tr>
                </thead>
                <tbody>
                  {stats.days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row" className="font-normal">
                        {formatDay(day.date, "long")}
                      </th>
                      <td>{day.contacts}</td>
                      <td>{day.quotes}</td>
                      {split ? statuses.map((status) => <td key={status.value}>{day.statuses?.[status.value] ?? 0}</td>) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : (
        <p className="staff-muted mt-4 h-36 text-sm" role="status">
          Loading the chart...
        </p>
      )}
    </section>
  );
}
