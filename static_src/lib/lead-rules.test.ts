import { describe, expect, it } from "vitest";

import { emailRule, MESSAGES, z } from "./lead-rules";

describe("emailRule", () => {
  it("refuses an address literal with the API's own message", () => {
    for (const email of ["victim@[127.0.0.1]", "victim@[IPv6:::1]", "victim@[10.0.0.8]"]) {
      const result = z.safeParse(emailRule, email);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.email);
    }
  });

  it("accepts an ordinary address, trimmed", () => {
    expect(z.safeParse(emailRule, "  dana@harbourcoffee.example ").data).toBe("dana@harbourcoffee.example");
  });
});
