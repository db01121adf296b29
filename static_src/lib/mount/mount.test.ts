import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement, useLayoutEffect, useState } from "react";

import { HOLD_SUBMIT_MS, mountIsland, mountScriptIsland, type Typed } from ".";

function Greeting({ name }: { name: string }) {
  return createElement("p", null, `Hello ${name}`);
}

function ClickCounter() {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    const button = document.getElementById("opener")!;
    const onClick = () => setCount((n) => n + 1);
    button.addEventListener("click", onClick);
    return () => button.removeEventListener("click", onClick);
  }, []);
  return createElement("output", null, `clicks: ${count}`);
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("mountIsland", () => {
  it("mounts at once with props read from json_script", async () => {
    document.body.innerHTML = `
      <div data-island="greeting" data-load="load" data-props-id="greeting-props"></div>
      <script id="greeting-props" type="application/json">{"name": "Ada"}</script>`;
    mountIsland("greeting", async () => ({ default: Greeting }));
    await waitFor(() => document.body.textContent!.includes("Hello Ada"));
  });

  it("waits for the first click on a trigger, then replays it", async () => {
    document.body.innerHTML = `
      <button id="opener" data-island-trigger="counter">Get started</button>
      <div data-island="counter" data-load="interaction"></div>`;
    const loader = vi.fn(async () => ({ default: ClickCounter }));
    mountIsland("counter", loader);
    await new Promise((r) => setTimeout(r, 20));
    expect(loader).not.toHaveBeenCalled();

    document.getElementById("opener")!.click();
    await waitFor(() => document.body.textContent!.includes("clicks: 1"));
    document.getElementById("opener")!.click();
    await waitFor(() => document.body.textContent!.includes("clicks: 2"));
  });

  it("leaves a modified click on a trigger to the link (a new tab to the form's page)", async () => {
    document.body.innerHTML = `<a href="/get-started" id="opener" data-island-trigger="counter">Get started</a>
      <div data-island="counter" data-load="interaction"></div>`;
    const loader = vi.fn(async () => ({ default: ClickCounter }));
    mountIsland("counter", loader);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById("opener")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await tick();
    expect(document.querySelector("output")).toBeNull();
  });

  it("follows a trigger's link when the island cannot be downloaded", async () => {
    document.body.innerHTML = `<a href="/get-started" id="opener" data-island-trigger="counter">Get started</a>
      <div data-island="counter" data-load="interaction"></div>`;
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    mountIsland("counter", () => Promise.reject<{ default: typeof Greeting }>(new Error("offline")));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("opener")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await tick();
    expect(assign).toHaveBeenCalledWith("/get-started");
    vi.unstubAllGlobals();
  });

  it("mounts on a document event and replays it", async () => {
    document.body.innerHTML = `<div data-island="listener" data-load="interaction" data-trigger-event="demo:ping"></div>`;
    function Listener() {
      const [detail, setDetail] = useState("none");
      useLayoutEffect(() => {
        const on = (e: Event) => setDetail(String((e as CustomEvent).detail));
        document.addEventListener("demo:ping", on);
        return () => document.removeEventListener("demo:ping", on);
      }, []);
      return createElement("span", null, `got ${detail}`);
    }
    mountIsland("listener", async () => ({ default: Listener }));
    document.dispatchEvent(new CustomEvent("demo:ping", { detail: "hello" }));
    await waitFor(() => document.body.textContent!.includes("got hello"));
  });

  it("mounts a visible island only when it scrolls into view", async () => {
    let trigger: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof trigger) {
          trigger = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = `<div data-island="later" data-load="visible" data-props-id="p"></div>
      <script id="p" type="application/json">{"name": "below the fold"}</script>`;
    const loader = vi.fn(async () => ({ default: Greeting }));
    mountIsland("later", loader);
    expect(loader).not.toHaveBeenCalled();
    trigger!([{ isIntersecting: true }]);
    await waitFor(() => document.body.textContent!.includes("Hello below the fold"));
    vi.unstubAllGlobals();
  });

  it("mounts an idle script island (no React) once it is visible and the browser is idle", async () => {
    let trigger: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof trigger) {
          trigger = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    document.body.innerHTML = `<div data-island="drawing" data-load="idle" data-props-id="d"><svg></svg></div>
      <script id="d" type="application/json">{"colour": "indigo"}</script>`;
    const mount = vi.fn((root: HTMLElement, props: { colour: string }) => root.append(props.colour));
    mountScriptIsland("drawing", async () => ({ mount }));
    expect(idle).toHaveLength(0);
    trigger!([{ isIntersecting: true }]);
    expect(idle).toHaveLength(1);
    expect(mount).not.toHaveBeenCalled();
    idle[0]();
    await waitFor(() => mount.mock.calls.length === 1);
    const root = document.querySelector<HTMLElement>('[data-island="drawing"]')!;
    expect(root.querySelector("svg")).not.toBeNull(); // the server's fallback is left in place
    expect(root.textContent).toBe("indigo");
    await waitFor(() => root.dataset.mounted === "true");
    vi.unstubAllGlobals();
  });

  it("waits for the visitor to engage with the page before an engaged island mounts", async () => {
    document.body.innerHTML = `<div data-island="decoration" data-load="engaged" data-props-id="d"></div>
      <script id="d" type="application/json">{"name": "globe"}</script>`;
    const loader = vi.fn(async () => ({ default: Greeting }));
    mountIsland("decoration", loader);
    await new Promise((r) => setTimeout(r, 300));
    expect(loader).not.toHaveBeenCalled();
    // The pointermove Chromium sends by itself when the page lays out under a still pointer.
    window.dispatchEvent(pointerMove(0, 0));
    await new Promise((r) => setTimeout(r, 300));
    expect(loader).not.toHaveBeenCalled();
    window.dispatchEvent(pointerMove(12, 4));
    await waitFor(() => document.body.textContent!.includes("Hello globe"));
  });
});

// A server-rendered form as the contract with Django has it: hidden source, text fields, a
// select, checkboxes, the honeypot and a submit button.
const SERVER_FORM = `
  <div data-island="lead" data-load="interaction" data-props-id="lead-props">
    <form method="post" action="/contact/send" novalidate>
      <input type="hidden" name="csrfmiddlewaretoken" value="token">
      <input type="hidden" name="source" value="home_page">
      <input id="lead-name" name="name" value="">
      <input id="lead-email" type="email" name="email" value="">
      <input id="lead-company" name="company" value="">
      <select id="lead-service" name="service"><option value="">Pick</option><option value="seo">SEO</option></select>
      <label><input type="checkbox" name="services" value="seo"> SEO</label>
      <label><input type="checkbox" name="services" value="ads"> Ads</label>
      <div class="honeypot" aria-hidden="true"><label>Leave this field empty <input type="text" name="homepage" tabindex="-1" autocomplete="off"></label></div>
      <button type="submit">Send message</button>
    </form>
  </div>
  <script id="lead-props" type="application/json">{"variant": "home"}</script>`;

// What React renders in its place: the same ids, values from `typed`.
function LeadForm({ variant, typed = {} }: { variant: string; typed?: Typed }) {
  const text = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : "");
  return createElement(
    "form",
    { "data-react": variant },
    createElement("input", { id: "lead-name", name: "name", defaultValue: text("name") }),
    createElement("input", { id: "lead-email", type: "email", name: "email", defaultValue: text("email") }),
    createElement("input", { id: "lead-company", name: "company", defaultValue: text("company") }),
    createElement("button", { type: "submit" }, "Send message"),
  );
}

const server = (id: string) => document.getElementById(id) as HTMLInputElement;
const reactForm = () => document.querySelector("form[data-react]");
const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));

describe("mountIsland, a root with a server form", () => {
  it("does not import anything on hover, over the form or over a trigger", async () => {
    document.body.innerHTML = `<a href="/get-started" id="opener" data-island-trigger="lead">Get started</a>${SERVER_FORM}`;
    const loader = vi.fn(async () => ({ default: LeadForm }));
    mountIsland("lead", loader);
    for (const element of [document.getElementById("opener")!, server("lead-name"), document.querySelector("form")!]) {
      for (const type of ["pointerenter", "pointerover", "mouseover", "mouseenter", "pointermove"]) {
        element.dispatchEvent(new Event(type, { bubbles: type.endsWith("over") || type === "pointermove" }));
      }
    }
    await tick();
    expect(loader).not.toHaveBeenCalled();
    expect(reactForm()).toBeNull();
  });

  it("mounts on the first focus in the form, with what was typed, and gives focus and caret back", async () => {
    document.body.innerHTML = SERVER_FORM;
    let received: Typed | undefined;
    let honeypot: string | undefined;
    const loader = vi.fn(async () => ({
      default: (props: { variant: string; typed?: Typed; honeypot?: string }) => {
        received = props.typed;
        honeypot = props.honeypot;
        return LeadForm(props);
      },
    }));
    mountIsland("lead", loader);
    await tick();
    expect(loader).not.toHaveBeenCalled();

    // Autofill fills fields without a key press; the visitor then focuses the company field.
    server("lead-name").value = "Dana Reyes";
    server("lead-email").value = "dana@harborclinics.com";
    (document.getElementById("lead-service") as HTMLSelectElement).value = "seo";
    document.querySelector<HTMLInputElement>('input[value="ads"]')!.checked = true;
    document.querySelector<HTMLInputElement>('input[name="homepage"]')!.value = "";
    const company = server("lead-company");
    company.value = "Harbor Clinics";
    company.focus();
    company.setSelectionRange(3, 6);
    company.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(loader).toHaveBeenCalled();

    await waitFor(() => reactForm() !== null);
    expect(received).toEqual({
      source: "home_page",
      name: "Dana Reyes",
      email: "dana@harborclinics.com",
      company: "Harbor Clinics",
      service: "seo",
      services: ["ads"],
    });
    expect(honeypot).toBeUndefined();
    const focused = document.activeElement as HTMLInputElement;
    expect(focused).toBe(document.getElementById("lead-company"));
    expect(focused.closest("form")).toBe(reactForm());
    expect(focused.value).toBe("Harbor Clinics");
    expect([focused.selectionStart, focused.selectionEnd]).toEqual([3, 6]);
  });

  it("hands a honeypot a bot filled in to the island, apart from what was typed", async () => {
    document.body.innerHTML = SERVER_FORM;
    let received: { typed?: Typed; honeypot?: string } | undefined;
    const loader = vi.fn(async () => ({
      default: (props: { variant: string; typed?: Typed; honeypot?: string }) => {
        received = props;
        return LeadForm(props);
      },
    }));
    mountIsland("lead", loader);
    server("lead-name").value = "Buy Followers";
    document.querySelector<HTMLInputElement>('input[name="homepage"]')!.value = "https://spam.example";
    server("lead-name").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await waitFor(() => reactForm() !== null);
    expect(received?.honeypot).toBe("https://spam.example");
    expect(received?.typed).toEqual({ source: "home_page", name: "Buy Followers" });
  });

  it("mounts on the first key, input or change in the form, reading values at render time", async () => {
    for (const type of ["keydown", "input", "change"]) {
      document.body.innerHTML = SERVER_FORM;
      let received: Typed | undefined;
      let resolveLoader: () => void = () => {};
      const loaded = new Promise<void>((r) => (resolveLoader = r));
      const loader = vi.fn(async () => {
        await loaded;
        return {
          default: (props: { variant: string; typed?: Typed }) => {
            received = props.typed;
            return LeadForm(props);
          },
        };
      });
      mountIsland("lead", loader);
      server("lead-name").dispatchEvent(new Event(type, { bubbles: true }));
      expect(loader).toHaveBeenCalled();
      // Typed while React was on its way: kept too.
      server("lead-name").value = "Dana";
      resolveLoader();
      await waitFor(() => reactForm() !== null);
      expect(received).toEqual({ source: "home_page", name: "Dana" });
      document.body.innerHTML = "";
    }
  });

  it("holds a submit made before React arrives and makes it again on React's form", async () => {
    document.body.innerHTML = SERVER_FORM;
    let resolveLoader: () => void = () => {};
    const loaded = new Promise<void>((r) => (resolveLoader = r));
    const sent = vi.fn((event: Event) => event.preventDefault());
    const SendingForm = (props: { variant: string; typed?: Typed }) =>
      createElement(
        "form",
        { "data-react": props.variant, onSubmit: sent },
        createElement("input", { id: "lead-name", name: "name", defaultValue: String(props.typed?.name ?? "") }),
      );
    mountIsland("lead", async () => {
      await loaded;
      return { default: SendingForm };
    });
    const form = document.querySelector("form")!;
    const native = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    server("lead-name").value = "Dana";

    // Enter in a field before anything else: the submit waits for React instead of posting.
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    resolveLoader();
    await waitFor(() => reactForm() !== null);
    expect(server("lead-name").value).toBe("Dana");
    expect(sent).toHaveBeenCalledTimes(1);
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });

  it("posts the server form natively, with the pressed answer, when React does not arrive in time", async () => {
    document.body.innerHTML = `
      <div data-island="quiz" data-load="interaction">
        <form method="post" action="/pricing/quote"><button type="submit" name="goal" value="leads">Leads</button></form>
      </div>`;
    // The hold is timed on a fake clock: the test does not wait the seconds out.
    vi.useFakeTimers();
    try {
      mountIsland("quiz", () => new Promise<{ default: typeof Greeting }>(() => {})); // a download that never finishes
      const form = document.querySelector("form")!;
      const native = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
      const button = form.querySelector("button")!;
      const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button });
      form.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
      await vi.advanceTimersByTimeAsync(HOLD_SUBMIT_MS - 500);
      expect(native).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(700);
      expect(native).toHaveBeenCalledTimes(1);
      const answer = form.querySelector<HTMLInputElement>('input[type="hidden"][name="goal"]');
      expect(answer?.value).toBe("leads");
      native.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it("mounts after a submit that someone else prevented, as nothing was posted", async () => {
    document.body.innerHTML = SERVER_FORM;
    mountIsland("lead", async () => ({ default: LeadForm }));
    const form = document.querySelector("form")!;
    form.addEventListener("submit", (event) => event.preventDefault());
    server("lead-name").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await waitFor(() => reactForm() !== null);
  });

  it("waits for a press to end, and for its click, then gives React the pressed answer", async () => {
    document.body.innerHTML = `
      <div data-island="quiz" data-load="interaction">
        <form method="post" action="/pricing/quote">
          <input type="hidden" name="step" value="1">
          <button type="submit" name="goal" value="leads">Leads</button>
        </form>
      </div>`;
    let received: Typed | undefined;
    const Quiz = ({ typed }: { typed?: Typed }) => {
      received = typed;
      return createElement("form", { "data-react": "quiz" }, createElement("button", { type: "button" }, "Leads"));
    };
    const loader = vi.fn(async () => ({ default: Quiz }));
    mountIsland("quiz", loader);
    const button = document.querySelector("button")!;
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(loader).toHaveBeenCalled();
    await tick(50);
    expect(reactForm()).toBeNull(); // never while the pointer is down

    window.dispatchEvent(new Event("pointerup"));
    await tick(0);
    expect(reactForm()).toBeNull();
    // The click the press makes submits the server form: held, and its answer handed to React.
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button });
    button.dispatchEvent(new Event("click", { bubbles: true }));
    button.form!.dispatchEvent(submit);
    await waitFor(() => reactForm() !== null);
    expect(submit.defaultPrevented).toBe(true);
    expect(received).toEqual({ step: "1", goal: "leads" });
  });

  it("waits while a select's list is open, so the choice is not lost with the old select", async () => {
    document.body.innerHTML = SERVER_FORM;
    mountIsland("lead", async () => ({ default: LeadForm }));
    const select = document.getElementById("lead-service") as HTMLSelectElement;
    select.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    window.dispatchEvent(new Event("pointerup"));
    await tick(200);
    expect(reactForm()).toBeNull(); // the list is still open

    select.value = "seo";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() => reactForm() !== null);
  });

  it("posts a held send at once when the island's download failed", async () => {
    document.body.innerHTML = SERVER_FORM;
    mountIsland("lead", () => Promise.reject<{ default: typeof Greeting }>(new Error("offline")));
    const native = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    document.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => native.mock.calls.length === 1);
    native.mockRestore();
  });

  it("mounts after a press in a field once it is released", async () => {
    document.body.innerHTML = SERVER_FORM;
    mountIsland("lead", async () => ({ default: LeadForm }));
    const name = server("lead-name");
    name.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    name.focus();
    await tick(50);
    expect(reactForm()).toBeNull();
    window.dispatchEvent(new Event("pointerup"));
    name.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await waitFor(() => reactForm() !== null);
    expect(document.activeElement).toBe(document.getElementById("lead-name"));
  });

  it("gives focus back to a button without an id by its words", async () => {
    document.body.innerHTML = SERVER_FORM;
    mountIsland("lead", async () => ({ default: LeadForm }));
    const button = document.querySelector("button")!;
    button.focus();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await waitFor(() => reactForm() !== null);
    expect(document.activeElement).toBe(reactForm()!.querySelector("button"));
  });

  it("carries on at once when the tab holds the island's saved progress (data-resume)", async () => {
    const root = `<div data-island="quiz" data-load="interaction" data-resume="test:progress"><form method="post"></form></div>`;
    document.body.innerHTML = root;
    const first = vi.fn(async () => ({ default: LeadForm }));
    mountIsland("quiz", first);
    await tick();
    expect(first).not.toHaveBeenCalled(); // nothing saved: wait for the visitor

    window.sessionStorage.setItem("test:progress", "{}");
    document.body.innerHTML = root;
    mountIsland("quiz", async () => ({ default: LeadForm }));
    await waitFor(() => document.querySelector<HTMLElement>('[data-island="quiz"]')!.dataset.mounted === "true");
    window.sessionStorage.removeItem("test:progress");
  });

  it("warms (imports, does not mount) an island without a form on a press or focus", async () => {
    document.body.innerHTML = `<a href="/get-started" id="opener" data-island-trigger="dialog">Get started</a>
      <div data-island="dialog" data-load="interaction"></div>`;
    const loader = vi.fn(async () => ({ default: Greeting }));
    mountIsland("dialog", loader);
    document.getElementById("opener")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(loader).toHaveBeenCalled();
    await tick();
    expect(document.querySelector('[data-island="dialog"]')!.childElementCount).toBe(0);
  });
});

/** A pointermove that moved the pointer by (x, y) (jsdom's events carry no movement of their own). */
function pointerMove(x: number, y: number): Event {
  const event = new Event("pointermove");
  Object.defineProperties(event, { movementX: { value: x }, movementY: { value: y } });
  return event;
}
