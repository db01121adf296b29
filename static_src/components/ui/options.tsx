// The <option>s of a select, from a list of values and labels (the server's, in its order).

export interface Option {
  value: string;
  label: string;
}

export function Options({ items }: { items: readonly Option[] }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
    </>
  );
}

/** Staff members (or anything with an id and a name) as options. */
export const byId = (items: readonly { id: number; name: string }[]): Option[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
