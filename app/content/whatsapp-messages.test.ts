// Each prepared WhatsApp message carries its mail's facts and stays within WhatsApp's limits (a
// click-to-chat text, and the Cloud API's 1,024-character template body), even with the longest
// names, titles, places, reasons and operator's words the forms accept.
import { describe, expect, it } from "vitest";
import { WHATSAPP_TEXT_LIMIT, whatsappMessages, type WaBooking } from "./whatsapp-messages.ts";

const upi = "upi://pay?pa=anandam%40okaxis&pn=Anandam%20Seniors%20Community&am=800.00&cu=INR&tn=Booking%20REQ-1A2B3C4D";
const cancelUrl = `https://anandam-seniors.example/events/${"x".repeat(80)}/cancel?ref=REQ-1A2B3C4D&token=${"t".repeat(32)}`;
const ownLink = `https://anandam-seniors.example/membership/${"m".repeat(43)}`;

const booking: WaBooking = {
  name: "Ravi Kumar",
  title: "Outing to Nandi Hills",
  when: "Saturday 12 December 2026, 7:00 am to 1:00 pm",
  venue: "Jalahalli bus stop",
  reference: "REQ-1A2B3C4D",
  seats: 1,
  status: "confirmed",
  due: { amount: 800, upi },
  cancelUrl,
  eventUrl: "https://anandam-seniors.example/events/nandi-hills",
};

/** The longest a form lets each part be: a name of 100, a title of 120, a place of 200, 4 places. */
const longest: WaBooking = { ...booking, name: "N".repeat(100), title: "T".repeat(120), venue: "V".repeat(200), seats: 4, due: { amount: 4800, upi: `${upi}${"n".repeat(80)}` } };

const facts = [{ label: "Receipt number", value: "2026-27/0001" }, { label: "Amount", value: "₹2,000" }, { label: "In words", value: "Two thousand rupees only" }, { label: "For the months", value: "December 2026" }];

describe("the prepared WhatsApp messages", () => {
  it("confirm a place with the outing, what is due, the UPI link, the Reference ID and the cancel link", () => {
    const text = whatsappMessages.confirmation(booking);
    for (const fact of ["Outing to Nandi Hills", "₹800", "REQ-1A2B3C4D", upi, cancelUrl, "Saturday 12 December 2026"]) expect(text).toContain(fact);
  });

  it("tell someone on the waiting list their place in it, with nothing due", () => {
    const text = whatsappMessages.confirmation({ ...booking, status: "waitlisted", position: 3, due: null });
    expect(text).toContain("number 3 on the waiting list");
    expect(text).not.toContain("₹");
  });

  it("without a cancel link, ask to reply or call instead", () => {
    expect(whatsappMessages.confirmation({ ...booking, cancelUrl: null })).toContain("reply here or call us");
  });

  it("say what changed, a cancellation's reason and refund, a moved-up place, a reminder and a receipt", () => {
    expect(whatsappMessages.change(booking, ["The time: was 7:00 am, now 8:30 am."])).toContain("now 8:30 am");
    const cancelled = whatsappMessages.eventCancelled(booking, "Saturday 12 December 2026", "Heavy rain is forecast.", 800);
    for (const fact of ["Heavy rain is forecast.", "₹800", "REQ-1A2B3C4D"]) expect(cancelled).toContain(fact);
    expect(whatsappMessages.movedUp(booking)).toContain("it is yours");
    const reminder = whatsappMessages.reminder({ name: "Meena Rao", amount: 2000, month: "2026-12", months: 1, upi, ownLink });
    for (const fact of ["₹2,000", "December 2026", upi, ownLink]) expect(reminder).toContain(fact);
    const receipt = whatsappMessages.receipt({ name: "Meena Rao", facts, ownLink });
    for (const fact of ["2026-27/0001", "₹2,000", ownLink]) expect(receipt).toContain(fact);
  });

  it("stay within the limit at the longest the forms allow; an operator's long message is cut, never its booking's facts", () => {
    const texts = [
      whatsappMessages.confirmation(longest),
      whatsappMessages.confirmation({ ...longest, status: "waitlisted", position: 120, due: null }),
      whatsappMessages.movedUp(longest),
      whatsappMessages.change(longest, ["T".repeat(600)]),
      whatsappMessages.eventCancelled(longest, "Wednesday 30 September 2026", "R".repeat(1000), 4800),
      whatsappMessages.message(longest, { subject: "S".repeat(150), body: "B".repeat(5000) }),
      whatsappMessages.reminder({ name: "N".repeat(120), amount: 99_999, month: "2026-12", months: 12, upi: `${upi}${"n".repeat(80)}`, ownLink }),
      whatsappMessages.receipt({ name: "N".repeat(120), facts: [...facts, { label: "Member", value: `M-12, ${"N".repeat(120)}` }], ownLink }),
    ];
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
    // The greeting is shortened first: the links and the sign-off stay whole.
    expect(texts[0]).toContain(cancelUrl);
    expect(texts[0]).toContain(longest.due!.upi!);
    expect(texts[0]).toMatch(/\+91 80 4000 0000$/);
    const message = whatsappMessages.message(longest, { subject: "Bring a hat", body: "B".repeat(5000) });
    expect(message).toContain("REQ-1A2B3C4D");
    expect(message).toContain("…");
    expect(WHATSAPP_TEXT_LIMIT).toBeLessThanOrEqual(1024);
  });
});
