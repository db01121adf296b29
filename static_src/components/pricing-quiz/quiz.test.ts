import { describe, expect, it } from "vitest";

import props from "../../test-fixtures/lead-island-props.json";
import { initialPricingState, parseSavedPricing, pricingPayload, pricingReducer as reducerFor, progressOf, toQuestions } from "./quiz";

const QUESTIONS = toQuestions(props["pricing-quiz"].questions);
const pricingReducer = reducerFor(QUESTIONS, props["pricing-quiz"].rules.messages.atLeastOne);

describe("pricing quiz step logic", () => {
  it("asks the server's questions, in its order, with the spec's option ids", () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual(["business-type", "goals", "services", "timeline"]);
    expect(QUESTIONS[2].multiple).toBe(true);
    expect(QUESTIONS[3].options.map((o) => o.id)).toEqual(["immediate", "1-3-months", "3-6-months", "exploring"]);
  });

  it("records single choices, requires a multi-select answer and then opens the form", () => {
    let state = pricingReducer(initialPricingState(), { type: "choose", option: "startup" });
    state = pricingReducer(state, { type: "advance" });
    expect(progressOf(state, QUESTIONS.length)).toBe(0.5);
    state = pricingReducer(pricingReducer(state, { type: "choose", option: "lead-generation" }), { type: "advance" });
    expect(state.step).toBe(3);

    state = pricingReducer(state, { type: "advance" });
    expect(state.error).toBe("Please select at least one option");
    expect(state.step).toBe(3);

    state = pricingReducer(state, { type: "toggle", option: "seo" });
    expect(state.error).toBe("");
    state = pricingReducer(pricingReducer(state, { type: "toggle", option: "development" }), { type: "advance" });
    state = pricingReducer(pricingReducer(state, { type: "choose", option: "exploring" }), { type: "advance" });
    expect(state.showForm).toBe(true);
    expect(progressOf(state, QUESTIONS.length)).toBe(1);
    expect(state.answers).toEqual({
      "business-type": "startup",
      goals: "lead-generation",
      services: ["seo", "development"],
      timeline: "exploring",
    });
    expect(pricingReducer(state, { type: "reset" })).toEqual(initialPricingState());
  });

  it("goes back from the form to the last question and never below question 1", () => {
    const atForm = { ...initialPricingState(), step: 4, showForm: true };
    expect(pricingReducer(atForm, { type: "back" })).toMatchObject({ step: 4, showForm: false });
    expect(pricingReducer(initialPricingState(), { type: "back" }).step).toBe(1);
  });

  it("restores saved progress, keeping only known options", () => {
    const saved = parseSavedPricing({ step: 3, answers: { "business-type": "startup", goals: "world-domination", services: ["seo", "x"] }, showForm: true }, QUESTIONS);
    expect(saved).toEqual({ step: 3, answers: { "business-type": "startup", services: ["seo"] }, showForm: false, error: "" });
  });

  it("sends the contact details, the answers and the source", () => {
    const values = { name: "Dana", email: "dana@example.com", company: "Harbor", phone: "" };
    expect(pricingPayload(values, { goals: "seo" } as never, props["pricing-quiz"].source)).toEqual({ ...values, quizAnswers: { goals: "seo" }, source: "pricing_quiz" });
  });
});
