// The words the shared parts of the islands show (close buttons, the optional mark, progress), in the
// page's language: the server sends them in the site config (agency.i18n.SITE_WORDS). A page
// without them (a component test) shows the key.
import { readJsonScript } from "./config";

export type WordKey = "close" | "closeNotification" | "honeypot" | "notifications" | "optional" | "progress";

let cached: Partial<Record<WordKey, string>> | undefined;

export function word(key: WordKey, values: Record<string, string | number> = {}): string {
  cached ??= readJsonScript<{ words?: Partial<Record<WordKey, string>> }>("site-config")?.words ?? {};
  const text = cached[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
