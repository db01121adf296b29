import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { TOAST_LIMIT, TOAST_REMOVE_DELAY, ToastStore } from "./toast-store";

describe("ToastStore", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps only the newest toast visible", () => {
    const store = new ToastStore();
    store.add({ title: "First" });
    store.add({ title: "Second", variant: "destructive" });
    expect(TOAST_LIMIT).toBe(1);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["Second"]);
  });

  it("closes a dismissed toast and removes it after the removal delay", () => {
    const store = new ToastStore();
    const id = store.add({ title: "Message sent!" });
    store.dismiss(id);
    expect(store.getSnapshot()[0]).toMatchObject({ title: "Message sent!", open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("tells subscribers about every change", () => {
    const store = new ToastStore();
    const seen: string[][] = [];
    const unsubscribe = store.subscribe((toasts) => seen.push(toasts.map((t) => t.title)));
    store.add({ title: "A" });
    unsubscribe();
    store.add({ title: "B" });
    expect(seen).toEqual([["A"]]);
  });
});
