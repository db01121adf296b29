// The contact form's rules (spec section 5) and its payloads. The home-page variant has no
// phone field; the contact page's phone is optional. Its words, source, event and rules are the
// server's (the island's props, forms.islands.contact_form_props).
import type { FunnelIds } from "../../lib/beacon";
import { contactRules, type LeadEvent, type LeadRules, type Toast, trimmed, z } from "../../lib/lead-rules";
import type { Typed } from "../../lib/mount";

export type ContactVariant = "home" | "page";

export interface ServiceOption {
  id: string;
  name: string;
}

/** The form's words as the server sends them (forms.wording.CONTACT). */
export interface ContactCopy {
  formLabel: string;
  labels: Record<"name" | "email" | "company" | "phone" | "service" | "message", string>;
  placeholders: Record<"service" | "message", string>;
  submit: string;
  submitting: string;
  success: Toast & { withMailbox: string };
  failure: Toast;
}

/** The island's props but the services: what the server sends for a variant of the form. */
export interface ContactWording {
  variant: ContactVariant;
  source: string;
  copy: ContactCopy;
  event: LeadEvent;
  /** The ids under which the beacon counts its steps (forms.funnels.island_ids). */
  funnel?: FunnelIds;
  rules: LeadRules;
}

export const contactSchema = (rules: LeadRules) =>
  z.object({
    ...contactRules(rules),
    service: z.string().check(z.minLength(1, rules.messages.service)),
    message: trimmed(
      z.minLength(rules.messageMin, rules.messages.message),
      z.maxLength(rules.max.text, rules.tooLong.message),
    ),
  });

type Schema = ReturnType<typeof contactSchema>;
export type ContactValues = z.input<Schema>;
export type ContactOutput = z.output<Schema>;

export const emptyContact = (): ContactValues => ({ name: "", email: "", company: "", phone: "", service: "", message: "" });

export const contactFields = (variant: ContactVariant): Array<keyof ContactValues> =>
  variant === "page"
    ? ["name", "email", "company", "phone", "service", "message"]
    : ["name", "email", "company", "service", "message"];

/**
 * What the form starts with after the visitor used the server-rendered form: the variant's fields
 * as typed, the service only when it is one of the options offered.
 */
export function typedContact(typed: Typed, variant: ContactVariant, services: ServiceOption[]): ContactValues {
  const values = emptyContact();
  for (const field of contactFields(variant)) {
    const value = typed[field];
    if (typeof value !== "string") continue;
    if (field === "service" && !services.some((service) => service.id === value)) continue;
    values[field] = value;
  }
  return values;
}

export function contactPayload(variant: ContactVariant, values: ContactOutput, source: string) {
  const { phone, ...common } = values;
  return variant === "page" ? { ...common, phone, source } : { ...common, source };
}

/** The form's event (from the server) with what was asked for: the service, and on /contact a phone. */
export function contactAnalytics(variant: ContactVariant, values: ContactOutput, event: LeadEvent) {
  return variant === "page"
    ? { ...event, service_requested: values.service, has_phone: values.phone.trim() !== "" }
    : { ...event, service_requested: values.service };
}
