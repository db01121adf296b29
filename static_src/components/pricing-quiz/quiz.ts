// The pricing quiz: four questions with the spec's ids (sent to the API) and readable labels,
// its step logic and the contact form's rules.
import { companyRule, emailRule, MESSAGES, nameRule, phoneRule, z } from "../../lib/lead-rules";
import { isRecord, stringList, stringOr } from "../../lib/saved-progress";

export const AUTO_ADVANCE_MS = 300;
export const STORAGE_KEY = "agency:pricing-quiz";

export interface Question {
  id: "business-type" | "goals" | "services" | "timeline";
  title: string;
  multiple: boolean;
  options: Array<{ id: string; label: string }>;
}

export const QUESTIONS: Question[] = [
  {
    id: "business-type",
    title: "What type of business do you run?",
    multiple: false,
    options: [
      { id: "small-business", label: "Small business" },
      { id: "startup", label: "Startup" },
      { id: "enterprise", label: "Enterprise" },
      { id: "ecommerce", label: "E-commerce store" },
    ],
  },
  {
    id: "goals",
    title: "What is your main marketing goal?",
    multiple: false,
    options: [
      { id: "brand-awareness", label: "Build brand awareness" },
      { id: "lead-generation", label: "Generate more leads" },
      { id: "website-traffic", label: "Increase website traffic" },
      { id: "sales-conversion", label: "Convert more visitors into sales" },
    ],
  },
  {
    id: "services",
    title: "Which services are you interested in?",
    multiple: true,
    options: [
      { id: "social-media", label: "Social media marketing" },
      { id: "seo", label: "Search engine optimization" },
      { id: "development", label: "Web development" },
      { id: "marketing", label: "Digital marketing strategy" },
    ],
  },
  {
    id: "timeline",
    title: "When would you like to get started?",
    multiple: false,
    options: [
      { id: "immediate", label: "Right away" },
      { id: "1-3-months", label: "In 1-3 months" },
      { id: "3-6-months", label: "In 3-6 months" },
      { id: "exploring", label: "Just exploring options" },
    ],
  },
];

export const STEP_COUNT = QUESTIONS.length;

/** The page's copy for the questions (json_script props), keyed by the fixed ids above. */
export interface QuestionCopy {
  id: string;
  question?: string;
  options?: Array<{ id: string; label?: string }>;
}

/**
 * The questions as the page words them: ids, order and single/multiple stay the API's; the
 * question text and option labels come from the page's props when given (content editors own
 * the copy, and the server-rendered preview shows the same words).
 */
export function withCopy(copy: QuestionCopy[] | undefined): Question[] {
  return QUESTIONS.map((question) => {
    const page = copy?.find((item) => item.id === question.id);
    return {
      ...question,
      title: page?.question || question.title,
      options: question.options.map((option) => ({
        ...option,
        label: page?.options?.find((item) => item.id === option.id)?.label || option.label,
      })),
    };
  });
}

export type PricingAnswers = Partial<Record<Question["id"], string | string[]>>;

export interface PricingState {
  /** 1-based question number; the contact form shows once every question is answered. */
  step: number;
  answers: PricingAnswers;
  showForm: boolean;
  error: string;
}

export const initialPricingState = (): PricingState => ({ step: 1, answers: {}, showForm: false, error: "" });

export const progressOf = (state: PricingState): number => (state.showForm ? 1 : state.step / STEP_COUNT);

export type PricingAction =
  | { type: "choose"; option: string }
  | { type: "toggle"; option: string }
  | { type: "advance" }
  | { type: "back" }
  | { type: "reset" };

export const questionAt = (step: number): Question => QUESTIONS[step - 1];

export function pricingReducer(state: PricingState, action: PricingAction): PricingState {
  const question = questionAt(state.step);
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
      if (!answered) return { ...state, error: MESSAGES.atLeastOne };
      if (state.step === STEP_COUNT) return { ...state, showForm: true, error: "" };
      return { ...state, step: state.step + 1, error: "" };
    }
    case "back":
      if (state.showForm) return { ...state, showForm: false, error: "" };
      return { ...state, step: Math.max(1, state.step - 1), error: "" };
    case "reset":
      return initialPricingState();
  }
}

export function parseSavedPricing(value: unknown): PricingState | undefined {
  if (!isRecord(value) || !isRecord(value.answers)) return undefined;
  const answers: PricingAnswers = {};
  for (const question of QUESTIONS) {
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
  const allAnswered = QUESTIONS.every((question) => answers[question.id] !== undefined);
  return {
    step: Math.min(Math.max(step, 1), STEP_COUNT),
    answers,
    showForm: value.showForm === true && allAnswered,
    error: "",
  };
}

export const pricingContactSchema = z.object({
  name: nameRule,
  email: emailRule,
  company: companyRule,
  phone: phoneRule,
});

export type PricingContactValues = z.input<typeof pricingContactSchema>;
export type PricingContactOutput = z.output<typeof pricingContactSchema>;
export const PRICING_CONTACT_FIELDS: Array<keyof PricingContactValues> = ["name", "email", "company", "phone"];

export const pricingPayload = (values: PricingContactOutput, answers: PricingAnswers) => ({
  ...values,
  quizAnswers: answers,
  source: "pricing_quiz",
});
