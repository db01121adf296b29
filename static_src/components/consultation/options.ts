// The consultation's rules, mirroring the API's. Its choices (the spec's ids with readable
// labels), words, event and rules come from the server as the island's props.
import type { BookingCopy } from "../../lib/api";
import type { FunnelIds } from "../../lib/beacon";
import { contactRules, type LeadEvent, type LeadRules, longText, type Toast, z } from "../../lib/lead-rules";

export interface Choice {
  value: string;
  label: string;
}

/** The dialog's props, sent by the server (forms.islands, built from leads.options). */
export interface ConsultationCopy {
  title: string;
  description: string;
  labels: Record<"name" | "email" | "company" | "phone" | TextField | ChoiceField, string>;
  placeholders: Record<TextField | ChoiceField, string>;
  submit: string;
  submitting: string;
  success: Toast;
  failure: Toast;
}

type TextField = "currentChallenges" | "automationGoals";
type ChoiceField = "vertical" | "teamSize" | "budget";

export interface ConsultationOptions {
  service: string;
  source: string;
  copy: ConsultationCopy;
  event: LeadEvent;
  /** The ids under which the beacon counts its steps (forms.funnels.island_ids). */
  funnel?: FunnelIds;
  /** "Book your call now" (forms.wording.BOOKING), offered when the server gives a booking link. */
  booking?: BookingCopy;
  rules: LeadRules;
  verticals: Choice[];
  teamSizes: Choice[];
  budgets: Choice[];
}

const oneOf = (options: Array<{ value: string }>, message: string) =>
  z.string().check(z.refine((value) => value === "" || options.some((option) => option.value === value), message));

export const consultationSchema = (options: ConsultationOptions) => {
  const { rules } = options;
  return z.object({
    ...contactRules(rules),
    vertical: oneOf(options.verticals, rules.messages.option),
    currentChallenges: longText(rules, "currentChallenges"),
    automationGoals: longText(rules, "automationGoals"),
    teamSize: oneOf(options.teamSizes, rules.messages.option),
    budget: oneOf(options.budgets, rules.messages.option),
  });
};

type Schema = ReturnType<typeof consultationSchema>;
export type ConsultationValues = z.input<Schema>;
export type ConsultationOutput = z.output<Schema>;
export const CONSULTATION_FIELDS: Array<keyof ConsultationValues> = [
  "name",
  "email",
  "company",
  "phone",
  "vertical",
  "currentChallenges",
  "automationGoals",
  "teamSize",
  "budget",
];

export const emptyConsultation = (): ConsultationValues => ({
  name: "",
  email: "",
  company: "",
  phone: "",
  vertical: "",
  currentChallenges: "",
  automationGoals: "",
  teamSize: "",
  budget: "",
});

export const consultationPayload = (values: ConsultationOutput, options: ConsultationOptions) => ({
  ...values,
  service: options.service,
  source: options.source,
});
