// The contact form's rules (spec section 5) and its payloads. The home-page variant has no
// phone field; the contact page's phone is optional.
import { companyRule, emailRule, MESSAGES, nameRule, phoneRule, TEXT_MAX, tooLong, trimmed, z } from "../../lib/lead-rules";
import type { Typed } from "../../lib/mount";

export type ContactVariant = "home" | "page";

export interface ServiceOption {
  id: string;
  name: string;
}

export const contactSchema = z.object({
  name: nameRule,
  email: emailRule,
  company: companyRule,
  phone: phoneRule,
  service: z.string().check(z.minLength(1, MESSAGES.service)),
  message: trimmed(z.minLength(10, MESSAGES.message), z.maxLength(TEXT_MAX, tooLong("Message"))),
});

export type ContactValues = z.input<typeof contactSchema>;
export type ContactOutput = z.output<typeof contactSchema>;

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

export function contactPayload(variant: ContactVariant, values: ContactOutput) {
  const { phone, ...common } = values;
  return variant === "page"
    ? { ...common, phone, source: "contact_page" }
    : { ...common, source: "home_page" };
}

export function contactAnalytics(variant: ContactVariant, values: ContactOutput) {
  return variant === "page"
    ? {
        event: "form_submission",
        category: "lead_generation",
        label: "contact_page_form",
        service_requested: values.service,
        has_phone: values.phone.trim() !== "",
      }
    : {
        event: "form_submission",
        category: "lead_generation",
        label: "homepage_contact_form",
        service_requested: values.service,
      };
}
