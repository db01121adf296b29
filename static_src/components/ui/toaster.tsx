// The page's one toaster (Radix Toast): 5 s default duration, swipe right past 50 px to
// dismiss, F8 moves focus to the notifications region.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useLayoutEffect, useState, useSyncExternalStore } from "react";

import { TOAST_EVENT, type ToastInput } from "../../lib/toast";
import { word } from "../../lib/words";
import { CloseIcon } from "./close-icon";
import { TOAST_DURATION, ToastStore } from "./toast-store";

export default function Toaster() {
  const [store] = useState(() => new ToastStore());
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);

  // Layout effect: subscribed before the mount helper replays the event that woke us.
  useLayoutEffect(() => {
    const onToast = (event: Event) => store.add((event as CustomEvent<ToastInput>).detail);
    document.addEventListener(TOAST_EVENT, onToast);
    return () => document.removeEventListener(TOAST_EVENT, onToast);
  }, [store]);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) store.dismiss(item.id);
          }}
          className={`toast ${item.variant === "destructive" ? "toast-destructive" : "toast-default"}`}
          data-variant={item.variant ?? "default"}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="toast-title">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="toast-description">{item.description}</ToastPrimitive.Description>
            ) : null}
            {item.action ? (
              <ToastPrimitive.Action asChild altText={item.action.label}>
                <a className="btn btn-primary toast-action" href={item.action.href} target="_blank" rel="noopener">
                  {item.action.label}
                </a>
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close className="toast-close" aria-label={word("closeNotification")}>
            <CloseIcon size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={["F8"]} label={word("notifications")} />
    </ToastPrimitive.Provider>
  );
}
