// Labelled form controls. Each links its error text with aria-describedby and marks itself
// aria-invalid, so a screen reader announces the message when the field is focused.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

import { useLook, type Look } from "./button";
import { word } from "../../lib/words";
import { cn } from "./cn";
import { Options } from "./options";

/**
 * The classes of each look. "site": the public forms (a required mark or the optional mark after every
 * label). "staff": the staff screens, in their own theme (light and dark), without the marks; an
 * error is announced as it appears, since the staff forms have no error summary to move to.
 */
const LOOKS = {
  site: {
    shell: "field",
    label: "field-label",
    control: "field-control",
    select: "field-control field-select",
    error: "field-error",
  },
  staff: {
    shell: "grid gap-1.5",
    label: "staff-label",
    control: "staff-input",
    select: "staff-input",
    error: "staff-error text-sm",
  },
} as const satisfies Record<Look, Record<string, string>>;

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  look?: Look;
  children: ReactNode;
}

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="field-required" aria-hidden="true">
      {" "}
      *
    </span>
  ) : (
    <span className="field-optional"> {word("optional")}</span>
  );
}

export function FieldShell({ id, label, required, error, hint, className, look: ownLook, children }: FieldShellProps) {
  const look = useLook(ownLook);
  const classes = LOOKS[look];
  return (
    <div className={cn(classes.shell, className)}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {look === "site" ? <RequiredMark required={required} /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={classes.error} role={look === "staff" ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { id: string; label: string; error?: string; hint?: string; wrapperClassName?: string; look?: Look };
type ControlKind = "control" | "select";

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
  look: ownLook,
  kind,
  props,
  control,
}: Common & { kind: ControlKind; props: T; control: (attributes: T & Record<string, unknown>) => ReactNode }) {
  const look = useLook(ownLook);
  const { required, className } = props;
  const shell = { id, label, required, error, hint, look, className: wrapperClassName };
  return (
    <FieldShell {...shell}>
      {control({
        ...props,
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, hint),
        className: cn(LOOKS[look][kind], className),
      })}
    </FieldShell>
  );
}

type Input = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
type Textarea = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> };

export function TextField({ id, label, error, hint, wrapperClassName, look, ...props }: Common & Input) {
  const shell = { id, label, error, hint, wrapperClassName, look, props, kind: "control" as const };
  return <Labelled {...shell} control={(attributes) => <input {...attributes} />} />;
}

export function TextareaField({ id, label, error, hint, wrapperClassName, look, ...props }: Common & Textarea) {
  const shell = { id, label, error, hint, wrapperClassName, look, props, kind: "control" as const };
  return <Labelled {...shell} control={(attributes) => <textarea {...attributes} />} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

type Select = SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly SelectOption[];
  /** The first option, with the empty value ("Choose...", "All"); none when the field always has a value. */
  placeholder?: string;
  ref?: React.Ref<HTMLSelectElement>;
};

export function SelectField({ id, label, error, hint, wrapperClassName, look, options, placeholder, ...props }: Common & Select) {
  const shell = { id, label, error, hint, wrapperClassName, look, props, kind: "select" as const };
  return (
    <Labelled
      {...shell}
      control={(attributes) => (
        <select {...attributes}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
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
        {word("honeypot")}
        <input ref={ref} type="text" name="homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
