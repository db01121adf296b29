// Mounts an island on every element `[data-island="<name>"]` of the page, when its loading
// strategy says so. React and the island's component are imported only at that moment, so an
// island entry costs a few hundred bytes until it is needed.
//
//   data-load="load"         mount as soon as the entry runs
//   data-load="idle"         mount when the root is near the viewport and the browser is idle
//   data-load="engaged"      as "idle", but only after the visitor first moves the pointer,
//                            presses a key, scrolls or touches the page
//   data-load="visible"      mount when the root scrolls near the viewport
//   data-load="interaction"  mount on the first click on any element with
//                            data-island-trigger="<name>", or on the first document event named
//                            by data-trigger-event. A click or event that triggered the mount is
//                            replayed once the island is mounted. A press or focus on the root or
//                            a trigger only warms (imports the module), never a hover: React is
//                            not fetched before the visitor does something. A root holding a
//                            server-rendered <form> mounts on the first focus, press, input,
//                            change or key inside it (see "Server forms" below).
//   data-props-id="<id>"     the id of the json_script element holding the island's props
//   data-resume="<key>"      with "interaction": mount at once when sessionStorage holds <key>
//                            (progress the visitor saved earlier in this tab)
//
// Components that listen to triggers or document events subscribe in useLayoutEffect, which
// runs inside the synchronous first render below, so a replayed event is never missed.
//
// Server forms: until React has rendered, the server's form is the form. A submit made before
// then waits for React (HOLD_SUBMIT_MS at most) and is handed over to it; if React does not come
// in time the browser posts the server form, and the island never mounts over a form being
// posted. React takes over between two of the visitor's gestures (never while a pointer is
// down, so the click that follows a press lands on the element that was pressed), starts from
// what was typed (the `typed` prop, read from the form just before rendering) and gets the
// focus and caret back on the element with the same id.
import type { ComponentType } from "react";

import { readJsonScript } from "./config";

export type LoadStrategy = "load" | "idle" | "engaged" | "visible" | "interaction";
type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// No pointerenter: hovering is not interacting, and a hover must not fetch React.
const WARM_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;
// What a visitor does inside a server form before React is there: each may be the start of
// typing or choosing, so the island mounts (not just warms) on the first one.
const FORM_MOUNT_EVENTS = ["focusin", "pointerdown", "input", "change", "keydown"] as const;
// What the visitor typed into a server form, by field name; several values (checkboxes, repeated
// hidden inputs) as a list.
export type Typed = Record<string, string | string[]>;
// Names in a server form that are not the visitor's input.
const NOT_TYPED = new Set(["homepage", "csrfmiddlewaretoken"]);
// After a press is released, how long to wait for the click it makes (a tap's click comes in a
// task of its own) before React may replace the pressed element.
const CLICK_AFTER_RELEASE_MS = 100;

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
  const form = root.querySelector("form");
  let guard: ServerFormGuard | undefined;
  const mount = once(() => render(root, loader, guard));
  // Watched from the start: a submit can come before any event that would mount the island
  // (a screen reader activates a button with a bare click).
  if (form) guard = guardServerForm(root, form, mount);
  schedule(root, name, loader, mount);
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

async function render<P extends object>(root: HTMLElement, loader: Loader<P>, guard?: ServerFormGuard): Promise<void> {
  const [{ createElement }, { flushSync }, { createRoot }, module] = await Promise.all([
    import("react"),
    import("react-dom"),
    import("react-dom/client"),
    loader(),
  ]);
  if (guard && !(await guard.mayReplace())) return;
  const propsId = root.dataset.propsId;
  let props = (propsId ? readJsonScript<P>(propsId) : undefined) ?? ({} as P);
  // Read at the last moment: whatever was typed while React was on its way is kept too.
  const form = guard ? root.querySelector("form") : null;
  const submitter = guard?.heldSubmitter();
  if (form) {
    const typed = typedValues(form);
    // A choice that was also a submit button (a pricing quiz option) is an answer like any other.
    if (submitter?.name) typed[submitter.name] = submitter.value;
    props = { ...props, typed };
  }
  const focus = form ? focusWithin(root) : undefined;
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(createElement(module.default, props)));
  root.dataset.mounted = "true";
  if (focus) restoreFocus(root, focus);
  // A held "send": sent again, now by React's form (its validation, its API call, its toasts).
  if (submitter !== undefined && !submitter?.name) root.querySelector("form")?.requestSubmit();
}

type Submitter = HTMLButtonElement | HTMLInputElement;

interface ServerFormGuard {
  /** Resolves once React may replace the form: false if the form is being posted natively. */
  mayReplace: () => Promise<boolean>;
  /** The button of a submit held for React (null: Enter in a field), undefined when none was. */
  heldSubmitter: () => Submitter | null | undefined;
}

// How long a submit made before React has rendered waits for it. React then takes the submit
// over; if it has not rendered by then (a slow or failed download) the browser posts the server
// form after all: a lead is never held back for a script.
export const HOLD_SUBMIT_MS = 3000;

function guardServerForm(root: HTMLElement, form: HTMLFormElement, requestMount: () => Promise<void>): ServerFormGuard {
  let posting = false;
  let held: Submitter | null | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let pressed = false;
  const released: Array<() => void> = [];

  const postNatively = () => {
    posting = true;
    // form.submit() fires no submit event and sends no button: the pressed one's answer goes
    // along as a hidden input.
    if (held?.name) {
      const answer = document.createElement("input");
      answer.type = "hidden";
      answer.name = held.name;
      answer.value = held.value;
      form.append(answer);
    }
    HTMLFormElement.prototype.submit.call(form);
  };
  // On the root, so the form's own listeners have run: a submit someone else prevented is
  // nothing to hold.
  const onSubmit = (event: Event) => {
    if (posting || event.defaultPrevented) return;
    event.preventDefault();
    if (held !== undefined) return; // a second click while React is on its way
    const submitter = (event as SubmitEvent).submitter;
    held = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    fallback = setTimeout(postNatively, HOLD_SUBMIT_MS);
    // A download that failed outright: no reason to make the visitor wait.
    requestMount().catch(() => {
      clearTimeout(fallback);
      if (!posting) postNatively();
    });
  };
  // A native select's list stays open after the press that opened it: React waits until a
  // choice is made or the list is left, or the choice would be lost with the old select.
  let picker: HTMLSelectElement | null = null;
  const onPress = (event: Event) => {
    pressed = true;
    if (event.target instanceof HTMLSelectElement) picker = event.target;
  };
  const resumeAll = () => released.splice(0).forEach((resume) => resume());
  const release = () => {
    pressed = false;
    if (!picker) resumeAll();
  };
  const closePicker = (event: Event) => {
    if (!picker || event.target !== picker) return;
    picker = null;
    if (!pressed) resumeAll();
  };
  form.addEventListener("change", closePicker);
  form.addEventListener("focusout", closePicker);
  const RELEASES = ["pointerup", "pointercancel", "blur"] as const;
  root.addEventListener("submit", onSubmit);
  form.addEventListener("pointerdown", onPress, { passive: true });
  // On the window: the pointer may be released (or the window left) outside the form.
  RELEASES.forEach((type) => window.addEventListener(type, release, { passive: true }));
  const stop = () => {
    root.removeEventListener("submit", onSubmit);
    form.removeEventListener("pointerdown", onPress);
    form.removeEventListener("change", closePicker);
    form.removeEventListener("focusout", closePicker);
    RELEASES.forEach((type) => window.removeEventListener(type, release));
  };

  const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));
  const clickOrTimeout = () =>
    new Promise<void>((resume) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener("click", done, true);
        resume();
      };
      const timer = setTimeout(done, CLICK_AFTER_RELEASE_MS);
      window.addEventListener("click", done, true);
    });

  return {
    mayReplace: async () => {
      while (pressed || picker) {
        await new Promise<void>((resume) => released.push(resume));
        await clickOrTimeout();
      }
      // A task later the click, an Enter's implicit submission and their submit have all run.
      await nextTask();
      if (posting) return false;
      clearTimeout(fallback);
      stop();
      return true;
    },
    heldSubmitter: () => held,
  };
}

/** The form's values by name: the visitor's input, without the honeypot and empty strings. */
export function typedValues(form: HTMLFormElement): Typed {
  const data = new FormData(form);
  const checkboxes = new Set(
    Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'), (input) => input.name),
  );
  const typed: Typed = {};
  for (const name of new Set(data.keys())) {
    if (NOT_TYPED.has(name)) continue;
    const values = data.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");
    if (!values.length) continue;
    typed[name] = values.length > 1 || checkboxes.has(name) ? values : values[0];
  }
  return typed;
}

interface Focus {
  id: string;
  tag: string;
  text: string;
  selection?: [number, number];
}

function focusWithin(root: HTMLElement): Focus | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === root || !root.contains(active)) return undefined;
  return {
    id: active.id,
    tag: active.tagName,
    text: active.textContent?.trim() ?? "",
    selection: selectionOf(active),
  };
}

// selectionStart is null (and setSelectionRange throws) on inputs without a caret, such as
// type="email" or a checkbox.
function selectionOf(element: Element): [number, number] | undefined {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return undefined;
  try {
    const { selectionStart, selectionEnd } = element;
    return selectionStart === null || selectionEnd === null ? undefined : [selectionStart, selectionEnd];
  } catch {
    return undefined;
  }
}

function restoreFocus(root: HTMLElement, focus: Focus): void {
  // By id; a button without one (a quiz's option) by its tag and words.
  const target =
    (focus.id ? document.getElementById(focus.id) : null) ??
    (focus.tag === "BUTTON" && focus.text
      ? Array.from(root.querySelectorAll<HTMLElement>("button")).find((button) => button.textContent?.trim() === focus.text)
      : undefined);
  if (!target || !root.contains(target)) return;
  target.focus();
  if (focus.selection && selectionOf(target) && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...focus.selection);
    } catch {
      // The new element takes no caret after all; focus is what matters.
    }
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
