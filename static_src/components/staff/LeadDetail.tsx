// The detail dialog of one lead: every field, quiz answers with their labels, the handled toggle.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

import { isQuote, type Lead, type LeadKind } from "./api";
import { formatDateTime } from "./format";

interface Props {
  lead: Lead | null;
  kind: LeadKind;
  timeZone: string;
  portal: HTMLElement | null;
  saving: boolean;
  onHandledChange: (lead: Lead, handled: boolean) => void;
  onClose: () => void;
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

export default function LeadDetail({ lead, kind, timeZone, portal, saving, onHandledChange, onClose }: Props) {
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
                  {lead.handled ? "Handled" : "Not handled"}
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
                <Field label="Service">{lead.service}</Field>
                <Field label="Source">{lead.sourceLabel}</Field>
                {isQuote(lead) ? null : <Field label="Message">{lead.message}</Field>}
              </dl>

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
                  <Field label="Referrer">{lead.referrer}</Field>
                  <Field label="Campaign">{utm}</Field>
                  <Field label="Staff notification">{NOTIFICATION[lead.notificationStatus] ?? lead.notificationStatus}</Field>
                  <Field label="Handled on">{lead.handledAt ? formatDateTime(lead.handledAt, timeZone) : ""}</Field>
                </dl>
              </section>

              <div className="mt-8 flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  className="staff-btn staff-btn-primary"
                  disabled={saving}
                  onClick={() => onHandledChange(lead, !lead.handled)}
                >
                  {lead.handled ? "Mark as not handled" : "Mark as handled"}
                </button>
                <Dialog.Close className="staff-btn staff-btn-secondary">Close</Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
