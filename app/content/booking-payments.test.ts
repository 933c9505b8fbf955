import { describe, expect, it } from "vitest";
import { EventSchema } from "#app/schemas/event.ts";
import { bookingPaymentsCopy as words } from "./booking-payments.ts";

describe("the words of a priced event", () => {
  it("say the price of a place and what places cost, in rupees with Indian grouping", () => {
    expect(words.perPerson(800)).toBe("₹800 a person");
    expect(words.perPerson(1200)).toBe("₹1,200 a person");
    expect(words.due(1600, 2)).toBe("₹1,600 for 2 places");
    expect(words.due(800, 1)).toBe("₹800 for 1 place");
    expect(words.mail.due(1_20_000, 4)).toBe("Due: ₹1,20,000 for 4 places.");
    expect(words.answer.forSeats(2400, 3)).toBe("For 3 places: ₹2,400.");
    expect(words.mail.note("EVT-20261127-AB12")).toBe("Booking EVT-20261127-AB12");
    expect(words.console.door.paidCash(1600)).toBe("Paid ₹1,600 cash");
    expect(words.console.totals(3200, 1600, 800)).toBe("Due from confirmed bookings: ₹3,200. Received: ₹1,600. Refunds due: ₹800.");
  });
});

describe("the event form's price", () => {
  const event = { title: "Heritage Walk", category: "outing", date: "2026-12-05", startTime: "08:00", endTime: "11:00", venue: "Basavanagudi", description: "A walk.", capacity: "20" };
  const price = (typed: string | undefined) => {
    const parsed = EventSchema.safeParse({ ...event, price: typed });
    return parsed.success ? parsed.data.price : (parsed.error.issues.map((i) => i.path.join(".")).join(",") as string);
  };
  it("reads whole rupees as typed, empty as free", () => {
    expect(price("800")).toBe(800);
    expect(price("₹1,200")).toBe(1200);
    expect(price(" 0 ")).toBe(0);
    expect(price("")).toBe(0);
    expect(price(undefined)).toBe(0);
  });
  it("refuses what is not a whole number of rupees, beside the field", () => {
    for (const typed of ["-5", "8.50", "eight hundred", "1e3", "100001"]) expect(price(typed), typed).toBe("price");
  });
});
