import { describe, expect, it } from "vitest";

import props from "../test-fixtures/lead-island-props.json";
import { contactRules, type LeadRules, z } from "./lead-rules";

const rules = props["contact-form-page"].rules as LeadRules;
const emailRule = contactRules(rules).email;

describe("the email rule", () => {
  it("refuses an address literal with the API's own message", () => {
    for (const email of ["victim@[127.0.0.1]", "victim@[IPv6:::1]", "victim@[10.0.0.8]"]) {
      const result = z.safeParse(emailRule, email);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(rules.messages.email);
    }
    expect(rules.messages.email).toBe("Please enter a valid email address.");
  });

  it("accepts an ordinary address, trimmed", () => {
    expect(z.safeParse(emailRule, "  dana@harbourcoffee.example ").data).toBe("dana@harbourcoffee.example");
  });
});
