import { describe, expect, it } from "vitest";

import { DEFAULT_CITIES, markersFor } from "./globe";

describe("globe markers", () => {
  it("marks six cities, San Diego first and largest", () => {
    const markers = markersFor(DEFAULT_CITIES);
    expect(DEFAULT_CITIES).toHaveLength(6);
    expect(DEFAULT_CITIES[0].name).toBe("San Diego");
    expect(markers[0]).toEqual({ location: [32.7157, -117.1611], size: 0.09 });
    expect(Math.max(...markers.map((m) => m.size))).toBe(markers[0].size);
  });
});
