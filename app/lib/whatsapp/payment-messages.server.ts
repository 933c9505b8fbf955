// Owns which template says what about money: the month's fee reminder and a receipt, from the same
// facts as their mail (app/lib/fees/fee-mail.server.ts, app/lib/payments/receipt.server.ts), in the
// order of the template's numbered places (app/content/whatsapp-templates.ts). The member's own
// page is marked, so the outbox keeps it only sealed.
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { whatsappFill as fill } from "#app/content/whatsapp-templates.ts";
import { formatStoredDate } from "#app/core/calendar.ts";
import type { PaymentMethod } from "#app/core/fees.ts";
import { rupees } from "#app/core/money.ts";
import type { payments } from "#app/lib/db/schema.ts";
import { paidForOf, type PaidBy } from "#app/lib/payments/receipt.server.ts";
import type { WhatsAppMessage } from "./outbox.server.ts";

/** The month's fee reminder: the amount, the months, how to pay (the UPI link) and the member's own page. */
export function feeReminderWhatsApp(member: { name: string }, due: { month: string; months: number; amount: number }, upi: string | null, ownLink: string): WhatsAppMessage {
  return { template: "fee_reminder", params: [member.name, rupees(due.amount), fill.months(due.month, due.months), fill.howToPay(upi), ownLink], sealed: [4] };
}

/** A receipt: the amount, what it pays for, its number, the day and how it was paid, as the receipt says them. */
export function receiptWhatsApp(name: string, payment: typeof payments.$inferSelect, by: PaidBy): WhatsAppMessage {
  const method = consoleRegisterCopy.methods[payment.method as PaymentMethod] ?? payment.method;
  return {
    template: "payment_receipt",
    params: [name, rupees(payment.amount), payment.paidFor || paidForOf(by, payment), payment.receiptNumber, formatStoredDate(payment.paidOn), payment.reference ? `${method}, ${payment.reference}` : method],
  };
}
