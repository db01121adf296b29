// The hero quote quiz: its step logic and the business-info validation, which mirrors the API's
// rules and messages. Its options (spec section 9, sent as the visible labels) come in as props.
import type { Resolver } from "react-hook-form";

import type { BookingCopy } from "../../lib/api";
import type { FunnelIds } from "../../lib/beacon";
import { contactRules, isWebsite, type LeadEvent, type LeadRules, type Toast, trimmed, z } from "../../lib/lead-rules";
import { isRecord, stringList, stringOr } from "../../lib/saved-progress";

export const STEP_COUNT = 5;
export const STORAGE_KEY = "agency:hero-quiz";

/** The quiz's words as the server sends them (forms.wording.HERO_QUIZ). */
export interface HeroQuizCopy {
  title: string;
  description: string;
  steps: string[];
  stepCount: string;
  progressLabel: string;
  chooseAll: string;
  labels: Record<"industry" | BusinessField, string>;
  placeholders: Record<"industry" | "website", string>;
  back: string;
  next: string;
  submit: string;
  submitting: string;
  success: Toast;
  failure: Toast;
}

/** The quiz's props (forms.islands.hero_quiz_props): choices, words, event, rules and source. */
export interface HeroQuizOptions {
  source: string;
  copy: HeroQuizCopy;
  event: LeadEvent;
  /** The ids under which the beacon counts its steps (forms.funnels.island_ids). */
  funnel?: FunnelIds;
  /** "Book your call now" (forms.wording.BOOKING), offered when the server gives a booking link. */
  booking?: BookingCopy;
  rules: LeadRules;
  businessGoals: string[];
  budgets: string[];
  services: string[];
  industries: string[];
  /** How each choice (an English text, the value sent) reads in the page's language. */
  optionLabels?: Record<string, string>;
}

export interface QuizAnswers {
  businessGoal: string;
  budget: string;
  services: string[];
  industry: string;
  company: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  description: string;
}

export type BusinessField = "company" | "name" | "email" | "phone" | "website" | "description";
export const BUSINESS_FIELDS: BusinessField[] = ["company", "name", "email", "phone", "website", "description"];

export const emptyAnswers = (): QuizAnswers => ({
  businessGoal: "",
  budget: "",
  services: [],
  industry: "",
  company: "",
  name: "",
  email: "",
  phone: "",
  website: "",
  description: "",
});

export interface QuizState {
  step: number;
  answers: QuizAnswers;
}

export const initialState = (): QuizState => ({ step: 0, answers: emptyAnswers() });

export type QuizAction =
  | { type: "next" }
  | { type: "back" }
  | { type: "answer"; field: Exclude<keyof QuizAnswers, "services">; value: string }
  | { type: "toggleService"; value: string }
  | { type: "reset" };

/** Steps 1-4 have no required answer: Next always advances; the last step submits instead. */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "next":
      return { ...state, step: Math.min(state.step + 1, STEP_COUNT - 1) };
    case "back":
      return { ...state, step: Math.max(state.step - 1, 0) };
    case "answer":
      return { ...state, answers: { ...state.answers, [action.field]: action.value } };
    case "toggleService": {
      const services = state.answers.services.includes(action.value)
        ? state.answers.services.filter((item) => item !== action.value)
        : [...state.answers.services, action.value];
      return { ...state, answers: { ...state.answers, services } };
    }
    case "reset":
      return initialState();
  }
}

/** Reads progress saved in sessionStorage, dropping anything that is not a known answer. */
export function parseSaved(value: unknown, options: HeroQuizOptions): QuizState | undefined {
  if (!isRecord(value) || !isRecord(value.answers)) return undefined;
  const saved = value.answers;
  const pick = (options: string[], raw: unknown) => (options.includes(stringOr(raw)) ? stringOr(raw) : "");
  const answers: QuizAnswers = {
    businessGoal: pick(options.businessGoals, saved.businessGoal),
    budget: pick(options.budgets, saved.budget),
    services: stringList(saved.services).filter((item) => options.services.includes(item)),
    industry: pick(options.industries, saved.industry),
    company: stringOr(saved.company),
    name: stringOr(saved.name),
    email: stringOr(saved.email),
    phone: stringOr(saved.phone),
    website: stringOr(saved.website),
    description: stringOr(saved.description),
  };
  const step = typeof value.step === "number" && Number.isInteger(value.step) ? value.step : 0;
  return { step: Math.min(Math.max(step, 0), STEP_COUNT - 1), answers };
}

export const businessInfoSchema = (rules: LeadRules) => {
  const contact = contactRules(rules);
  return z.object({
    company: contact.company,
    name: contact.name,
    email: contact.email,
    phone: z.string(),
    website: trimmed(z.refine((value) => value === "" || isWebsite(value), rules.messages.website)),
    description: z.string(),
  });
};

export type BusinessErrors = Partial<Record<BusinessField, string>>;

export function validateBusinessInfo(answers: QuizAnswers, rules: LeadRules): BusinessErrors {
  const result = businessInfoSchema(rules).safeParse(answers);
  if (result.success) return {};
  const errors: BusinessErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BusinessField;
    errors[field] ??= issue.message;
  }
  return errors;
}

export type BusinessValues = Pick<QuizAnswers, BusinessField>;

export const businessValues = (answers: QuizAnswers): BusinessValues => ({
  company: answers.company,
  name: answers.name,
  email: answers.email,
  phone: answers.phone,
  website: answers.website,
  description: answers.description,
});

/** The business step's react-hook-form resolver: validateBusinessInfo's rules and messages. */
export const businessResolver =
  (rules: LeadRules): Resolver<BusinessValues> =>
  async (values) => {
    const found = Object.entries(validateBusinessInfo({ ...emptyAnswers(), ...values }, rules)).filter(
      ([, message]) => message,
    );
    if (!found.length) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(found.map(([field, message]) => [field, { type: "validate", message }])) };
  };

/** The spec's payload: every answer, business info included, under quizAnswers. */
export function quotePayload(answers: QuizAnswers, source: string) {
  return {
    quizAnswers: {
      ...answers,
      company: answers.company.trim(),
      name: answers.name.trim(),
      email: answers.email.trim(),
      phone: answers.phone.trim(),
      website: answers.website.trim(),
      description: answers.description.trim(),
    },
    source,
  };
}
