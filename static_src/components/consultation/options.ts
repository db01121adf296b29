// The consultation's rules, mirroring the API's. Its choices (the spec's ids with readable
// labels) come from the server as the island's props.
import { companyRule, emailRule, MESSAGES, nameRule, phoneRule, TEXT_MAX, tooLong, trimmed, z } from "../../lib/lead-rules";

export interface Choice {
  value: string;
  label: string;
}

/** The dialog's props, sent by the server (leads.islands, built from leads.options). */
export interface ConsultationOptions {
  service: string;
  source: string;
  verticals: Choice[];
  teamSizes: Choice[];
  budgets: Choice[];
}

const oneOf = (options: Array<{ value: string }>) =>
  z.string().check(z.refine((value) => value === "" || options.some((option) => option.value === value), MESSAGES.option));

export const consultationSchema = (options: ConsultationOptions) =>
  z.object({
    name: nameRule,
    email: emailRule,
    company: companyRule,
    phone: phoneRule,
    vertical: oneOf(options.verticals),
    currentChallenges: trimmed(z.maxLength(TEXT_MAX, tooLong("Current challenges"))),
    automationGoals: trimmed(z.maxLength(TEXT_MAX, tooLong("Automation goals"))),
    teamSize: oneOf(options.teamSizes),
    budget: oneOf(options.budgets),
  });

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
