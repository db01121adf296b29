import { afterEach, describe, expect, it } from "vitest";

import { LANDING_KEY, leadContext, pageLanguage, utmFromSearch } from "./lead-context";
import { newIdempotencyKey } from "./lead-form";

afterEach(() => {
  window.sessionStorage.clear();
  document.documentElement.lang = "";
});

describe("lead context", () => {
  it("reads the utm parameters of a URL", () => {
    expect(utmFromSearch("?utm_source=newsletter&utm_medium=email&utm_campaign=spring&other=1")).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring",
    });
  });

  it("uses the landing page's referrer and campaign stored for the session", () => {
    window.sessionStorage.setItem(
      LANDING_KEY,
      JSON.stringify({ utm: { source: "linkedin" }, referrer: "https://www.linkedin.com/", page: "/services/seo?utm_source=linkedin" }),
    );
    expect(leadContext()).toEqual({
      page: window.location.href,
      referrer: "https://www.linkedin.com/",
      utm: { source: "linkedin" },
      landing: "/services/seo?utm_source=linkedin",
    });
  });

  it("takes the current page as the landing page when the tab kept none", () => {
    expect(leadContext().landing).toBe(window.location.pathname + window.location.search);
  });

  it("names the page's language, English when the page names none", () => {
    expect(pageLanguage()).toBe("en");
    document.documentElement.lang = "es";
    expect(pageLanguage()).toBe("es");
  });

  it("makes a fresh version 4 UUID for every fill", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
