// The contact details every lead form asks for: name, email, company and (where the form has it)
// phone, with the same labels, autocomplete hints and error wiring everywhere.
//
// The parent registers the fields (registerContact) while it renders, before the fields that
// follow them: react-hook-form focuses the first invalid field in registration order.
import type { UseFormRegisterReturn } from "react-hook-form";

import { TextField } from "./field";

export type ContactFieldName = "name" | "email" | "company" | "phone";

type Registrations = Record<Exclude<ContactFieldName, "phone">, UseFormRegisterReturn> & { phone?: UseFormRegisterReturn };

/** The contact fields' registrations, in the form's order; no phone field when `withPhone` is false. */
export function registerContact(register: (name: ContactFieldName) => UseFormRegisterReturn, withPhone = true): Registrations {
  const fields: Registrations = { name: register("name"), email: register("email"), company: register("company") };
  if (withPhone) fields.phone = register("phone");
  return fields;
}

interface ContactFieldsProps {
  /** Prefix of the inputs' ids: `${idPrefix}-name` ... */
  idPrefix: string;
  fields: Registrations;
  errors: Partial<Record<ContactFieldName, { message?: string }>>;
  /** The form's labels, from the server (forms.wording). */
  labels: Record<ContactFieldName, string>;
}

export function ContactFields({ idPrefix, fields, errors, labels }: ContactFieldsProps) {
  const id = (field: ContactFieldName) => `${idPrefix}-${field}`;
  return (
    <>
      <TextField id={id("name")} label={labels.name} required autoComplete="name" error={errors.name?.message} {...fields.name} />
      <TextField
        id={id("email")}
        label={labels.email}
        type="email"
        required
        autoComplete="email"
        error={errors.email?.message}
        {...fields.email}
      />
      <TextField
        id={id("company")}
        label={labels.company}
        required
        autoComplete="organization"
        error={errors.company?.message}
        {...fields.company}
      />
      {fields.phone ? (
        <TextField id={id("phone")} label={labels.phone} type="tel" autoComplete="tel" error={errors.phone?.message} {...fields.phone} />
      ) : null}
    </>
  );
}
