// Leads per day over the last 30 days: a small stacked bar chart (inline SVG) with a text
// summary that screen readers get as the chart's name, and the numbers in a table on request.
import { useEffect, useId, useState } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import type { DayCount, Stats } from "./api";
import { formatDay, plural } from "./format";

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

export function Bars({ days }: { days: DayCount[] }) {
  const max = Math.max(1, ...days.map((day) => day.total));
  const barWidth = WIDTH / days.length - GAP;
  return (
    <g>
      {days.map((day, index) => {
        const x = index * (barWidth + GAP) + GAP / 2;
        const quotesHeight = (day.quotes / max) * HEIGHT;
        const contactsHeight = (day.contacts / max) * HEIGHT;
        return (
          <g key={day.date}>
            <rect x={x} y={HEIGHT - contactsHeight} width={barWidth} height={contactsHeight} className="staff-bar-contacts" rx={1.5} />
            <rect
              x={x}
              y={HEIGHT - contactsHeight - quotesHeight}
              width={barWidth}
              height={quotesHeight}
              className="staff-bar-quotes"
              rx={1.5}
            />
          </g>
        );
      })}
      <line x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="staff-axis" />
    </g>
  );
}

export default function LeadsChart({ url, onSessionEnded }: { url: string; onSessionEnded: () => void }) {
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const id = useId();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    sessionRequest<Stats>(url, { signal: controller.signal })
      .then(setStats)
      .catch((caught) => {
        if (controller.signal.aborted) return;
        if (caught instanceof ApiError && (caught.status === 401 || caught.status === 403)) onSessionEnded();
        else setFailed(true);
      });
    return () => controller.abort();
  }, [url, attempt, onSessionEnded]);

  return (
    <section className="staff-card mt-8 p-6" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Leads in the last 30 days
        </h2>
        <ul className="staff-muted flex gap-4 text-sm" aria-label="Legend">
          <li className="flex items-center gap-1.5">
            <span className="staff-swatch staff-swatch-contacts" aria-hidden="true" /> Contact submissions
          </li>
          <li className="flex items-center gap-1.5">
            <span className="staff-swatch staff-swatch-quotes" aria-hidden="true" /> Quote requests
          </li>
        </ul>
      </div>
      {failed ? (
        <div role="alert" className="staff-error-panel mt-4">
          <p>Failed to fetch lead statistics</p>
          <button type="button" className="staff-btn staff-btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      ) : stats ? (
        <>
          <p id={`${id}-summary`} className="mt-2 text-sm">
            {chartSummary(stats)}
          </p>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`}
            className="mt-4 h-36 w-full"
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-summary`}
          >
            <Bars days={stats.days} />
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
