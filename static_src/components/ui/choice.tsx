// Option cards backed by native radio buttons and checkboxes, so arrow keys, Space, labels and
// screen-reader roles all come from the browser.
import { cn } from "./cn";
import type { SelectOption } from "./field";

interface ChoiceGroupProps {
  name: string;
  legend: string;
  options: SelectOption[];
  error?: string;
  legendClassName?: string;
  columns?: 1 | 2;
}

export function RadioCards({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  legendClassName,
  columns = 1,
}: ChoiceGroupProps & { value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={cn("choice-legend", legendClassName)}>{legend}</legend>
      <div className={cn("choice-grid", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => (
          <label key={option.value} className="choice-card">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="choice-input"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function CheckboxCards({
  name,
  legend,
  options,
  values,
  onToggle,
  error,
  legendClassName,
  columns = 1,
}: ChoiceGroupProps & { values: string[]; onToggle: (value: string) => void }) {
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={cn("choice-legend", legendClassName)}>{legend}</legend>
      <div className={cn("choice-grid", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => (
          <label key={option.value} className="choice-card">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={() => onToggle(option.value)}
              className="choice-input"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
