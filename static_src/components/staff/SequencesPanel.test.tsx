import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { SequencesPanel } from "./SequencesPanel";

const running = {
  id: 7,
  sequence: "Pricing quiz follow-up",
  state: "active",
  stateLabel: "In the sequence",
  leftReason: "",
  enteredAt: "2026-03-02T17:00:00Z",
  nextDueAt: "2026-03-05T17:00:00Z",
  sent: [{ step: 1, subject: "Your plan", sentAt: "2026-03-03T17:00:00Z" }],
  canStop: true,
};

describe("SequencesPanel", () => {
  it("shows each sequence's sent steps, the next one due and a Stop button while it runs", () => {
    render(
      <SequencesPanel
        sequences={[running, { ...running, id: 8, state: "left", stateLabel: "Left", leftReason: "Booked a call", nextDueAt: null, canStop: false }]}
        detailUrl="/api/admin/quotes/1"
        timeZone="America/Los_Angeles"
        onSaved={vi.fn()}
        onSessionEnded={vi.fn()}
      />,
    );
    expect(screen.getAllByText(/Step 1 sent: Your plan/)).toHaveLength(2);
    expect(screen.getByText(/Next due/)).toBeInTheDocument();
    expect(screen.getByText(/\(Booked a call\)/)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Stop" })).toHaveLength(1);
  });

  it("says when the lead is in no sequence", () => {
    render(<SequencesPanel sequences={[]} detailUrl="/x" timeZone="UTC" onSaved={vi.fn()} onSessionEnded={vi.fn()} />);
    expect(screen.getByText("In no follow-up sequence.")).toBeInTheDocument();
  });
});
