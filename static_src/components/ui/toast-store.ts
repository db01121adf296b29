// The toaster's state, kept outside React so it is easy to test. Spec constants: one toast
// visible at a time, a dismissed toast removed after 1,000,000 ms (its exit animation and any
// screen-reader announcement finish long before).
import type { ToastInput } from "../../lib/toast";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

export class ToastStore {
  private toasts: ToastItem[] = [];
  private listeners = new Set<Listener>();
  private removals = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  getSnapshot = (): ToastItem[] => this.toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(input: ToastInput): number {
    const id = this.nextId++;
    this.set([{ ...input, id, open: true }, ...this.toasts].slice(0, TOAST_LIMIT));
    return id;
  }

  dismiss(id: number): void {
    this.set(this.toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
    if (!this.removals.has(id)) {
      this.removals.set(
        id,
        setTimeout(() => {
          this.removals.delete(id);
          this.set(this.toasts.filter((item) => item.id !== id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }

  private set(next: ToastItem[]): void {
    this.toasts = next;
    this.listeners.forEach((listener) => listener(next));
  }
}
