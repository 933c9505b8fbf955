// A series in the console's events list says its time once only when every date shares it.
import { describe, expect, it } from "vitest";
import { seriesTime } from "./event-groups.ts";

describe("a series' time in the events list", () => {
  it("is said once when every date shares it, and per date once a later change moved some", () => {
    expect(seriesTime([{ time: "7:00 AM – 8:00 AM" }, { time: "7:00 AM – 8:00 AM" }])).toBe("7:00 AM – 8:00 AM");
    expect(seriesTime([{ time: "7:00 AM – 8:00 AM" }, { time: "8:00 AM – 9:00 AM" }, { time: "8:00 AM – 9:00 AM" }])).toBeNull();
  });
});
