// A form an editor built in the admin (a landing page's block, or the form's own page). It takes
// over the server's form in place (the same ids and markup, forms/built_form.html), starts
// from what was typed there, checks each field as the server does and sends to the form's address;
// a failure keeps everything typed and puts the server's messages beside the fields; once sent, the
// thank-you page's words take the form's place.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import type { Path, Resolver, UseFormRegisterReturn } from "react-hook-form";

import { track } from "../../lib/analytics";
import { countStep, useFunnel } from "../../lib/beacon";
import type { TakeoverProps } from "../../lib/mount";
import { useLeadForm } from "../../lib/use-lead-form";
import { Button } from "../ui/button";
import { ChoiceFieldset } from "../ui/choice";
import { describedBy, Honeypot, RequiredMark, TextareaField, TextField } from "../ui/field";
import { ThankYouPanel } from "../ui/thank-you-panel";
import {
  type BuiltField,
  type BuiltFormProps,
  builtFormPaths,
  builtFormPayload,
  builtFormSchema,
  type BuiltValues,
  emptyBuiltForm,
  typedBuiltForm,
} from "./schema";

export default function BuiltForm(props: BuiltFormProps & TakeoverProps) {
  const { fields, copy, idPrefix, funnel, typed, honeypot } = props;
  const [sent, setSent] = useState(false);
  // The island mounts on the visitor's first use of the form: that is when it is started.
  const reach = useFunnel(funnel);
  useEffect(() => {
    if (funnel) reach(funnel.open);
  }, [funnel, reach]);
  const resolver = useMemo(() => zodResolver(builtFormSchema(fields)), [fields]) as Resolver<BuiltValues, unknown, BuiltValues>;
  const lead = useLeadForm<BuiltValues, BuiltValues>({
    resolver,
    defaultValues: emptyBuiltForm(fields),
    startValues: typed ? typedBuiltForm(fields, typed) : undefined,
    fields: builtFormPaths(fields) as Path<BuiltValues>[],
    failure: copy.failure,
    honeypot,
  });

  const onValid = (values: BuiltValues) =>
    lead.submit(props.endpoint, builtFormPayload(values), () => {
      setSent(true);
      track(props.event);
      countStep(funnel?.form, funnel?.sent ?? "");
    });

  const errors = lead.errors.answers as Record<string, { message?: string } | undefined> | undefined;
  const field = (built: BuiltField) => {
    const path = `answers.${built.key}` as Path<BuiltValues>;
    return {
      id: `${idPrefix}-${built.key}`,
      error: errors?.[built.key]?.message,
      registered: lead.register(path),
    };
  };

  if (sent) {
    return <ThankYouPanel title={copy.success.title} description={copy.success.description} guideNote={props.guideNote} thanks={copy.thanks} />;
  }

  return (
    <form noValidate onSubmit={lead.handleSubmit(onValid)} className="built-form" aria-label={copy.formLabel}>
      <div className="form-grid sm:grid-cols-2">
        {fields.map((built) => (
          <BuiltFieldControl key={built.key} built={built} chooseAll={copy.chooseAll} {...field(built)} />
        ))}
      </div>
      <Honeypot ref={lead.fill.honeypotRef} />
      <div className="form-actions mt-6">
        <Button ref={lead.submitButton} type="submit" disabled={lead.isSubmitting} className="w-full sm:w-auto">
          {lead.isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}

interface ControlProps {
  built: BuiltField;
  id: string;
  error?: string;
  registered: UseFormRegisterReturn;
  chooseAll: string;
}

/** One field, drawn as the server's template draws its kind. */
function BuiltFieldControl({ built, id, error, registered, chooseAll }: ControlProps) {
  const { kind, label, hint, required } = built;
  if (kind === "radio" || kind === "checkbox") {
    const legend = (
      <>
        {label}
        <RequiredMark required={required} />
        {kind === "checkbox" ? (
          <>
            {" "}
            <span className="choice-legend-note">{chooseAll}</span>
          </>
        ) : null}
      </>
    );
    return (
      <div className="sm:col-span-2">
        <ChoiceFieldset
          id={id}
          name={built.key}
          legend={legend}
          options={built.options}
          error={error}
          columns={2}
          type={kind}
          input={() => registered}
        />
        {hint ? (
          <p id={`${id}-hint`} className="field-hint mt-2">
            {hint}
          </p>
        ) : null}
      </div>
    );
  }
  if (kind === "consent") {
    return (
      <div className="field field-consent sm:col-span-2">
        <label className="consent-check">
          <input
            id={id}
            type="checkbox"
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            className="consent-check-input"
            {...registered}
          />
          <span>
            {label}
            {required ? <RequiredMark required /> : null}
          </span>
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const shared = {
    id,
    label,
    hint: hint || undefined,
    error,
    required,
    placeholder: built.placeholder || undefined,
    wrapperClassName: built.wide ? "sm:col-span-2" : undefined,
    ...registered,
  };
  if (kind === "textarea") return <TextareaField rows={built.rows || 4} {...shared} />;
  return (
    <TextField
      type={kind}
      autoComplete={built.autocomplete || undefined}
      inputMode={(built.inputMode || undefined) as React.HTMLAttributes<HTMLInputElement>["inputMode"]}
      {...shared}
    />
  );
}
