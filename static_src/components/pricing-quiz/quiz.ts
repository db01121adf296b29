// The pricing quiz: its step logic and the contact form's rules. The questions (the spec's ids
// and their readable labels) come from the server as the island's props.
import type { BookingCopy } from "../../lib/api";
import type { FunnelIds } from "../../lib/beacon";
import { contactRules, type LeadEvent, type LeadRules, type Toast, z } from "../../lib/lead-rules";
import type { Typed } from "../../lib/mount";
import { isRecord, stringList, stringOr } from "../../lib/saved-progress";

export const AUTO_ADVANCE_MS = 300;
export const STORAGE_KEY = "agency:pricing-quiz";

export type QuestionId = "business-type" | "goals" | "services" | "timeline";

export interface Question {
  id: QuestionId;
  title: string;
  multiple: boolean;
  options: Array<{ id: string; label: string }>;
}

/** One question as the server sends it in the island's props (forms.islands.pricing_quiz_props). */
export interface QuestionProps {
  id: string;
  question: string;
  multiple: boolean;
  options: Array<{ id: string; label: string }>;
}

/** The quiz's words as the server sends them (forms.wording.PRICING_QUIZ). */
export interface PricingQuizCopy {
  questionCount: string;
  progressLabel: string;
  almostDone: string;
  contactHeading: string;
  chooseAll: string;
  labels: Record<"name" | "email" | "company" | "phone", string>;
  back: string;
  next: string;
  complete: string;
  submit: string;
  submitting: string;
  success: Toast;
  failure: Toast;
}

/** The quiz's props (forms.islands.pricing_quiz_props). */
export interface PricingQuizOptions {
  source: string;
  copy: PricingQuizCopy;
  event: LeadEvent;
  /** The ids under which the beacon counts its steps (forms.funnels.island_ids). */
  funnel?: FunnelIds;
  /** "Book your call now" (forms.wording.BOOKING), offered when the server gives a booking link. */
  booking?: BookingCopy;
  rules: LeadRules;
  questions: QuestionProps[];
}

/** The questions in the server's order, ids, wording and labels (leads.options owns them all). */
export const toQuestions = (props: QuestionProps[]): Question[] =>
  props.map((question) => ({
    id: question.id as QuestionId,
    title: question.question,
    multiple: question.multiple,
    options: question.options,
  }));

export type PricingAnswers = Partial<Record<Question["id"], string | string[]>>;

export interface PricingState {
  /** 1-based question number; the contact form shows once every question is answered. */
  step: number;
  answers: PricingAnswers;
  showForm: boolean;
  error: string;
}

export const initialPricingState = (): PricingState => ({ step: 1, answers: {}, showForm: false, error: "" });

export const progressOf = (state: PricingState, count: number): number => (state.showForm ? 1 : state.step / count);

export type PricingAction =
  | { type: "choose"; option: string }
  | { type: "toggle"; option: string }
  | { type: "advance" }
  | { type: "back" }
  | { type: "reset" };

/** The quiz's reducer over the given questions; `atLeastOne` is the API's message for no answer. */
export const pricingReducer =
  (questions: Question[], atLeastOne: string) =>
  (state: PricingState, action: PricingAction): PricingState => {
    const question = questions[state.step - 1];
    switch (action.type) {
      case "choose":
        // A single choice is recorded now; the component advances after AUTO_ADVANCE_MS.
        return { ...state, answers: { ...state.answers, [question.id]: action.option }, error: "" };
      case "toggle": {
        const current = stringList(state.answers[question.id]);
        const next = current.includes(action.option)
          ? current.filter((item) => item !== action.option)
          : [...current, action.option];
        return { ...state, answers: { ...state.answers, [question.id]: next }, error: "" };
      }
      case "advance": {
        if (state.showForm) return state;
        const answer = state.answers[question.id];
        const answered = question.multiple ? stringList(answer).length > 0 : typeof answer === "string" && answer !== "";
        if (!answered) return { ...state, error: atLeastOne };
        if (state.step === questions.length) return { ...state, showForm: true, error: "" };
        return { ...state, step: state.step + 1, error: "" };
      }
      case "back":
        if (state.showForm) return { ...state, showForm: false, error: "" };
        return { ...state, step: Math.max(1, state.step - 1), error: "" };
      case "reset":
        return initialPricingState();
    }
  };

export function parseSavedPricing(value: unknown, questions: Question[]): PricingState | undefined {
  if (!isRecord(value) || !isRecord(value.answers)) return undefined;
  const answers: PricingAnswers = {};
  for (const question of questions) {
    const ids = question.options.map((option) => option.id);
    const raw = value.answers[question.id];
    if (question.multiple) {
      const chosen = stringList(raw).filter((item) => ids.includes(item));
      if (chosen.length) answers[question.id] = chosen;
    } else if (ids.includes(stringOr(raw))) {
      answers[question.id] = stringOr(raw);
    }
  }
  const step = typeof value.step === "number" && Number.isInteger(value.step) ? value.step : 1;
  const allAnswered = questions.every((question) => answers[question.id] !== undefined);
  return {
    step: Math.min(Math.max(step, 1), questions.length),
    answers,
    showForm: value.showForm === true && allAnswered,
    error: "",
  };
}

/**
 * Where the quiz starts when the visitor had started on the server-rendered quiz (a multi-post
 * form): at the server form's step (`typed.step`, default 1), with its answers (valid option ids
 * only) over the saved ones. The step is never past the first unanswered question; past the last
 * question it is the contact form. `chosen` says the current question's single choice was made on
 * the server form, so the quiz should move on as after a click.
 */
export function typedPricing(
  typed: Typed,
  questions: Question[],
  saved: PricingState | undefined,
): { state: PricingState; chosen: boolean } {
  const typedAnswers: PricingAnswers = {};
  for (const question of questions) {
    const ids = question.options.map((option) => option.id);
    const raw = typed[question.id];
    if (question.multiple) {
      const chosen = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((item) => ids.includes(item));
      if (chosen.length) typedAnswers[question.id] = chosen;
    } else if (typeof raw === "string" && ids.includes(raw)) {
      typedAnswers[question.id] = raw;
    }
  }
  const answers = { ...saved?.answers, ...typedAnswers };
  const sentStep = Number(stringOr(typed.step, "1"));
  const firstUnanswered = questions.findIndex((question) => answers[question.id] === undefined);
  const reachable = firstUnanswered === -1 ? questions.length + 1 : firstUnanswered + 1;
  const step = Math.min(Math.max(Number.isInteger(sentStep) ? sentStep : 1, 1), reachable);
  if (step > questions.length) {
    return { state: { step: questions.length, answers, showForm: true, error: "" }, chosen: false };
  }
  const question = questions[step - 1];
  return {
    state: { step, answers, showForm: false, error: "" },
    chosen: !question.multiple && typedAnswers[question.id] !== undefined,
  };
}

export const pricingContactSchema = (rules: LeadRules) => z.object(contactRules(rules));

type ContactSchema = ReturnType<typeof pricingContactSchema>;
export type PricingContactValues = z.input<ContactSchema>;
export type PricingContactOutput = z.output<ContactSchema>;
export const PRICING_CONTACT_FIELDS: Array<keyof PricingContactValues> = ["name", "email", "company", "phone"];
export const EMPTY_PRICING_CONTACT: PricingContactValues = { name: "", email: "", company: "", phone: "" };

/** The contact details typed into the server form, if it had them. */
export function typedPricingContact(typed: Typed): PricingContactValues {
  const values = { ...EMPTY_PRICING_CONTACT };
  for (const field of PRICING_CONTACT_FIELDS) {
    const value = typed[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

export const pricingPayload = (values: PricingContactOutput, answers: PricingAnswers, source: string) => ({
  ...values,
  quizAnswers: answers,
  source,
});
