// Dates shown in the site's time zone, the one the server's date filter and chart use.

export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(iso),
  );
}

/** "2026-03-04" → "Mar 4" (a calendar day, no time zone shift). */
export function formatDay(isoDate: string, style: "short" | "long" = "short"): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const options: Intl.DateTimeFormatOptions =
    style === "short" ? { month: "short", day: "numeric" } : { weekday: "short", month: "short", day: "numeric", year: "numeric" };
  return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
