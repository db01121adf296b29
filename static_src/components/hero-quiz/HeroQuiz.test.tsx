import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import props from "../../test-fixtures/lead-island-props.json";
import { fakeApi, recordToasts } from "../test-utils";
import HeroQuiz from "./HeroQuiz";
import { STORAGE_KEY } from "./quiz";

function setup() {
  const trigger = document.createElement("a");
  trigger.href = "/pricing";
  trigger.textContent = "Get started";
  trigger.dataset.islandTrigger = "hero-quiz";
  document.body.append(trigger);
  render(<HeroQuiz {...props["hero-quiz"]} />);
  return { user: userEvent.setup(), trigger };
}

async function fillToLastStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("radio", { name: "Generate more leads" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(screen.getByRole("radio", { name: "$5,000 - $15,000" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(screen.getByRole("checkbox", { name: "Web Development" }));
  await user.click(screen.getByRole("checkbox", { name: "Lead Generation" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.selectOptions(screen.getByLabelText(/Industry/), "Healthcare");
  await user.click(screen.getByRole("button", { name: "Next" }));
}

beforeEach(() => {
  window.dataLayer = [];
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  document.body.innerHTML = "";
});

describe("HeroQuiz", () => {
  it("opens from the Get started trigger and walks five steps without required answers", async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    for (let step = 2; step <= 5; step += 1) {
      await user.click(screen.getByRole("button", { name: "Next" }));
      expect(screen.getByText(`Step ${step} of 5`)).toBeInTheDocument();
    }
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");
    expect(screen.getByRole("button", { name: "Get My Strategy" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("option", { name: "Select your industry" })).toBeInTheDocument();
  });

  it("shows the business-info errors under the fields and focuses the first one", async () => {
    const api = fakeApi();
    const { user, trigger } = setup();
    await user.click(trigger);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByLabelText(/Website/), "not a site");
    await user.click(screen.getByRole("button", { name: "Get My Strategy" }));
    const company = screen.getByLabelText(/Company name/);
    expect(company).toHaveFocus();
    expect(company).toHaveAttribute("aria-invalid", "true");
    expect(company).toHaveAccessibleDescription("Company name is required.");
    expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription("Name must be at least 2 characters.");
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(screen.getByLabelText(/Website/)).toHaveAccessibleDescription("Please enter a valid website address.");
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("submits every answer, thanks the visitor, records quiz_completed and starts over", async () => {
    const api = fakeApi({ status: 201, body: { id: 3 } });
    const toasts = recordToasts();
    const { user, trigger } = setup();
    await user.click(trigger);
    await fillToLastStep(user);
    await user.type(screen.getByLabelText(/Company name/), "Harbor Clinics");
    await user.type(screen.getByLabelText(/Your name/), "Dana Reyes");
    await user.type(screen.getByLabelText(/Email/), "dana@harborclinics.com");
    await user.click(screen.getByRole("button", { name: "Get My Strategy" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [body] = api.bodies();
    expect(api.urls()).toEqual(["/api/quote-request"]);
    expect(body).toMatchObject({
      source: "hero_quiz",
      homepage: "",
      quizAnswers: {
        businessGoal: "Generate more leads",
        budget: "$5,000 - $15,000",
        services: ["Web Development", "Lead Generation"],
        industry: "Healthcare",
        company: "Harbor Clinics",
        name: "Dana Reyes",
        email: "dana@harborclinics.com",
        phone: "",
        website: "",
        description: "",
      },
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.elapsedMs).toBe("number");
    expect(body.context).toMatchObject({ page: window.location.href });
    expect(body.language).toBe("en");
    expect(toasts).toEqual([{ title: "Thank you!", description: "We'll contact you within 24 hours with a customized proposal." }]);
    expect(window.dataLayer).toContainEqual({ event: "quiz_completed", category: "engagement", label: "hero_section" });
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBe(JSON.stringify({ step: 0, answers: { businessGoal: "", budget: "", services: [], industry: "", company: "", name: "", email: "", phone: "", website: "", description: "" } }));

    await user.click(trigger);
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Generate more leads" })).not.toBeChecked();
  });

  it("keeps the dialog, step and answers when the server fails, and retries with the same key", async () => {
    const api = fakeApi({ status: 500 }, "network", { status: 201, body: { id: 9 } });
    const toasts = recordToasts();
    const { user, trigger } = setup();
    await user.click(trigger);
    await fillToLastStep(user);
    await user.type(screen.getByLabelText(/Company name/), "Harbor Clinics");
    await user.type(screen.getByLabelText(/Your name/), "Dana Reyes");
    await user.type(screen.getByLabelText(/Email/), "dana@harborclinics.com");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(screen.getByRole("button", { name: "Get My Strategy" }));
      await waitFor(() => expect(toasts).toHaveLength(attempt + 1));
      expect(screen.getByText("Step 5 of 5")).toBeInTheDocument();
      expect(screen.getByLabelText(/Company name/)).toHaveValue("Harbor Clinics");
    }
    expect(toasts[1]).toEqual({ title: "Error", description: "Failed to submit your information. Please try again.", variant: "destructive" });
    expect(window.dataLayer).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Get My Strategy" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const keys = api.bodies().map((body) => body.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it("puts the server's 400 field errors under the matching fields", async () => {
    fakeApi({ status: 400, body: { "quizAnswers.email": ["Please enter a valid email address."] } });
    const { user, trigger } = setup();
    await user.click(trigger);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByLabelText(/Company name/), "Harbor");
    await user.type(screen.getByLabelText(/Your name/), "Dana");
    await user.type(screen.getByLabelText(/Email/), "dana@example.com");
    await user.click(screen.getByRole("button", { name: "Get My Strategy" }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription("Please enter a valid email address."));
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it("restores typed business details after a reload, sends them, and starts empty after success", async () => {
    const api = fakeApi({ status: 201, body: { id: 4 } });
    const toasts = recordToasts();
    const saved = { step: 4, answers: { businessGoal: "Generate more leads", company: "Harbor Clinics", name: "Dana Reyes", email: "dana@harborclinics.com" } };
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(screen.getByLabelText(/Company name/)).toHaveValue("Harbor Clinics");
    await user.type(screen.getByLabelText(/Phone/), "555 0100");
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!).answers.phone).toBe("555 0100");

    await user.click(screen.getByRole("button", { name: "Get My Strategy" }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(api.bodies()[0]).toMatchObject({ quizAnswers: { company: "Harbor Clinics", name: "Dana Reyes", phone: "555 0100" } });

    await user.click(trigger);
    for (let step = 0; step < 4; step += 1) await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByLabelText(/Company name/)).toHaveValue("");
    expect(screen.getByLabelText(/Your name/)).toHaveValue("");
  });

  it("keeps progress in sessionStorage across closing and remounting", async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole("radio", { name: "Boost online sales" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!)).toMatchObject({ step: 1, answers: { businessGoal: "Boost online sales" } });
  });
});
