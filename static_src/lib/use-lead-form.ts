// One way to run a lead form: react-hook-form with the form's zod rules (the API's rules and
// messages), one fill (idempotency key, honeypot, fill time), and one submit flow. On success the
// form says thanks and starts over; on failure it raises the form's failure toast, keeps what was
// typed, puts each 400 field error under its field (focusing the first), or focuses the submit
// button when no field is to blame.
import { useRef } from "react";
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from "react-hook-form";

import { applyServerErrors } from "./server-errors";
import { useLeadFill } from "./lead-form";
import { toast, type ToastInput } from "./toast";

interface LeadFormOptions<TValues extends FieldValues, TOutput extends FieldValues> {
  /** zodResolver(the form's schema). */
  resolver: Resolver<TValues, unknown, TOutput>;
  /** The empty form, restored after a success. */
  defaultValues: DefaultValues<TValues>;
  /** What the form starts with when that is not the empty form (progress restored from storage). */
  startValues?: DefaultValues<TValues>;
  /** The fields a server error may be shown under, in the form's order. */
  fields: ReadonlyArray<Path<TValues>>;
  /** The form's failure toast, as the server words it (shown as an error). */
  failure: Omit<ToastInput, "variant">;
  /** What the server form's honeypot held when the island took it over (the mount's `honeypot` prop). */
  honeypot?: string;
}

export function useLeadForm<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  resolver,
  defaultValues,
  startValues,
  fields,
  failure,
  honeypot,
}: LeadFormOptions<TValues, TOutput>) {
  const fill = useLeadFill(honeypot);
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues: startValues ?? defaultValues });

  /** Posts `payload`; `onSuccess` runs after a success, before the form is cleared. */
  const submit = async (
    url: string,
    payload: Record<string, unknown>,
    onSuccess: (result: { booking?: string }) => void,
  ): Promise<boolean> => {
    const result = await fill.submit(url, payload);
    if (result.status === "ok") {
      onSuccess(result);
      form.reset(defaultValues);
      return true;
    }
    toast({ ...failure, variant: "destructive" });
    const shown = result.status === "invalid" && applyServerErrors(form.setError, result.fieldErrors, fields);
    if (!shown) requestAnimationFrame(() => submitButton.current?.focus());
    return false;
  };

  const { register, handleSubmit, formState } = form;
  return {
    form,
    fill,
    submitButton,
    submit,
    register,
    handleSubmit,
    errors: formState.errors,
    isSubmitting: formState.isSubmitting,
  };
}
