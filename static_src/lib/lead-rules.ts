// The contact fields' rules and messages (spec section 5), shared by every lead form and
// mirrored by the API, so the visitor sees the same words whichever side catches a mistake.
// zod/mini: the same validation as zod, tree-shaken to the few checks used here (a fraction of
// zod's size in the contact-form bundle).
import * as z from "zod/mini";

export { z };

export const MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  company: "Company name is required.",
  service: "Please select a service.",
  message: "Message must be at least 10 characters.",
  atLeastOne: "Please select at least one option",
  option: "Please choose one of the listed options.",
} as const;

/** The API's words for a long text over its limit (leads.fields.long_text_field, TEXT_MAX). */
export const TEXT_MAX = 5000;
export const tooLong = (what: string) => `${what} must be at most 5,000 characters.`;

/** A string trimmed before it is checked (and sent). */
export const trimmed = (...checks: Array<z.core.$ZodCheck<string>>) => z.string().check(z.trim(), ...checks);

export const nameRule = trimmed(z.minLength(2, MESSAGES.name), z.maxLength(100, "Name must be at most 100 characters."));
export const emailRule = z.pipe(trimmed(), z.email(MESSAGES.email));
export const companyRule = trimmed(
  z.minLength(1, MESSAGES.company),
  z.maxLength(150, "Company name must be at most 150 characters."),
);
export const phoneRule = trimmed(z.maxLength(40, "Phone number must be at most 40 characters."));
