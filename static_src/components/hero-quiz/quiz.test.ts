import { describe, expect, it } from "vitest";

import props from "../../test-fixtures/lead-island-props.json";
import { emptyAnswers, initialState, parseSaved, quizReducer, quotePayload, STEP_COUNT, validateBusinessInfo } from "./quiz";

const OPTIONS = props["hero-quiz"];

describe("hero quiz step logic", () => {
  it("has five steps", () => {
    expect(STEP_COUNT).toBe(5);
  });

  it("advances with nothing answered and never passes the last step", () => {
    let state = initialState();
    for (let i = 0; i < 10; i += 1) state = quizReducer(state, { type: "next" });
    expect(state.step).toBe(4);
  });

  it("never goes back below the first step", () => {
    const state = quizReducer(quizReducer(initialState(), { type: "back" }), { type: "back" });
    expect(state.step).toBe(0);
  });

  it("toggles services and records single answers", () => {
    let state = quizReducer(initialState(), { type: "toggleService", value: "Web Development" });
    state = quizReducer(state, { type: "toggleService", value: "Email Marketing" });
    state = quizReducer(state, { type: "toggleService", value: "Web Development" });
    state = quizReducer(state, { type: "answer", field: "budget", value: "Over $50,000" });
    expect(state.answers.services).toEqual(["Email Marketing"]);
    expect(state.answers.budget).toBe("Over $50,000");
    expect(quizReducer(state, { type: "reset" })).toEqual(initialState());
  });

  it("restores saved progress but drops unknown answers and out-of-range steps", () => {
    const restored = parseSaved({
      step: 9,
      answers: { businessGoal: "Generate more leads", budget: "a million", services: ["SEO?", "Lead Generation"], name: "Ada" },
    }, OPTIONS);
    expect(restored?.step).toBe(4);
    expect(restored?.answers).toMatchObject({ businessGoal: "Generate more leads", budget: "", services: ["Lead Generation"], name: "Ada" });
    expect(parseSaved("nonsense", OPTIONS)).toBeUndefined();
  });
});

describe("hero quiz business info", () => {
  it("reports the server's messages for each required field", () => {
    expect(validateBusinessInfo(emptyAnswers(), OPTIONS.rules)).toEqual({
      company: "Company name is required.",
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
    });
  });

  it("accepts a complete answer and checks an optional website", () => {
    const answers = { ...emptyAnswers(), company: "Harbor Bikes", name: "Dana", email: "dana@harborbikes.com" };
    expect(validateBusinessInfo(answers, OPTIONS.rules)).toEqual({});
    expect(validateBusinessInfo({ ...answers, website: "harborbikes.com" }, OPTIONS.rules)).toEqual({});
    expect(validateBusinessInfo({ ...answers, website: "not a site" }, OPTIONS.rules)).toEqual({
      website: "Please enter a valid website address.",
    });
  });

  it("sends every answer under quizAnswers with the hero_quiz source", () => {
    const answers = { ...emptyAnswers(), businessGoal: "Boost online sales", name: " Dana ", services: ["Web Development"] };
    expect(quotePayload(answers, OPTIONS.source)).toEqual({
      quizAnswers: { ...answers, name: "Dana" },
      source: "hero_quiz",
    });
  });
});
