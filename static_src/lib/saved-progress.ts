// A quiz's progress kept in sessionStorage: it survives closing a dialog and reloading the page, and
// is cleared once the quiz is submitted. Storage can be unavailable or full; the quiz then simply
// forgets, it never breaks.

export function loadState<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? parse(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

export function saveState(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: progress is only kept in memory.
  }
}

export function clearState(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const stringOr = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);

export const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
