import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement, useLayoutEffect, useState } from "react";

import { mountIsland, mountScriptIsland } from "./mount";

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
    window.dispatchEvent(new Event("pointermove"));
    await waitFor(() => document.body.textContent!.includes("Hello globe"));
  });
});
