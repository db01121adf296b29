import { afterEach, describe, expect, it, vi } from "vitest";

import { flattenErrors, postJson, withGuide } from "./api";

afterEach(() => vi.unstubAllGlobals());

describe("flattenErrors", () => {
  it("keeps field errors by name and by dotted path, and collects non-field messages", () => {
    expect(
      flattenErrors({
        email: ["Please enter a valid email address."],
        quizAnswers: { company: ["Company name is required."] },
        detail: "Too many requests.",
        non_field_errors: ["Something else."],
      }),
    ).toEqual({
      fieldErrors: {
        email: ["Please enter a valid email address."],
        "quizAnswers.company": ["Company name is required."],
        company: ["Company name is required."],
      },
      messages: ["Too many requests.", "Something else."],
    });
  });
  it("reads dotted keys for nested fields", () => {
    expect(flattenErrors({ "quizAnswers.email": ["Please enter a valid email address."] }).fieldErrors).toEqual({
      "quizAnswers.email": ["Please enter a valid email address."],
      email: ["Please enter a valid email address."],
    });
  });
});

describe("postJson", () => {
  const respond = (status: number, body: unknown) =>
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })));

  it("treats a 201 as success and posts JSON", async () => {
    respond(201, { id: 7 });
    expect(await postJson("/api/contact", { name: "Ada" })).toEqual({ status: "ok", id: 7 });
    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe("/api/contact");
    expect(init).toMatchObject({ method: "POST", body: '{"name":"Ada"}' });
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("returns the field errors of a 400", async () => {
    respond(400, { name: ["Name must be at least 2 characters."] });
    expect(await postJson("/api/contact", {})).toEqual({
      status: "invalid",
      fieldErrors: { name: ["Name must be at least 2 characters."] },
      messages: [],
    });
  });

  it("fails on a server error and on a network cut", async () => {
    respond(500, { detail: "Server error." });
    expect(await postJson("/api/contact", {})).toMatchObject({ status: "failed", httpStatus: 500 });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await postJson("/api/contact", {})).toEqual({ status: "failed", messages: [] });
  });
});

describe("withGuide", () => {
  it("adds the server's line about the guide after the success's description, long enough to read", () => {
    const success = { title: "Sent", description: "We reply within a day." };
    expect(withGuide(success, "The guide follows by email.")).toEqual({
      title: "Sent",
      description: "We reply within a day. The guide follows by email.",
      duration: 12_000,
    });
  });

  it("leaves the success as it is when the form offers no guide", () => {
    const success = { title: "Sent", description: "We reply within a day." };
    expect(withGuide(success, undefined)).toBe(success);
  });
});
