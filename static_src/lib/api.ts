// The lead forms' view of the one HTTP client (./http): success is any 2xx; a 400 carries field
// errors keyed by the API's camelCase field names, which the forms show under the matching
// fields; anything else (other statuses, a network cut) is a failure the form reports with a toast.
import { siteConfig } from "./config";
import { ApiError, type FieldErrors, request } from "./http";

export { type FieldErrors, flattenErrors } from "./http";

export type ApiResult =
  | { status: "ok"; id?: unknown; booking?: string }
  | { status: "invalid"; fieldErrors: FieldErrors; messages: string[] }
  | { status: "failed"; httpStatus?: number; messages: string[] };

export async function postJson(url: string, payload: unknown): Promise<ApiResult> {
  try {
    const body = await request<{ id?: unknown; booking?: unknown }>(url, { method: "POST", body: payload });
    // A quote request's "Book your call now" address, when the agency has a scheduling page.
    const booking = typeof body?.booking === "string" && body.booking.startsWith("/") ? body.booking : undefined;
    return { status: "ok", id: body?.id, booking };
  } catch (error) {
    if (!(error instanceof ApiError)) return { status: "failed", messages: [] };
    if (error.status === 400) return { status: "invalid", fieldErrors: error.fieldErrors, messages: error.messages };
    return { status: "failed", httpStatus: error.status, messages: error.messages };
  }
}

export function apiUrl(name: "contact" | "quoteRequest"): string {
  try {
    return siteConfig().urls[name] ?? fallbackUrls[name];
  } catch {
    return fallbackUrls[name];
  }
}

const fallbackUrls = { contact: "/api/contact", quoteRequest: "/api/quote-request" } as const;

/** The words of "Book your call now" (forms.wording.BOOKING, in the quote islands' props). */
export interface BookingCopy {
  label: string;
  hint: string;
}

/** The success toast of a quote request, offering the booking link when the server gave one. */
export function withBooking<T extends { description?: string }>(
  success: T,
  result: { booking?: string },
  copy: BookingCopy | undefined,
): T & { action?: { label: string; href: string }; duration?: number } {
  if (!result.booking || !copy) return success;
  // Long enough to read and decide: the toast pauses while hovered or focused too.
  return { ...success, action: { label: copy.label, href: result.booking }, duration: 20_000 };
}

/** The success toast of a form that offers a guide: its line saying the guide follows by email
 * (forms.wording.GUIDE_ON_ITS_WAY, in the island's props as `guideNote`) after the description. */
export function withGuide<T extends { description?: string; duration?: number }>(success: T, guideNote?: string): T {
  if (!guideNote) return success;
  const description = success.description ? `${success.description} ${guideNote}` : guideNote;
  // Long enough to read both lines.
  return { ...success, description, duration: Math.max(success.duration ?? 0, 12_000) };
}
