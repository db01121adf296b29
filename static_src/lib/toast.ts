// Raising a toast is a DOM event on the document, so any island, or a few lines of plain
// script, can report through the page's one toaster without loading React themselves.

export const TOAST_EVENT = "agency:toast";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  /** A link the toast offers (opened in a new tab), e.g. "Book your call now". */
  action?: { label: string; href: string };
}

export function toast(input: ToastInput): void {
  document.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: input }));
}
