// Every lead (the first view: each row names its form) or one kind of lead: filters, a sortable
// table, pagination, the handled toggle, the detail dialog and the CSV export of the current filter.
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import { toast } from "../../lib/toast";
import { Button, buttonClass } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import { byId } from "../ui/options";
import {
  INITIAL_QUERY,
  isAnyLead,
  isQuote,
  queryParams,
  type Owner,
  type Lead,
  type LeadKind,
  type LeadPage,
  type ListKind,
  type LeadQuery,
  type Ordering,
  type SortKey,
} from "./api";
import { useStaffFacts } from "./facts";
import { formatDateTime } from "./format";
import LeadDetail from "./LeadDetail";
import { DateRangeFields, FetchFailed } from "./pieces";

interface Props {
  kind: ListKind;
  listUrl: string;
  /** Each kind's list, under which a lead's own record is (every lead's list opens its rows there). */
  kindUrls: Record<LeadKind, string>;
  exportUrl: string;
  staffUsersUrl: string;
  timeZone: string;
  portal: HTMLElement | null;
  onSessionEnded: () => void;
}

const TEXT = {
  all: {
    title: "All leads",
    failed: "Failed to fetch leads",
    empty: "No leads match these filters.",
  },
  contacts: {
    title: "Contact submissions",
    failed: "Failed to fetch contact submissions",
    empty: "No contact submissions match these filters.",
  },
  quotes: {
    title: "Quote requests",
    failed: "Failed to fetch quote requests",
    empty: "No quote requests match these filters.",
  },
} as const;

const SEARCH_DELAY_MS = 300;
// The score filter's steps: leads scoring at least this much (scores run from 0 to 100).
const SCORE_STEPS = [25, 50, 75];

function isSessionError(caught: unknown): boolean {
  return caught instanceof ApiError && (caught.status === 401 || caught.status === 403);
}

// The Status filter: New is "not handled", "Handled" is any status but New, then each later status.
function statusFilterValue(query: LeadQuery): string {
  return query.status || query.handled;
}

function statusFilterChange(value: string): Partial<LeadQuery> {
  if (value === "" || value === "true" || value === "false") return { handled: value, status: "" };
  return { handled: "", status: value as LeadQuery["status"] };
}

export default function LeadTable({ kind, listUrl, kindUrls, exportUrl, staffUsersUrl, timeZone, portal, onSessionEnded }: Props) {
  const text = TEXT[kind];
  const { statuses, languages, forms, codedForms, sortKeys, searchHints } = useStaffFacts();
  // The Form filter: every form on the first view; the built forms among the quote requests.
  const formChoices = kind === "all" ? [...codedForms, ...forms] : kind === "quotes" ? forms : [];
  // A lead's own record: under its kind's list (a row of every lead's list says which).
  const leadKind = useCallback((lead: Lead): LeadKind => (isAnyLead(lead) ? lead.kind : (kind as LeadKind)), [kind]);
  const leadUrl = useCallback((lead: Lead) => `${kindUrls[leadKind(lead)]}/${lead.id}`, [kindUrls, leadKind]);
  const id = useId();
  const [query, setQuery] = useState<LeadQuery>(INITIAL_QUERY);
  const [searchInput, setSearchInput] = useState("");
  const [landingInput, setLandingInput] = useState("");
  const [data, setData] = useState<LeadPage | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [attempt, setAttempt] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [owners, setOwners] = useState<Owner[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    sessionRequest<{ results: Owner[] }>(staffUsersUrl, { signal: controller.signal })
      .then((answer) => setOwners(answer.results))
      .catch(() => undefined); // the owner filter then offers Mine and Nobody only
    return () => controller.abort();
  }, [staffUsersUrl]);

  const update = (changes: Partial<LeadQuery>) => setQuery((current) => ({ ...current, page: 1, ...changes }));

  // Searching (and the landing page typed) waits for a pause in typing; Enter searches at once.
  useEffect(() => {
    const term = searchInput.trim();
    const landing = landingInput.trim();
    const timer = window.setTimeout(
      () =>
        setQuery((current) =>
          current.search === term && current.landingPage === landing
            ? current
            : { ...current, search: term, landingPage: landing, page: 1 },
        ),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchInput, landingInput]);

  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    const params = queryParams(query, { withPage: true });
    sessionRequest<LeadPage>(params ? `${listUrl}?${params}` : listUrl, { signal: controller.signal })
      .then((page) => {
        setData(page);
        setStatus("ready");
      })
      .catch((caught) => {
        if (controller.signal.aborted) return;
        if (isSessionError(caught)) onSessionEnded();
        else setStatus("error");
      });
    return () => controller.abort();
  }, [listUrl, query, attempt, onSessionEnded]);

  // A saved record is its kind's: a row of every lead's list keeps its own fields (kind, form, summary).
  const replaceRow = useCallback(
    (saved: Lead) =>
      setData((page) =>
        page ? { ...page, results: page.results.map((row) => (row.id === saved.id ? ({ ...row, ...saved } as Lead) : row)) } : page,
      ),
    [],
  );

  // Shown at once; put back if the server does not confirm.
  const setHandled = useCallback(
    async (lead: Lead, handled: boolean) => {
      setSaving(lead.id);
      replaceRow({ ...lead, handled });
      try {
        const saved = await sessionRequest<Lead>(leadUrl(lead), { method: "PATCH", body: { handled } });
        replaceRow(saved);
        toast({ title: handled ? "Marked as handled" : "Marked as not handled", description: saved.name });
      } catch (caught) {
        replaceRow(lead);
        if (isSessionError(caught)) onSessionEnded();
        else
          toast({
            title: "Could not save",
            description: "The lead's status did not change. Please try again.",
            variant: "destructive",
          });
      } finally {
        setSaving(null);
      }
    },
    [leadUrl, onSessionEnded, replaceRow],
  );

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchInput.trim(), landingPage: landingInput.trim() });
  };

  const clearFilters = () => {
    setSearchInput("");
    setLandingInput("");
    setQuery(INITIAL_QUERY);
  };

  // The current column flips direction; a new column starts newest first (dates) or A-Z.
  const sortBy = (key: SortKey) => {
    const next: Ordering =
      query.ordering === key ? `-${key}` : query.ordering === `-${key}` ? key : key === "createdAt" ? "-createdAt" : key;
    update({ ordering: next });
  };

  const ariaSort = (key: SortKey) =>
    query.ordering === key ? "ascending" : query.ordering === `-${key}` ? "descending" : undefined;

  // Only the columns the server can sort by get the sort button.
  const sortHeader = (key: SortKey, label: string) =>
    sortKeys.includes(key) ? (
      <th scope="col" aria-sort={ariaSort(key)}>
        <button type="button" className="staff-sort" onClick={() => sortBy(key)}>
          {label}
          <span aria-hidden="true" className="staff-sort-icon">
            {query.ordering === key ? "▲" : query.ordering === `-${key}` ? "▼" : "↕"}
          </span>
        </button>
      </th>
    ) : (
      <th scope="col">{label}</th>
    );

  const exportParams = queryParams(query, { withPage: false });
  const rows = data?.results ?? [];
  const openLead = rows.find((row) => row.id === openId) ?? null;
  const filtered = Boolean(
    query.search ||
      query.dateFrom ||
      query.dateTo ||
      query.handled ||
      query.status ||
      query.owner ||
      query.scoreMin ||
      query.language ||
      query.landingPage ||
      query.form,
  );
  const first = data && data.count ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + rows.length - (rows.length ? 1 : 0) : 0;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {text.title}
      </h2>

      <form className="staff-card grid gap-4 p-4 md:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_1fr_1fr_auto] md:items-end" onSubmit={searchNow} role="search" aria-label={`Filter ${text.title.toLowerCase()}`}>
        <TextField
          id={`${id}-search`}
          label="Search"
          type="search"
          placeholder={searchHints[kind]}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <DateRangeFields id={id} range={query} onChange={update} />
        <SelectField
          id={`${id}-status`}
          label="Status"
          placeholder="All"
          options={[
            { value: "false", label: "New (not handled)" },
            { value: "true", label: "Handled (any other)" },
            ...statuses.slice(1),
          ]}
          value={statusFilterValue(query)}
          onChange={(event) => update(statusFilterChange(event.target.value))}
        />
        <SelectField
          id={`${id}-owner`}
          label="Owner"
          placeholder="Anyone"
          options={[{ value: "me", label: "Mine" }, { value: "none", label: "Nobody" }, ...byId(owners)]}
          value={query.owner}
          onChange={(event) => update({ owner: event.target.value })}
        />
        <SelectField
          id={`${id}-score`}
          label="Score"
          placeholder="Any"
          options={SCORE_STEPS.map((step) => ({ value: String(step), label: `${step} or more` }))}
          value={query.scoreMin}
          onChange={(event) => update({ scoreMin: event.target.value })}
        />
        <SelectField
          id={`${id}-language`}
          label="Language"
          placeholder="Any"
          options={languages}
          value={query.language}
          onChange={(event) => update({ language: event.target.value })}
        />
        {formChoices.length ? (
          <SelectField
            id={`${id}-form`}
            label="Form"
            placeholder="Every form"
            options={formChoices}
            value={query.form}
            onChange={(event) => update({ form: event.target.value })}
          />
        ) : null}
        <TextField
          id={`${id}-landing`}
          label="Landing page"
          placeholder="/lp/spring-offer"
          value={landingInput}
          onChange={(event) => setLandingInput(event.target.value)}
        />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={clearFilters} disabled={!filtered && !searchInput && !landingInput}>
            Clear
          </Button>
          <a className={buttonClass({ look: "staff", variant: "primary" })} href={exportParams ? `${exportUrl}?${exportParams}` : exportUrl} download>
            Export CSV
          </a>
        </div>
      </form>

      {status === "error" ? (
        <FetchFailed message={text.failed} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}

      <div className="staff-card staff-table-box mt-4" aria-busy={status === "loading"}>
        <table className="staff-table">
          <caption className="sr-only">
            {text.title}
            {data ? `, ${data.count} in total` : ""}
          </caption>
          <thead>
            <tr>
              {sortHeader("createdAt", "Received")}
              {sortHeader("name", "Name")}
              {sortHeader("company", "Company")}
              {kind === "all" ? (
                <>
                  <th scope="col">Form</th>
                  <th scope="col">Message or answers</th>
                </>
              ) : kind === "contacts" ? (
                <>
                  <th scope="col">Service</th>
                  <th scope="col">Message</th>
                </>
              ) : (
                <>
                  <th scope="col">Phone</th>
                  <th scope="col">Answers</th>
                </>
              )}
              {kind === "all" ? null : <th scope="col">Source</th>}
              <th scope="col">Language</th>
              {sortHeader("score", "Score")}
              {sortHeader("status", "Status")}
              <th scope="col">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id}>
                <td className="staff-cell-date">
                  <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt, timeZone)}</time>
                </td>
                <td className="staff-cell-name">
                  <span className="font-medium">{lead.name}</span>
                  <a className="staff-link staff-cell-email" href={`mailto:${lead.email}`}>
                    {lead.email}
                  </a>
                </td>
                <td data-label="Company">{lead.company}</td>
                {isAnyLead(lead) ? (
                  <>
                    <td data-label="Form">{lead.sourceLabel}</td>
                    <td data-label="Message or answers" className="staff-cell-text">
                      <div className="staff-clip">{lead.summary}</div>
                    </td>
                  </>
                ) : isQuote(lead) ? (
                  <>
                    <td data-label="Phone" className="whitespace-nowrap">
                      {lead.phone}
                    </td>
                    <td data-label="Answers" className="staff-cell-text">
                      <div className="staff-clip">{lead.answers.map((row) => row.answer).join(" · ")}</div>
                    </td>
                  </>
                ) : (
                  <>
                    <td data-label="Service">{isQuote(lead) ? lead.service : lead.serviceLabel}</td>
                    <td data-label="Message" className="staff-cell-text">
                      <div className="staff-clip">{lead.message}</div>
                    </td>
                  </>
                )}
                {isAnyLead(lead) ? null : <td data-label="Source">{lead.sourceLabel}</td>}
                <td data-label="Language">{lead.languageLabel}</td>
                <td data-label="Score" className="staff-cell-score" title={lead.scoreReasons.join("\n") || undefined}>
                  {lead.score}
                </td>
                <td className="staff-cell-status">
                  <label className="flex items-center gap-2 whitespace-nowrap">
                    <input
                      type="checkbox"
                      className="staff-checkbox"
                      checked={lead.handled}
                      disabled={saving === lead.id}
                      onChange={(event) => void setHandled(lead, event.target.checked)}
                    />
                    Handled<span className="sr-only"> ({lead.name})</span>
                  </label>
                  <span className="staff-muted block text-xs whitespace-nowrap">
                    {lead.statusLabel}
                    {lead.owner ? ` · ${lead.owner.name}` : ""}
                  </span>
                </td>
                <td className="staff-cell-action">
                  <Button variant="secondary" size="sm" onClick={() => setOpenId(lead.id)}>
                    View<span className="sr-only"> {lead.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {status === "ready" && rows.length === 0 ? <p className="staff-muted p-6 text-center text-sm">{text.empty}</p> : null}
        {status === "loading" && !data ? <p className="staff-muted p-6 text-center text-sm">Loading...</p> : null}
      </div>

      {data && data.count > 0 ? (
        <nav className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={`${text.title} pages`}>
          <p className="staff-muted" aria-live="polite">
            Showing {first}-{last} of {data.count} · page {data.page} of {data.totalPages}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={data.page <= 1}
              onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={data.page >= data.totalPages}
              onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
            >
              Next
            </Button>
          </div>
        </nav>
      ) : null}

      <LeadDetail
        lead={openLead}
        kind={openLead ? leadKind(openLead) : "contacts"}
        timeZone={timeZone}
        portal={portal}
        saving={openLead !== null && saving === openLead.id}
        detailUrl={openLead ? leadUrl(openLead) : ""}
        owners={owners}
        onHandledChange={setHandled}
        onSaved={replaceRow}
        onSessionEnded={onSessionEnded}
        onClose={() => setOpenId(null)}
      />
    </section>
  );
}
