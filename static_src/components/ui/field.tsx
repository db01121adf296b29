// Labelled form controls. Each links its error text with aria-describedby and marks itself
// aria-invalid, so a screen reader announces the message when the field is focused.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

import { cn } from "./cn";
import { Options } from "./options";

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldShell({ id, label, required, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={cn("field", className)}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="field-optional"> (optional)</span>
        )}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { id: string; label: string; error?: string; hint?: string; wrapperClassName?: string };

/**
 * A labelled control: the shell (label, hint, error) around whatever `control` draws with the
 * attributes every control shares (id, required, aria-invalid, aria-describedby, its class).
 */
function Labelled<T extends { required?: boolean; className?: string }>({
  id,
  label,
  error,
  hint,
  wrapperClassName,
  controlClass,
  props,
  control,
}: Common & { controlClass: string; props: T; control: (attributes: T & Record<string, unknown>) => ReactNode }) {
  const { required, className } = props;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={wrapperClassName}>
      {control({
        ...props,
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, hint),
        className: cn(controlClass, className),
      })}
    </FieldShell>
  );
}

type Input = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
type Textarea = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> };

export function TextField({ id, label, error, hint, wrapperClassName, ...props }: Common & Input) {
  const shell = { id, label, error, hint, wrapperClassName, props, controlClass: "field-control" };
  return <Labelled {...shell} control={(attributes) => <input {...attributes} />} />;
}

export function TextareaField({ id, label, error, hint, wrapperClassName, ...props }: Common & Textarea) {
  const shell = { id, label, error, hint, wrapperClassName, props, controlClass: "field-control" };
  return <Labelled {...shell} control={(attributes) => <textarea {...attributes} />} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

type Select = SelectHTMLAttributes<HTMLSelectElement> & {
  options: SelectOption[];
  placeholder: string;
  ref?: React.Ref<HTMLSelectElement>;
};

export function SelectField({ id, label, error, hint, wrapperClassName, options, placeholder, ...props }: Common & Select) {
  const shell = { id, label, error, hint, wrapperClassName, props, controlClass: "field-control field-select" };
  return (
    <Labelled
      {...shell}
      control={(attributes) => (
        <select {...attributes}>
          <option value="">{placeholder}</option>
          <Options items={options} />
        </select>
      )}
    />
  );
}

/**
 * The honeypot: a text input people never see or reach (visually hidden, aria-hidden,
 * out of the tab order, no autofill). Bots that fill every input fill it; the API then stores
 * the lead as spam.
 */
export function Honeypot({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={ref} type="text" name="homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
