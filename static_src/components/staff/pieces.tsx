// Pieces more than one staff screen draws: the two ends of a date range, and the panel that says a
// fetch failed with its Retry button.
import { Button } from "../ui/button";
import { TextField } from "../ui/field";

interface DateRange {
  dateFrom: string;
  dateTo: string;
}

/** "From" and "To" date fields: neither end may pass the other. */
export function DateRangeFields({ id, range, onChange }: { id: string; range: DateRange; onChange: (changes: Partial<DateRange>) => void }) {
  const ends = [
    { end: "from", label: "From", value: range.dateFrom, bounds: { max: range.dateTo || undefined }, set: (dateFrom: string) => onChange({ dateFrom }) },
    { end: "to", label: "To", value: range.dateTo, bounds: { min: range.dateFrom || undefined }, set: (dateTo: string) => onChange({ dateTo }) },
  ];
  return (
    <>
      {ends.map(({ end, label, value, bounds, set }) => (
        <TextField key={end} id={`${id}-${end}`} label={label} type="date" value={value} {...bounds} onChange={(event) => set(event.target.value)} />
      ))}
    </>
  );
}

/** What a screen shows when its data could not be fetched, with a way to try again. */
export function FetchFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="staff-error-panel mt-4">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
