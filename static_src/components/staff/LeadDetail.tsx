// The detail dialog of one lead: every field, quiz answers with their labels, the handled toggle,
// and the pipeline: status, owner, staff notes, the lead's history and its follow-up emails.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import { toast } from "../../lib/toast";
import { Button, buttonClass } from "../ui/button";
import { SelectField, TextareaField, TextField } from "../ui/field";
import { byId } from "../ui/options";
import { isQuote, type Lead, type LeadKind, type Owner } from "./api";
import { noteError, useStaffFacts } from "./facts";
import { formatDateTime } from "./format";
import { SequencesPanel } from "./SequencesPanel";

interface Props {
  lead: Lead | null;
  kind: LeadKind;
  timeZone: string;
  portal: HTMLElement | null;
  saving: boolean;
  detailUrl: string;
  owners: Owner[];
  onHandledChange: (lead: Lead, handled: boolean) => void;
  onSaved: (lead: Lead) => void;
  onSessionEnded: () => void;
  onClose: () => void;
}

/** The first message of a DRF validation answer ({"field": ["message"]}), if there is one. */
function fieldMessage(caught: unknown, field: string): string | undefined {
  if (!(caught instanceof ApiError) || caught.status !== 400) return undefined;
  try {
    const parsed = JSON.parse(caught.body) as Record<string, unknown>;
    const messages = parsed[field];
    return Array.isArray(messages) && typeof messages[0] === "string" ? messages[0] : undefined;
  } catch {
    return undefined;
  }
}

interface PipelineProps {
  lead: Lead;
  detailUrl: string;
  owners: Owner[];
  timeZone: string;
  onSaved: (lead: Lead) => void;
  onSessionEnded: () => void;
}

/** A won lead's sale: its value and currency, for the ad platforms' files and the reports. */
function SaleForm({ lead, busy, onSave }: { lead: Lead; busy: boolean; onSave: (sale: { value: string; currency: string }) => void }) {
  const { sale: rules } = useStaffFacts();
  const id = useId();
  const [value, setValue] = useState(lead.wonValue ?? "");
  const [currency, setCurrency] = useState(lead.wonCurrency || rules.defaultCurrency);
  const [problem, setProblem] = useState<{ value?: string; currency?: string }>({});

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      value: /^\d{1,10}(\.\d{1,2})?$/.test(value.trim()) ? undefined : rules.valueMessage,
      currency: /^[A-Z]{3}$/.test(currency.trim().toUpperCase()) ? undefined : rules.currencyMessage,
    };
    setProblem(found);
    if (found.value || found.currency) return;
    onSave({ value: value.trim(), currency: currency.trim().toUpperCase() });
  };

  return (
    <form className="mt-4 grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="text-sm font-semibold sm:col-span-3">
        Sale{lead.wonAt ? ` (won ${lead.wonAt.slice(0, 10)})` : ""}
      </h4>
      <TextField id={`${id}-value`} label="Value" inputMode="decimal" value={value} error={problem.value} onChange={(event) => setValue(event.target.value)} />
      <TextField id={`${id}-currency`} label="Currency" maxLength={3} autoCapitalize="characters" value={currency} error={problem.currency} onChange={(event) => setCurrency(event.target.value)} />
      <Button type="submit" variant="secondary" disabled={busy}>
        Save sale
      </Button>
    </form>
  );
}

function Pipeline({ lead, detailUrl, owners, timeZone, onSaved, onSessionEnded }: PipelineProps) {
  const { statuses, note: noteRules } = useStaffFacts();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const [noteProblem, setNoteProblem] = useState("");
  // A former colleague who still owns the lead stays a choice, so the select shows who it is.
  const ownerChoices = lead.owner && !owners.some((owner) => owner.id === lead.owner?.id) ? [lead.owner, ...owners] : owners;

  // The list rows carry no notes or history: the dialog reads the lead's detail once it opens.
  useEffect(() => {
    if (lead.history) return;
    const controller = new AbortController();
    sessionRequest<Lead>(detailUrl, { signal: controller.signal })
      .then(onSaved)
      .catch((caught) => {
        if (caught instanceof ApiError && (caught.status === 401 || caught.status === 403)) onSessionEnded();
      });
    return () => controller.abort();
  }, [detailUrl, lead.history, onSaved, onSessionEnded]);

  const failed = (caught: unknown, description: string) => {
    if (caught instanceof ApiError && (caught.status === 401 || caught.status === 403)) {
      if (caught.status === 401) onSessionEnded();
      else toast({ title: "Not allowed", description: "Your account cannot change this lead.", variant: "destructive" });
      return;
    }
    toast({ title: "Could not save", description, variant: "destructive" });
  };

  const change = async (body: { status: string; value?: string; currency?: string } | { owner: number | null }, done: string) => {
    setBusy(true);
    try {
      const saved = await sessionRequest<Lead>(detailUrl, { method: "PATCH", body });
      onSaved(saved);
      toast({ title: done, description: saved.name });
    } catch (caught) {
      failed(caught, "The lead did not change. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(note, noteRules);
    setNoteProblem(problem);
    if (problem) return;
    setBusy(true);
    try {
      const saved = await sessionRequest<Lead>(`${detailUrl}/notes`, { method: "POST", body: { text: note } });
      onSaved(saved);
      setNote("");
      toast({ title: "Note added", description: saved.name });
    } catch (caught) {
      const message = fieldMessage(caught, "text");
      if (message) setNoteProblem(message);
      else failed(caught, "The note was not added; your text is still here. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mt-6" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold">
        Pipeline
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-status`}
          label="Lead status"
          options={statuses}
          value={lead.status}
          disabled={busy}
          onChange={(event) => void change({ status: event.target.value }, "Status changed")}
        />
        <SelectField
          id={`${id}-owner`}
          label="Lead owner"
          placeholder="Nobody"
          options={byId(ownerChoices)}
          value={lead.owner ? String(lead.owner.id) : ""}
          disabled={busy}
          onChange={(event) =>
            void change({ owner: event.target.value ? Number(event.target.value) : null }, "Owner changed")
          }
        />
      </div>

      {lead.status === "won" ? (
        <SaleForm key={`${lead.id}-${lead.wonValue}-${lead.wonCurrency}`} lead={lead} busy={busy} onSave={(sale) => void change({ status: "won", ...sale }, "Sale saved")} />
      ) : null}

      <h4 className="mt-5 text-sm font-semibold">Notes (staff only)</h4>
      {lead.notes?.length ? (
        <ul className="mt-2 grid gap-2">
          {lead.notes.map((item) => (
            <li key={item.id} className="staff-card p-3 text-sm">
              <p className="break-words whitespace-pre-wrap">{item.text}</p>
              <p className="staff-muted mt-1 text-xs">
                {item.author || "A former colleague"}, {formatDateTime(item.createdAt, timeZone)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="staff-muted mt-2 text-sm">{lead.notes ? "No notes yet." : "Loading..."}</p>
      )}
      <form className="mt-3 grid gap-2" onSubmit={addNote} noValidate>
        <TextareaField
          id={`${id}-note`}
          label="New note"
          className="min-h-20"
          value={note}
          maxLength={noteRules.maxLength + 1}
          error={noteProblem}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteProblem) setNoteProblem("");
          }}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={busy}>
            Add note
          </Button>
        </div>
      </form>

      <h4 className="mt-5 text-sm font-semibold">History</h4>
      {lead.history?.length ? (
        <ol className="mt-2 grid gap-1 text-sm">
          {lead.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {entry.summary}{" "}
              <span className="staff-muted">
                {entry.actor || "Someone"}, {formatDateTime(entry.at, timeZone)}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="staff-muted mt-2 text-sm">{lead.history ? "Nothing changed yet." : "Loading..."}</p>
      )}

      <SequencesPanel
        sequences={lead.sequences}
        detailUrl={detailUrl}
        timeZone={timeZone}
        onSaved={onSaved}
        onSessionEnded={onSessionEnded}
      />
    </section>
  );
}

const NOTIFICATION = {
  pending: "Waiting to be sent",
  sent: "Sent to the enquiry mailbox",
  retrying: "Retrying after a mail server error",
  failed: "Not sent: the mail server kept failing",
} as Record<string, string>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === "" || children === null || children === undefined) return null;
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="staff-muted text-sm font-medium">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

export default function LeadDetail({
  lead,
  kind,
  timeZone,
  portal,
  saving,
  detailUrl,
  owners,
  onHandledChange,
  onSaved,
  onSessionEnded,
  onClose,
}: Props) {
  const utm = lead
    ? Object.entries(lead.utm)
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}: ${value}`)
        .join(", ")
    : "";

  return (
    <Dialog.Root open={lead !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal container={portal}>
        <Dialog.Overlay className="staff-overlay" />
        <Dialog.Content className="staff-dialog">
          {lead ? (
            <>
              <div className="flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-xl font-semibold">{lead.name}</Dialog.Title>
                  <Dialog.Description className="staff-muted mt-1 text-sm">
                    {kind === "contacts" ? "Contact submission" : "Quote request"} #{lead.id}, received{" "}
                    {formatDateTime(lead.createdAt, timeZone)}
                  </Dialog.Description>
                </div>
                <span className={lead.handled ? "staff-badge staff-badge-ok" : "staff-badge staff-badge-open"}>
                  {lead.handled ? `Handled: ${lead.statusLabel}` : "Not handled"}
                </span>
              </div>

              <dl className="mt-6 grid gap-3">
                <Field label="Email">
                  <a className="staff-link" href={`mailto:${lead.email}`}>
                    {lead.email}
                  </a>
                </Field>
                <Field label="Company">{lead.company}</Field>
                <Field label="Phone">{lead.phone}</Field>
                <Field label="Service">{isQuote(lead) ? lead.service : lead.serviceLabel}</Field>
                <Field label="Source">{lead.sourceLabel}</Field>
                <Field label="Language">{lead.languageLabel}</Field>
                {isQuote(lead) ? null : <Field label="Message">{lead.message}</Field>}
              </dl>

              <section className="mt-6" aria-labelledby="lead-score-title">
                <h3 id="lead-score-title" className="text-base font-semibold">
                  Score: {lead.score} of 100
                </h3>
                {lead.scoreReasons.length ? (
                  <ul className="mt-2 grid gap-1 text-sm">
                    {lead.scoreReasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="staff-muted mt-2 text-sm">No score rule matched this lead's answers.</p>
                )}
              </section>

              {isQuote(lead) ? (
                <section className="mt-6" aria-labelledby="lead-answers-title">
                  <h3 id="lead-answers-title" className="text-base font-semibold">
                    Answers
                  </h3>
                  {lead.answers.length ? (
                    <dl className="mt-3 grid gap-3">
                      {lead.answers.map((row) => (
                        <Field key={row.question} label={row.question}>
                          {row.answer}
                        </Field>
                      ))}
                    </dl>
                  ) : (
                    <p className="staff-muted mt-2 text-sm">No quiz answers were sent with this request.</p>
                  )}
                </section>
              ) : null}

              <section className="mt-6" aria-labelledby="lead-tracking-title">
                <h3 id="lead-tracking-title" className="text-base font-semibold">
                  Where it came from
                </h3>
                <dl className="mt-3 grid gap-3">
                  <Field label="Page">{lead.pageUrl}</Field>
                  <Field label="Landing page">{lead.landingPage}</Field>
                  <Field label="Referrer">{lead.referrer}</Field>
                  <Field label="Campaign">{utm}</Field>
                  {lead.clickIds.map((click) => (
                    <Field key={click.parameter} label={`${click.platform} click id`}>
                      <span className="font-mono text-xs break-all">
                        {click.parameter}: {click.value}
                      </span>
                    </Field>
                  ))}
                  {lead.abVersion ? <Field label="A/B test version">{lead.abVersionLabel}</Field> : null}
                  <Field label="Staff notification">{NOTIFICATION[lead.notificationStatus] ?? lead.notificationStatus}</Field>
                  <Field label="Handled on">{lead.handledAt ? formatDateTime(lead.handledAt, timeZone) : ""}</Field>
                </dl>
              </section>

              <Pipeline
                lead={lead}
                detailUrl={detailUrl}
                owners={owners}
                timeZone={timeZone}
                onSaved={onSaved}
                onSessionEnded={onSessionEnded}
              />

              <div className="mt-8 flex flex-wrap justify-end gap-2">
                <Button
                  variant="primary"
                  disabled={saving}
                  onClick={() => onHandledChange(lead, !lead.handled)}
                >
                  {lead.handled ? "Mark as not handled" : "Mark as handled"}
                </Button>
                <Dialog.Close className={buttonClass({ look: "staff", variant: "secondary" })}>Close</Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
