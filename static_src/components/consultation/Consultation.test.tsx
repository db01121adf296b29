import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import props from "../../test-fixtures/lead-island-props.json";
import { fakeApi, recordToasts } from "../test-utils";
import Consultation from "./Consultation";

function setup() {
  const trigger = document.createElement("a");
  trigger.href = "/contact";
  trigger.textContent = "Contact";
  trigger.dataset.islandTrigger = "consultation";
  document.body.append(trigger);
  render(<Consultation {...props.consultation} />);
  return { user: userEvent.setup(), trigger };
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  document.body.innerHTML = "";
});

describe("Consultation", () => {
  it("requires name, email and company", async () => {
    const api = fakeApi();
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Request Consultation" }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription("Name must be at least 2 characters.");
    expect(screen.getByLabelText(/^Work email/)).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(screen.getByLabelText(/^Company/)).toHaveAccessibleDescription("Company name is required.");
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("offers the spec's options with readable labels and sends the fixed service and source", async () => {
    const api = fakeApi({ status: 201, body: { id: 4 } });
    const toasts = recordToasts();
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.type(screen.getByLabelText(/^Name/), "Sam Ortiz");
    await user.type(screen.getByLabelText(/^Work email/), "sam@ortizlogistics.com");
    await user.type(screen.getByLabelText(/^Company/), "Ortiz Logistics");
    await user.selectOptions(screen.getByLabelText(/^Area to automate/), "HR and recruitment");
    await user.selectOptions(screen.getByLabelText(/^Team size/), "More than 500 people");
    await user.selectOptions(screen.getByLabelText(/^Budget/), "I'd rather discuss it");
    await user.type(screen.getByLabelText(/^Current challenges/), "Screening takes days.");
    await user.click(screen.getByRole("button", { name: "Request Consultation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.bodies()[0]).toMatchObject({
      name: "Sam Ortiz",
      email: "sam@ortizlogistics.com",
      company: "Ortiz Logistics",
      phone: "",
      vertical: "hr",
      teamSize: "500+",
      budget: "discuss",
      currentChallenges: "Screening takes days.",
      automationGoals: "",
      service: "AI Automation Consultation",
      source: "ai_automation_page",
    });
    expect(window.dataLayer).toEqual([
      { event: "form_submission", category: "lead_generation", label: "ai_automation_consultation" },
    ]);
    expect(toasts[0].title).toBe("Consultation Requested!");
    expect(toasts[0].description).toMatch(/^We'll contact you within 24 hours/);
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("");
  });

  it("stays open with the data when sending fails", async () => {
    fakeApi("network");
    const toasts = recordToasts();
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.type(screen.getByLabelText(/^Name/), "Sam Ortiz");
    await user.type(screen.getByLabelText(/^Work email/), "sam@ortizlogistics.com");
    await user.type(screen.getByLabelText(/^Company/), "Ortiz Logistics");
    await user.click(screen.getByRole("button", { name: "Request Consultation" }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ title: "Error", description: "Failed to submit your request. Please try again.", variant: "destructive" });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Ortiz Logistics");
    expect(window.dataLayer).toEqual([]);
  });
});
