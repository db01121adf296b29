// Puts the API's 400 field errors under the form's own fields. The API names fields in
// camelCase, exactly as the form does (name, email, company, phone, service, message,
// currentChallenges ...), so the mapping is by name; an error for a field the form does not
// show is dropped here and reported by the failure toast.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import type { FieldErrors } from "./http";

export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: FieldErrors,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  let first = true;
  for (const field of fields) {
    const message = fieldErrors[field]?.[0];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
