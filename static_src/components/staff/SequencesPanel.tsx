// The lead's follow-up sequences in its detail dialog: each with the steps sent and their dates,
// the next one due, and a Stop button while it runs (POST .../sequences/<id>/stop).
import { useState } from "react";

import { ApiError, sessionRequest } from "../../lib/session-api";
import { toast } from "../../lib/toast";
import { Button } from "../ui/button";
import type { Lead, LeadSequence } from "./api";
import { formatDateTime } from "./format";

interface Props {
  sequences: LeadSequence[] | undefined;
  detailUrl: string;
  timeZone: string;
  onSaved: (lead: Lead) => void;
  onSessionEnded: () => void;
}

export function SequencesPanel({ sequences, detailUrl, timeZone, onSaved, onSessionEnded }: Props) {
  const [busy, setBusy] = useState(false);

  const stop = async (item: LeadSequence) => {
    setBusy(true);
    try {
      const saved = await sessionRequest<Lead>(`${detailUrl}/sequences/${item.id}/stop`, { method: "POST" });
      onSaved(saved);
      toast({ title: "Follow-up stopped", description: item.sequence });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) onSessionEnded();
      else toast({ title: "Could not stop it", description: "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h4 className="mt-5 text-sm font-semibold">Follow-up emails</h4>
      {sequences?.length ? (
        <ul className="mt-2 grid gap-2">
          {sequences.map((item) => (
            <li key={item.id} className="staff-card p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {item.sequence}: {item.stateLabel}
                  {item.leftReason ? ` (${item.leftReason})` : ""}
                </p>
                {item.canStop ? (
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => void stop(item)}>
                    Stop
                  </Button>
                ) : null}
              </div>
              {item.sent.length ? (
                <ol className="mt-1 grid gap-1">
                  {item.sent.map((send) => (
                    <li key={send.step}>
                      Step {send.step} sent: {send.subject}{" "}
                      <span className="staff-muted">{formatDateTime(send.sentAt, timeZone)}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="staff-muted mt-1">No step sent yet.</p>
              )}
              {item.nextDueAt ? (
                <p className="staff-muted mt-1">Next due {formatDateTime(item.nextDueAt, timeZone)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="staff-muted mt-2 text-sm">{sequences ? "In no follow-up sequence." : "Loading..."}</p>
      )}
    </>
  );
}
