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
//
// This module mounts; ./when decides when, ./triggers catches the first interaction and replays
// it, ./takeover hands a server-rendered form over to React.
import type { ComponentType } from "react";

import { readJsonScript } from "../config";
import { focusWithin, guardServerForm, honeypotValue, restoreFocus, type ServerFormGuard, typedValues } from "./takeover";
import { once } from "./triggers";
import { schedule } from "./when";

export { HOLD_SUBMIT_MS, type TakeoverProps, type Typed, typedValues } from "./takeover";
export type { LoadStrategy } from "./when";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

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
    // A filled honeypot goes along too (the `honeypot` prop): dropped with the old form, a bot's
    // lead would have reached the inbox as a person's.
    const honeypot = honeypotValue(form);
    props = { ...props, typed, ...(honeypot ? { honeypot } : {}) };
  }
  const focus = form ? focusWithin(root) : undefined;
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(createElement(module.default, props)));
  root.dataset.mounted = "true";
  if (focus) restoreFocus(root, focus);
  // A held "send": sent again, now by React's form (its validation, its API call, its toasts).
  if (submitter !== undefined && !submitter?.name) root.querySelector("form")?.requestSubmit();
}
