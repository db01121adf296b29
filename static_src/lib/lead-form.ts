// One "fill" of a lead form: when it was shown (elapsedMs, for the minimum fill time), its
// idempotency key (reused when the same fill is retried after a failure, renewed after a
// success), and the honeypot input. Every lead goes through its submit(), with where it came from
// and the page's language.
import { useCallback, useMemo, useRef } from "react";

import { type ApiResult, postJson } from "./api";
import { leadContext, pageLanguage } from "./lead-context";

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; build a version 4 UUID by hand otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** When this page started loading (epoch ms), or now where the browser cannot say. */
export function pageStart(): number {
  const origin = typeof performance !== "undefined" ? performance.timeOrigin : undefined;
  return origin && Number.isFinite(origin) ? Math.min(Math.round(origin), Date.now()) : Date.now();
}

export interface LeadFill {
  honeypotRef: React.RefObject<HTMLInputElement | null>;
  /** Posts the payload with the fill's extras; a success starts a new fill. */
  submit: (url: string, payload: Record<string, unknown>) => Promise<ApiResult>;
  /** Starts the clock again, e.g. when a dialog is opened. Keeps the key of an unsent fill. */
  restartClock: () => void;
}

/** `carriedHoneypot`: what the server form's honeypot held when the island took it over (a bot's
 * input, sent with the fill's leads until one succeeds). */
export function useLeadFill(carriedHoneypot = ""): LeadFill {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const carried = useRef(carriedHoneypot);
  // A form on the page has been there since the page arrived; an island that took over the
  // server's form (perhaps only when Send was pressed) must not count from its own mount, or a
  // person's lead would look too fast. Dialogs restart the clock when they open.
  const startedAt = useRef<number>(pageStart());
  const key = useRef<string>("");

  const submit = useCallback(async (url: string, payload: Record<string, unknown>) => {
    key.current ||= newIdempotencyKey();
    const result = await postJson(url, {
      ...payload,
      idempotencyKey: key.current,
      homepage: honeypotRef.current?.value || carried.current,
      elapsedMs: Math.max(0, Math.round(Date.now() - startedAt.current)),
      context: leadContext(),
      language: pageLanguage(),
    });
    if (result.status === "ok") {
      key.current = "";
      carried.current = "";
      startedAt.current = Date.now();
    }
    return result;
  }, []);

  const restartClock = useCallback(() => {
    if (!key.current) startedAt.current = Date.now();
  }, []);

  return useMemo(() => ({ honeypotRef, submit, restartClock }), [submit, restartClock]);
}
