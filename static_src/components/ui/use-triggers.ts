// Opens an island's dialog from the server-rendered triggers (data-island-trigger="<name>"):
// the link keeps working without JavaScript, and once the island is mounted a click opens the
// dialog instead. Subscribed in a layout effect so the mount helper's replayed click is caught.
import { useLayoutEffect, useRef, useState } from "react";

export function useIslandTriggers(name: string, onOpen: () => void): () => HTMLElement | null {
  const lastTrigger = useRef<HTMLElement | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;

  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const trigger = target?.closest<HTMLElement>(`[data-island-trigger~="${name}"]`);
      if (!trigger || event.defaultPrevented) return;
      // Modified clicks keep the link's own behaviour (a new tab to the fallback page).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      lastTrigger.current = trigger;
      open.current();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [name]);

  return () => lastTrigger.current;
}

// The props of an island's Dialog: open when a trigger is clicked (after `onOpen`), and focus goes
// back to that trigger on close.
export function useIslandDialog(name: string, onOpen: () => void) {
  const [open, setOpen] = useState(false);
  const returnFocusTo = useIslandTriggers(name, () => {
    onOpen();
    setOpen(true);
  });
  return { open, onOpenChange: setOpen, returnFocusTo };
}
