// Taking over a server form: until React has rendered, the server's form is the form. A submit
// made before then is held for React (HOLD_SUBMIT_MS at most); React replaces the form only
// between two of the visitor's gestures, starts from what was typed (`Typed`) and gives the focus
// and caret back to the element with the same id.

// What the visitor typed into a server form, by field name; several values (checkboxes, repeated
// hidden inputs) as a list.
export type Typed = Record<string, string | string[]>;

/** What the mount helper adds to the props of an island that took over a server form. */
export interface TakeoverProps {
  /** The server form's values when the visitor had started on it. */
  typed?: Typed;
  /** What the server form's honeypot held, when a bot had filled it in (`honeypotValue`). */
  honeypot?: string;
}
// The server form's honeypot (templates/leads/forms/honeypot.html): not the visitor's input.
const HONEYPOT = "homepage";
// Names in a server form that are not the visitor's input.
const NOT_TYPED = new Set([HONEYPOT, "csrfmiddlewaretoken"]);
// After a press is released, how long to wait for the click it makes (a tap's click comes in a
// task of its own) before React may replace the pressed element.
const CLICK_AFTER_RELEASE_MS = 100;

export type Submitter = HTMLButtonElement | HTMLInputElement;

export interface ServerFormGuard {
  /** Resolves once React may replace the form: false if the form is being posted natively. */
  mayReplace: () => Promise<boolean>;
  /** The button of a submit held for React (null: Enter in a field), undefined when none was. */
  heldSubmitter: () => Submitter | null | undefined;
}

// How long a submit made before React has rendered waits for it. React then takes the submit
// over; if it has not rendered by then (a slow or failed download) the browser posts the server
// form after all: a lead is never held back for a script.
export const HOLD_SUBMIT_MS = 3000;

export function guardServerForm(root: HTMLElement, form: HTMLFormElement, requestMount: () => Promise<void>): ServerFormGuard {
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

/** What the server form's honeypot holds: empty, unless a bot filled it in before the island
 * took the form over. The island sends it with the lead, which the server then stores as spam. */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem(HONEYPOT);
  return field instanceof HTMLInputElement ? field.value : "";
}

export interface Focus {
  id: string;
  tag: string;
  text: string;
  selection?: [number, number];
}

export function focusWithin(root: HTMLElement): Focus | undefined {
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

export function restoreFocus(root: HTMLElement, focus: Focus): void {
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
