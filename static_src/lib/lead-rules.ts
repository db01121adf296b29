// The contact fields' rules, shared by every lead form and built from the API's own limits and
// messages, which reach each island in its props (`rules`, from forms.wording.lead_rules): the
// visitor sees the same words whichever side catches a mistake, and no word is spelled here.
// zod/mini: the same validation as zod, tree-shaken to the few checks used here (a fraction of
// zod's size in the contact-form bundle).
import * as z from "zod/mini";

import type { AnalyticsEvent } from "./analytics";

export { z };

/** The API's limits and messages, as forms.wording.lead_rules sends them. */
export interface LeadRules {
  messages: Record<"name" | "email" | "company" | "service" | "message" | "atLeastOne" | "option" | "website", string>;
  nameMin: number;
  messageMin: number;
  max: Record<"name" | "company" | "phone" | "text", number>;
  tooLong: Record<"name" | "company" | "phone" | "message" | "currentChallenges" | "automationGoals", string>;
}

/** A lead form's words, success and failure toasts as the server sends them (forms.wording). */
export interface Toast {
  title: string;
  description: string;
}

/** The analytics event a sent lead records (forms.wording.EVENTS). */
export type LeadEvent = AnalyticsEvent & { category: string; label: string };

/** Fills `{name}` slots of a server sentence: "Step {step} of {count}". */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));

/** A string trimmed before it is checked (and sent). */
export const trimmed = (...checks: Array<z.core.$ZodCheck<string>>) => z.string().check(z.trim(), ...checks);

// A bare domain ("acme.com") is a fine answer to "your website"; the server accepts the same.
const WEBSITE = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Whether a typed web address is one the server takes (with or without its scheme). */
export const isWebsite = (value: string): boolean => WEBSITE.test(value);

/** A long optional text with the API's limit and its message for that field. */
export const longText = (rules: LeadRules, field: keyof LeadRules["tooLong"]) =>
  trimmed(z.maxLength(rules.max.text, rules.tooLong[field]));

/** The contact details' rules (name, email, company, phone). */
export function contactRules(rules: LeadRules) {
  const { messages, max, tooLong } = rules;
  return {
    name: trimmed(z.minLength(rules.nameMin, messages.name), z.maxLength(max.name, tooLong.name)),
    email: z.pipe(trimmed(), z.email(messages.email)),
    company: trimmed(z.minLength(1, messages.company), z.maxLength(max.company, tooLong.company)),
    phone: trimmed(z.maxLength(max.phone, tooLong.phone)),
  };
}
