// The contact fields' rules and messages (spec section 5), shared by every lead form and
// mirrored by the API, so the visitor sees the same words whichever side catches a mistake.
import { z } from "zod";

export const MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  company: "Company name is required.",
  service: "Please select a service.",
  message: "Message must be at least 10 characters.",
  atLeastOne: "Please select at least one option",
} as const;

export const nameRule = z.string().trim().min(2, MESSAGES.name).max(100, "Name must be at most 100 characters.");
export const emailRule = z.string().trim().pipe(z.email(MESSAGES.email));
export const companyRule = z
  .string()
  .trim()
  .min(1, MESSAGES.company)
  .max(150, "Company name must be at most 150 characters.");
export const phoneRule = z.string().trim().max(40, "Phone number must be at most 40 characters.");
