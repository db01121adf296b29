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
  value,
  onChange,
  ...group
}: ChoiceGroupProps & { value: string; onChange: (value: string) => void }) {
  return <ChoiceCards {...group} type="radio" isChecked={(option) => value === option} onPick={onChange} />;
}

export function CheckboxCards({
  values,
  onToggle,
  ...group
}: ChoiceGroupProps & { values: string[]; onToggle: (value: string) => void }) {
  return <ChoiceCards {...group} type="checkbox" isChecked={(option) => values.includes(option)} onPick={onToggle} />;
}

// One fieldset of cards for both kinds: only the input's type and what "checked" means differ.
function ChoiceCards({
  name,
  legend,
  options,
  error,
  legendClassName,
  columns = 1,
  type,
  isChecked,
  onPick,
}: ChoiceGroupProps & {
  type: "radio" | "checkbox";
  isChecked: (value: string) => boolean;
  onPick: (value: string) => void;
}) {
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={cn("choice-legend", legendClassName)}>{legend}</legend>
      <div className={cn("choice-grid", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => (
          <label key={option.value} className="choice-card">
            <input
              type={type}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={() => onPick(option.value)}
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
