// A form an editor built in the admin: its fields, their checks and its payload, all from the
// island's props (forms.built_forms.island_props). The server's checks (forms.built_forms.clean)
// come first, in the same order and with the same messages, so a mistake reads the same whichever
// side catches it; this module spells no word.
import type { FunnelIds } from "../../lib/beacon";
import { isWebsite, type LeadEvent, type Toast, z } from "../../lib/lead-rules";
import type { Typed } from "../../lib/mount";
import type { ThanksWording } from "../ui/thank-you-panel";

/** How a field is drawn: an input's type, a textarea, a group of radios or checkboxes, a consent box. */
export type BuiltFieldKind = "text" | "email" | "tel" | "url" | "number" | "textarea" | "radio" | "checkbox" | "consent";

export interface BuiltField {
  key: string;
  kind: BuiltFieldKind;
  label: string;
  hint: string;
  placeholder: string;
  autocomplete: string;
  inputMode: string;
  rows: number;
  /** Spans both columns of the form's grid. */
  wide: boolean;
  options: { value: string; label: string }[];
  required: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** A phone number's or a number's pattern (the server's own). */
  pattern?: string;
  messages: { required: string; invalid?: string; tooShort?: string; tooLong?: string };
}

export interface BuiltFormProps {
  source: string;
  /** Where the island sends (POST /api/forms/<slug>). */
  endpoint: string;
  /** The ids' prefix, the server form's: `<idPrefix>-<key>`. */
  idPrefix: string;
  fields: BuiltField[];
  copy: {
    formLabel: string;
    submit: string;
    submitting: string;
    chooseAll: string;
    success: Toast;
    failure: Toast;
    /** The thank-you page's last line, for the panel that takes the sent form's place. */
    thanks: ThanksWording;
  };
  event: LeadEvent;
  funnel?: FunnelIds;
  /** When the form offers a guide: the line saying it follows by email. */
  guideNote?: string;
}

export type Answer = string | string[] | boolean;
export interface BuiltValues {
  answers: Record<string, Answer>;
}

const isEmail = (value: string): boolean => z.email().safeParse(value).success;

const numberText = (value: string): string => value.replaceAll(",", "").trim();

function parsedNumber(value: string): number {
  const text = numberText(value);
  return text === "" ? Number.NaN : Number(text);
}

/** Whether a non-empty answer has the field's shape (an email, a phone number, an address, a number). */
function wellFormed(field: BuiltField, value: string): boolean {
  switch (field.kind) {
    case "email":
      return isEmail(value);
    case "tel":
      return field.pattern ? new RegExp(field.pattern).test(value) : true;
    case "url":
      return isWebsite(value);
    case "number":
      // The server's pattern (Number() alone takes "0x10" and "Infinity"); a number too large for
      // JavaScript has the shape and is told it is over the largest value, as the server tells it.
      return field.pattern ? new RegExp(field.pattern).test(numberText(value)) : Number.isFinite(parsedNumber(value));
    default:
      return true;
  }
}

/** A typed answer's checks, in the server's order: given, well formed, long (or big) enough, not too long. */
function textSchema(field: BuiltField) {
  const { messages } = field;
  const given = (value: string) => value !== "";
  const number = field.kind === "number";
  return z.string().check(
    z.trim(),
    z.refine((value) => given(value) || !field.required, messages.required),
    z.refine((value) => !given(value) || wellFormed(field, value), messages.invalid ?? messages.required),
    z.refine((value) => {
      if (!given(value) || !wellFormed(field, value)) return true;
      if (number) return field.min === undefined || parsedNumber(value) >= field.min;
      return !field.minLength || value.length >= field.minLength;
    }, messages.tooShort ?? ""),
    z.refine((value) => {
      if (!given(value) || !wellFormed(field, value)) return true;
      if (number) return field.max === undefined || parsedNumber(value) <= field.max;
      return field.maxLength === undefined || value.length <= field.maxLength;
    }, messages.tooLong ?? ""),
  );
}

function fieldSchema(field: BuiltField) {
  const { required, messages } = field;
  if (field.kind === "checkbox") {
    return z.array(z.string()).check(z.refine((chosen) => chosen.length > 0 || !required, messages.required));
  }
  if (field.kind === "consent") return z.boolean().check(z.refine((ticked) => ticked || !required, messages.required));
  if (field.kind === "radio") return z.string().check(z.refine((value) => value !== "" || !required, messages.required));
  return textSchema(field);
}

export const builtFormSchema = (fields: BuiltField[]) =>
  z.object({ answers: z.object(Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)]))) });

/** Each field's path in the form, the API's name for its errors ("answers.<key>"), in the form's order. */
export const builtFormPaths = (fields: BuiltField[]) => fields.map((field) => `answers.${field.key}` as const);

function emptyAnswer(field: BuiltField): Answer {
  if (field.kind === "checkbox") return [];
  return field.kind === "consent" ? false : "";
}

export const emptyBuiltForm = (fields: BuiltField[]): BuiltValues => ({
  answers: Object.fromEntries(fields.map((field) => [field.key, emptyAnswer(field)])),
});

/** What the form starts with after the visitor used the server's form: each field as typed, a
 * choice only when it is one of the field's options. */
export function typedBuiltForm(fields: BuiltField[], typed: Typed): BuiltValues {
  const offered = (field: BuiltField, value: string) => field.options.some((option) => option.value === value);
  const answers: Record<string, Answer> = {};
  for (const field of fields) {
    const value = typed[field.key];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (field.kind === "checkbox") answers[field.key] = values.filter((item) => offered(field, item));
    else if (field.kind === "consent") answers[field.key] = values.length > 0;
    else if (field.kind === "radio") answers[field.key] = offered(field, values[0] ?? "") ? values[0] : "";
    else answers[field.key] = values[0] ?? "";
  }
  return { answers };
}

/** The API's payload (forms.serializers.BuiltFormInputSerializer): the answers by key; the form's
 * hidden values are the server's to add. */
export function builtFormPayload(values: BuiltValues): Record<string, unknown> {
  return { answers: values.answers };
}
