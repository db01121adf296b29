// Option cards backed by native radio buttons and checkboxes, so arrow keys, Space, labels and
// screen-reader roles all come from the browser.
import type { InputHTMLAttributes, ReactNode, Ref } from "react";

import { cn } from "./cn";
import type { SelectOption } from "./field";

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: SelectOption[];
  error?: string;
  legendClassName?: string;
  columns?: 1 | 2;
  /** The group's id, as a server form draws it: the options are `<id>-1`, `<id>-2`... and the error
   * `<id>-error` (without it, the error is `<name>-error` and the options have no id). */
  id?: string;
}

export function RadioCards({
  value,
  onChange,
  ...group
}: ChoiceGroupProps & { value: string; onChange: (value: string) => void }) {
  return (
    <ChoiceFieldset
      {...group}
      type="radio"
      input={(option) => ({ checked: value === option, onChange: () => onChange(option) })}
    />
  );
}

export function CheckboxCards({
  values,
  onToggle,
  ...group
}: ChoiceGroupProps & { values: string[]; onToggle: (value: string) => void }) {
  return (
    <ChoiceFieldset
      {...group}
      type="checkbox"
      input={(option) => ({ checked: values.includes(option), onChange: () => onToggle(option) })}
    />
  );
}

type ChoiceInput = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** One fieldset of cards for both kinds; `input` gives each option's input what makes it work
 * (checked and onChange for a controlled group, a form library's registration for another). */
export function ChoiceFieldset({
  name,
  legend,
  options,
  error,
  legendClassName,
  columns = 1,
  id,
  type,
  input,
}: ChoiceGroupProps & { type: "radio" | "checkbox"; input: (value: string) => ChoiceInput }) {
  const errorId = `${id ?? name}-error`;
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend className={cn("choice-legend", legendClassName)}>{legend}</legend>
      <div className={cn("choice-grid", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option, index) => (
          <label key={option.value} className="choice-card">
            <input
              id={id ? `${id}-${index + 1}` : undefined}
              type={type}
              name={name}
              value={option.value}
              className="choice-input"
              {...input(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
