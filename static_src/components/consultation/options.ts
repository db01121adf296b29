// The consultation's options: the spec's ids (sent to the API) with readable labels.
import { companyRule, emailRule, nameRule, phoneRule, trimmed, z } from "../../lib/lead-rules";

export const VERTICALS = [
  { value: "sales", label: "Sales" },
  { value: "marketing", label: "Marketing" },
  { value: "hr", label: "HR and recruitment" },
  { value: "operations", label: "Operations" },
  { value: "support", label: "Customer support" },
  { value: "documents", label: "Document processing" },
  { value: "multiple", label: "Several areas" },
];

export const TEAM_SIZES = [
  { value: "1-10", label: "1-10 people" },
  { value: "11-50", label: "11-50 people" },
  { value: "51-200", label: "51-200 people" },
  { value: "201-500", label: "201-500 people" },
  { value: "500+", label: "More than 500 people" },
];

export const BUDGETS = [
  { value: "under-5k", label: "Under $5,000" },
  { value: "5k-15k", label: "$5,000 - $15,000" },
  { value: "15k-50k", label: "$15,000 - $50,000" },
  { value: "50k-100k", label: "$50,000 - $100,000" },
  { value: "100k+", label: "Over $100,000" },
  { value: "discuss", label: "I'd rather discuss it" },
];

const oneOf = (options: Array<{ value: string }>) =>
  z.string().check(z.refine((value) => value === "" || options.some((option) => option.value === value), "Please choose one of the options."));

export const consultationSchema = z.object({
  name: nameRule,
  email: emailRule,
  company: companyRule,
  phone: phoneRule,
  vertical: oneOf(VERTICALS),
  currentChallenges: trimmed(z.maxLength(5000, "Please keep this under 5,000 characters.")),
  automationGoals: trimmed(z.maxLength(5000, "Please keep this under 5,000 characters.")),
  teamSize: oneOf(TEAM_SIZES),
  budget: oneOf(BUDGETS),
});

export type ConsultationValues = z.input<typeof consultationSchema>;
export const CONSULTATION_FIELDS = Object.keys(consultationSchema.shape) as Array<keyof ConsultationValues>;

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

export const consultationPayload = (values: z.output<typeof consultationSchema>) => ({
  ...values,
  service: "AI Automation Consultation",
  source: "ai_automation_page",
});
