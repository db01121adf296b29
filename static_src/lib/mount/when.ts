// When an island loads: its strategy (data-load) decides, and the visitor's first interaction
// for "interaction" (./triggers). See ./index.ts for the strategies.
import { onFirstInteraction, once } from "./triggers";

export type LoadStrategy = "load" | "idle" | "engaged" | "visible" | "interaction";

export function schedule(root: HTMLElement, name: string, loader: () => Promise<unknown>, mount: () => Promise<void>): void {
  const strategy = (root.dataset.load ?? "load") as LoadStrategy;

  switch (strategy) {
    case "idle":
      // Idle work for something off screen can wait until it is about to be seen.
      whenVisible(root, () => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(() => void mount(), { timeout: 2000 });
        else setTimeout(() => void mount(), 200);
      });
      return;
    case "engaged":
      // Decoration that costs main-thread time for as long as it runs (the hero globe): only
      // once the visitor engages with the page, then as "idle".
      whenEngaged(() =>
        whenVisible(root, () => {
          if ("requestIdleCallback" in window) window.requestIdleCallback(() => void mount(), { timeout: 2000 });
          else setTimeout(() => void mount(), 200);
        }),
      );
      return;
    case "visible":
      whenVisible(root, () => void mount());
      return;
    case "interaction":
      // A visitor coming back to a quiz they had started in this tab (data-resume names its
      // saved progress) has interacted already: the island carries on at once.
      if (hasSaved(root.dataset.resume)) {
        void mount();
        return;
      }
      onFirstInteraction(root, name, loader, mount);
      return;
    default:
      void mount();
  }
}

function hasSaved(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false; // storage blocked: nothing was saved
  }
}

const ENGAGEMENT_EVENTS = ["pointermove", "pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

// A pointermove without movement is not the visitor: Chromium sends one of its own when the page
// lays out under a pointer that stays still (to update what is hovered).
function isStill(event: Event): boolean {
  const { movementX, movementY } = event as MouseEvent;
  return event.type === "pointermove" && !movementX && !movementY;
}

function whenEngaged(callback: () => void): void {
  const engaged = once(() => {
    ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, onEvent));
    callback();
  });
  const onEvent = (event: Event) => {
    if (!isStill(event)) engaged();
  };
  ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, onEvent, { passive: true }));
}

function whenVisible(element: HTMLElement, callback: () => void): void {
  if (!("IntersectionObserver" in window)) {
    callback();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: "200px" },
  );
  observer.observe(element);
}
