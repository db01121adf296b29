import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import props from "../../test-fixtures/lead-island-props.json";
import { fakeApi, recordToasts } from "../test-utils";
import PricingQuiz from "./PricingQuiz";
import { STORAGE_KEY } from "./quiz";

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await act(async () => {});
};

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
});

function answerQuiz() {
  fireEvent.click(screen.getByRole("button", { name: "Startup" }));
  act(() => vi.advanceTimersByTime(300));
  fireEvent.click(screen.getByRole("button", { name: "Generate more leads" }));
  act(() => vi.advanceTimersByTime(300));
  fireEvent.click(screen.getByRole("checkbox", { name: "Search engine optimization (SEO)" }));
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  fireEvent.click(screen.getByRole("button", { name: "Right away" }));
  act(() => vi.advanceTimersByTime(300));
}

describe("PricingQuiz", () => {
  it("advances 0.3 s after a single choice and shows progress as step / 4", () => {
    render(<PricingQuiz {...props["pricing-quiz"]} />);
    expect(screen.getByText("Question 1 of 4")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    fireEvent.click(screen.getByRole("button", { name: "Small business" }));
    expect(screen.getByRole("button", { name: "Small business" })).toHaveAttribute("aria-pressed", "true");
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText("Question 1 of 4")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Question 2 of 4")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  });

  it("asks for at least one service before moving on", () => {
    render(<PricingQuiz {...props["pricing-quiz"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Startup" }));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole("button", { name: "Increase website traffic" }));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select at least one option");
    expect(screen.getByText("Question 3 of 4")).toBeInTheDocument();
  });

  it("submits the contact details with the answers, then starts over at question 1", async () => {
    const api = fakeApi({ status: 201, body: { id: 5 } });
    const toasts = recordToasts();
    render(<PricingQuiz {...props["pricing-quiz"]} />);
    answerQuiz();
    expect(screen.getByRole("heading", { name: "Where should we send your quote?" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Dana Reyes" } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "dana@harborclinics.com" } });
    fireEvent.change(screen.getByLabelText(/^Company/), { target: { value: "Harbor Clinics" } });
    fireEvent.click(screen.getByRole("button", { name: "Get My Custom Quote" }));
    await flush();
    expect(api.bodies()[0]).toMatchObject({
      name: "Dana Reyes",
      email: "dana@harborclinics.com",
      company: "Harbor Clinics",
      phone: "",
      source: "pricing_quiz",
      quizAnswers: { "business-type": "startup", goals: "lead-generation", services: ["seo"], timeline: "immediate" },
    });
    expect(toasts).toEqual([
      { title: "Quote request submitted!", description: "Thank you! We'll review your answers and send your custom quote within 24 hours." },
    ]);
    expect(window.dataLayer).toEqual([{ event: "form_submission", category: "lead_generation", label: "pricing_quiz" }]);
    expect(screen.getByText("Question 1 of 4")).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull(); // a new quiz has nothing to resume
  });

  it("keeps the form and answers on failure", async () => {
    fakeApi({ status: 503, body: { detail: "Unavailable" } });
    const toasts = recordToasts();
    render(<PricingQuiz {...props["pricing-quiz"]} />);
    answerQuiz();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Dana Reyes" } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "dana@harborclinics.com" } });
    fireEvent.change(screen.getByLabelText(/^Company/), { target: { value: "Harbor Clinics" } });
    fireEvent.click(screen.getByRole("button", { name: "Get My Custom Quote" }));
    await flush();
    expect(toasts).toEqual([{ title: "Something went wrong", description: "Please try again or contact us directly.", variant: "destructive" }]);
    expect(window.dataLayer).toEqual([]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Dana Reyes");
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!).showForm).toBe(true);
  });

  describe("started on the server form (typed)", () => {
    it("moves on 0.3 s after a single choice made on the server form, as after a click", () => {
      render(<PricingQuiz {...props["pricing-quiz"]} typed={{ step: "1", "business-type": "startup" }} />);
      expect(screen.getByText("Question 1 of 4")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Startup" })).toHaveAttribute("aria-pressed", "true");
      act(() => vi.advanceTimersByTime(299));
      expect(screen.getByText("Question 1 of 4")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText("Question 2 of 4")).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "What is your main marketing goal?" })).toHaveFocus();
    });

    it("ignores answers that are not one of the question's options", () => {
      render(<PricingQuiz {...props["pricing-quiz"]} typed={{ step: "1", "business-type": "bakery", colour: "blue" }} />);
      expect(screen.getByRole("button", { name: "Startup" })).toHaveAttribute("aria-pressed", "false");
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText("Question 1 of 4")).toBeInTheDocument();
    });

    it("starts at the server form's step with the answers its hidden inputs carry, services as a list or one value", () => {
      for (const [services, development] of [
        [["seo", "development", "knitting"], true],
        ["seo", false],
      ] as const) {
        render(
          <PricingQuiz
            {...props["pricing-quiz"]}
            typed={{ step: "3", "business-type": "startup", goals: "lead-generation", services: services as string | string[] }}
          />,
        );
        expect(screen.getByText("Question 3 of 4")).toBeInTheDocument();
        expect(screen.getByRole("checkbox", { name: "Search engine optimization (SEO)" })).toBeChecked();
        expect((screen.getByRole("checkbox", { name: "Web development" }) as HTMLInputElement).checked).toBe(development);
        // A multiple choice waits for Next, as it does after clicks.
        act(() => vi.advanceTimersByTime(1000));
        expect(screen.getByText("Question 3 of 4")).toBeInTheDocument();
        fireEvent.click(screen.getByRole("button", { name: "Next" }));
        expect(screen.getByText("Question 4 of 4")).toBeInTheDocument();
        cleanup();
        window.sessionStorage.clear();
      }
    });

    it("never starts past the first unanswered question", () => {
      render(<PricingQuiz {...props["pricing-quiz"]} typed={{ step: "4", "business-type": "startup", timeline: "immediate" }} />);
      expect(screen.getByText("Question 2 of 4")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText("Question 2 of 4")).toBeInTheDocument();
    });

    it("wins over the progress saved in the tab", () => {
      window.sessionStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ step: 3, answers: { "business-type": "enterprise", goals: "brand-awareness" }, showForm: false }),
      );
      render(<PricingQuiz {...props["pricing-quiz"]} typed={{ step: "1", "business-type": "startup" }} />);
      expect(screen.getByText("Question 1 of 4")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Startup" })).toHaveAttribute("aria-pressed", "true");
      expect(screen.getByRole("button", { name: "Enterprise" })).toHaveAttribute("aria-pressed", "false");
      act(() => vi.advanceTimersByTime(300));
      // The saved answer to the next question is still there.
      expect(screen.getByRole("button", { name: "Build brand awareness" })).toHaveAttribute("aria-pressed", "true");
    });

    it("carries on from the saved progress when the server form was not touched (a reload)", () => {
      window.sessionStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ step: 3, answers: { "business-type": "enterprise", goals: "brand-awareness" }, showForm: false }),
      );
      render(<PricingQuiz {...props["pricing-quiz"]} typed={{ step: "1" }} />);
      expect(screen.getByText("Question 3 of 4")).toBeInTheDocument();
    });

    it("saves nothing while nothing is answered, so the next visit waits for the visitor again", () => {
      render(<PricingQuiz {...props["pricing-quiz"]} typed={{ step: "1" }} />);
      expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Startup" }));
      expect(window.sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();
    });

    it("goes to the contact form past the last question and keeps the typed contact details", async () => {
      const api = fakeApi({ status: 201, body: { id: 6 } });
      render(
        <PricingQuiz
          {...props["pricing-quiz"]}
          typed={{
            step: "5",
            "business-type": "startup",
            goals: "lead-generation",
            services: ["seo"],
            timeline: "immediate",
            name: "Dana Reyes",
            email: "dana@harborclinics.com",
            company: "Harbor Clinics",
          }}
        />,
      );
      expect(screen.getByRole("heading", { name: "Where should we send your quote?" })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveValue("Dana Reyes");
      expect(screen.getByLabelText(/^Company/)).toHaveValue("Harbor Clinics");
      fireEvent.click(screen.getByRole("button", { name: "Get My Custom Quote" }));
      await flush();
      expect(api.bodies()[0]).toMatchObject({
        name: "Dana Reyes",
        email: "dana@harborclinics.com",
        company: "Harbor Clinics",
        quizAnswers: { "business-type": "startup", goals: "lead-generation", services: ["seo"], timeline: "immediate" },
      });
      expect(window.dataLayer).toEqual([{ event: "form_submission", category: "lead_generation", label: "pricing_quiz" }]);
    });
  });
});
