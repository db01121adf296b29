import { describe, expect, it } from "vitest";

import numberField from "../../test-fixtures/built-form-number-field.json";
import { type BuiltField, builtFormSchema } from "./schema";

// A number field whose editor set no bounds, as the server sends it (tests/forms/test_island_props.py).
const FIELD = numberField as BuiltField;
const { messages } = FIELD;

function messageFor(typed: string): string | undefined {
  const result = builtFormSchema([FIELD]).safeParse({ answers: { [FIELD.key]: typed } });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("a built form's number field", () => {
  it("takes what people type: whole, negative, decimal, with commas and an exponent", () => {
    for (const typed of ["3", "-12", "2.5", ".5", "1,250,000", "2e6", "1e-9999", ""]) {
      expect(messageFor(typed), typed).toBeUndefined();
    }
  });

  it("refuses what the server refuses, with the server's messages", () => {
    for (const typed of ["0x10", "Infinity", "NaN", "١٢", "1e12345", "9".repeat(31), "12 stores", "1e"]) {
      expect(messageFor(typed), typed).toBe(messages.invalid);
    }
    // Too large for the default range, even where JavaScript's own number gives up (1e400 is Infinity).
    for (const typed of ["1000000000001", "1e400", "1e9999"]) expect(messageFor(typed), typed).toBe(messages.tooLong);
    expect(messageFor("-1e400")).toBe(messages.tooShort);
  });
});
