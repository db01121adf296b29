import { word } from "../../lib/words";

export function Progress({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = Math.round((value / max) * 100);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={word("progress", { value, max })}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
