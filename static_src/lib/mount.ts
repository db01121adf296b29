// Mounts an island on every element `[data-island="<name>"]` of the page, when its loading
// strategy says so. React and the island's component are imported only at that moment, so an
// island entry costs a few hundred bytes until it is needed.
//
//   data-load="load"         mount as soon as the entry runs
//   data-load="idle"         mount when the root is near the viewport and the browser is idle
//   data-load="engaged"      as "idle", but only after the visitor first moves the pointer,
//                            presses a key, scrolls or touches the page
//   data-load="visible"      mount when the root scrolls near the viewport
//   data-load="interaction"  mount on the first pointer, focus or click on the root or on any
//                            element with data-island-trigger="<name>", or on the first
//                            document event named by data-trigger-event. A click or event that
//                            triggered the mount is replayed once the island is mounted.
//   data-props-id="<id>"     the id of the json_script element holding the island's props
//
// Components that listen to triggers or document events subscribe in useLayoutEffect, which
// runs inside the synchronous first render below, so a replayed event is never missed.
import type { ComponentType } from "react";

import { readJsonScript } from "./config";

export type LoadStrategy = "load" | "idle" | "engaged" | "visible" | "interaction";
type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const WARM_EVENTS = ["pointerenter", "focusin", "touchstart"] as const;

export function mountIsland<P extends object>(name: string, loader: Loader<P>): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    scheduleMount(root, name, loader);
  }
}

// An island that needs no React (the globe): its module exports mount(root, props), so the
// page never downloads React for it.
type ScriptLoader<P> = () => Promise<{ mount: (root: HTMLElement, props: P) => void }>;

export function mountScriptIsland<P extends object>(name: string, loader: ScriptLoader<P>): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const run = once(async () => {
      const module = await loader();
      const propsId = root.dataset.propsId;
      module.mount(root, (propsId ? readJsonScript<P>(propsId) : undefined) ?? ({} as P));
      root.dataset.mounted = "true";
    });
    schedule(root, name, loader, run);
  }
}

export function scheduleMount<P extends object>(
  root: HTMLElement,
  name: string,
  loader: Loader<P>,
): void {
  schedule(root, name, loader, once(() => render(root, loader)));
}

function schedule(root: HTMLElement, name: string, loader: () => Promise<unknown>, mount: () => Promise<void>): void {
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
      onFirstInteraction(root, name, loader, mount);
      return;
    default:
      void mount();
  }
}

function onFirstInteraction(
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
    event.preventDefault();
    stop();
    void mount().then(() => trigger.click());
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

async function render<P extends object>(root: HTMLElement, loader: Loader<P>): Promise<void> {
  const [{ createElement }, { flushSync }, { createRoot }, module] = await Promise.all([
    import("react"),
    import("react-dom"),
    import("react-dom/client"),
    loader(),
  ]);
  const propsId = root.dataset.propsId;
  const props = (propsId ? readJsonScript<P>(propsId) : undefined) ?? ({} as P);
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(createElement(module.default, props)));
  root.dataset.mounted = "true";
}

const ENGAGEMENT_EVENTS = ["pointermove", "pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

function whenEngaged(callback: () => void): void {
  const engaged = once(() => {
    ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, engaged));
    callback();
  });
  ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, engaged, { passive: true }));
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

function once<T>(fn: () => T): () => T {
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
