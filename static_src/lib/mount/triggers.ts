// Triggers and replay: for data-load="interaction", the first click on a trigger (replayed once
// the island is mounted), the first use of a server form inside the root, or the first document
// event named by data-trigger-event. A press or focus only warms (imports the module).
import { HOLD_SUBMIT_MS } from "./takeover";

// No pointerenter: hovering is not interacting, and a hover must not fetch React.
const WARM_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;
// What a visitor does inside a server form before React is there: each may be the start of
// typing or choosing, so the island mounts (not just warms) on the first one.
const FORM_MOUNT_EVENTS = ["focusin", "pointerdown", "input", "change", "keydown"] as const;

export function onFirstInteraction(
  root: HTMLElement,
  name: string,
  loader: () => Promise<unknown>,
  mount: () => Promise<void>,
): void {
  const triggers = [root, ...document.querySelectorAll<HTMLElement>(`[data-island-trigger~="${name}"]`)];
  const warm = once(() => void loader());
  const cleanups: Array<() => void> = [];
  const stop = () => cleanups.splice(0).forEach((undo) => undo());

  const onClick = (event: Event) => {
    const trigger = event.currentTarget as HTMLElement;
    // A modified click (new tab, new window) keeps the link's own behaviour: the form's page.
    const mouse = event as MouseEvent;
    if (mouse.button > 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    event.preventDefault();
    stop();
    // If the island cannot come (a failed download) or keeps the visitor waiting, the link goes
    // where it goes without JavaScript: the form's own page.
    let gaveUp = false;
    const follow = () => {
      gaveUp = true;
      const href = trigger.getAttribute("href");
      if (href) window.location.assign(href);
    };
    const timer = setTimeout(follow, HOLD_SUBMIT_MS);
    mount().then(
      () => {
        clearTimeout(timer);
        if (!gaveUp) trigger.click();
      },
      () => {
        clearTimeout(timer);
        if (!gaveUp) follow();
      },
    );
  };
  for (const trigger of triggers) {
    for (const type of WARM_EVENTS) {
      trigger.addEventListener(type, warm, { passive: true });
      cleanups.push(() => trigger.removeEventListener(type, warm));
    }
    if (trigger !== root) {
      trigger.addEventListener("click", onClick);
      cleanups.push(() => trigger.removeEventListener("click", onClick));
    }
  }

  if (root.querySelector("form")) {
    // Only these listeners go: a trigger clicked while the island loads is still caught, and
    // replayed once it is mounted.
    const onUse = () => {
      FORM_MOUNT_EVENTS.forEach((type) => root.removeEventListener(type, onUse));
      void mount();
    };
    for (const type of FORM_MOUNT_EVENTS) root.addEventListener(type, onUse, { passive: true });
  }

  const eventName = root.dataset.triggerEvent;
  if (eventName) {
    const onEvent = (event: Event) => {
      stop();
      const detail = (event as CustomEvent).detail;
      void mount().then(() => document.dispatchEvent(new CustomEvent(eventName, { detail })));
    };
    document.addEventListener(eventName, onEvent);
    cleanups.push(() => document.removeEventListener(eventName, onEvent));
  }
}

/** `fn` run on the first call only; later calls return its first result. */
export function once<T>(fn: () => T): () => T {
  let called = false;
  let result: T;
  return () => {
    if (!called) {
      called = true;
      result = fn();
    }
    return result;
  };
}
