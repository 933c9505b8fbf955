// The words of voiding a payment (app/lib/payments/void.server.ts): the reason an undo gives itself,
// and the mail that tells the payer their receipt is void.
import { rupees } from "#app/core/money.ts";
import { site } from "#app/core/site.ts";

export const paymentVoidCopy = {
  undone: (who: string) => `Undone by ${who} within minutes of recording it (pressed by mistake).`,
  undo: "Undo this payment",
  undoHint: (minutes: number) => `Pressed by mistake? You recorded it, so you can undo it for ${minutes} minutes after recording it.`,
  undoDone: (receipt: string) => `Receipt ${receipt} is undone: it is kept as void and nothing is owed for it.`,
  notAllowed: "Only an owner can void this payment now: ask an owner (Operators lists who they are).",
  /** The mail that tells a person money they paid was given back: for a booking, or of a member's fee. */
  refundMail: {
    subject: (title: string) => `Your money for ${title} was given back`,
    greeting: (name: string) => (name ? `Dear ${name},` : "Hello,"),
    body: (amount: number, title: string, reference: string) => `We have given back ${rupees(amount)} for your booking of ${title} (Reference ID ${reference}).`,
    /** A member's fee: the receipt it was paid with. */
    feeSubject: (receipt: string) => `Money given back on your receipt ${receipt}`,
    feeBody: (amount: number, receipt: string, paid: number) => `We have given back ${rupees(amount)} of the ${rupees(paid)} you paid for your membership (receipt ${receipt}).`,
    how: "Given back by",
    reference: "Reference",
    on: "On",
    signOff: `If anything is not as it should be, reply to this e-mail or call us. With warm regards, ${site.brand}`,
  },
  mail: {
    subject: (receipt: string) => `Receipt ${receipt} from ${site.brand} is void`,
    greeting: (name: string) => (name ? `Dear ${name},` : "Hello,"),
    body: (receipt: string, amount: number) => `Our receipt ${receipt} for ${rupees(amount)} was recorded by mistake and is now void. Please keep it with this note; you do not need to do anything.`,
    question: "If you think this is wrong, reply to this e-mail or call us.",
    signOff: `With warm regards, ${site.brand}`,
  },
} as const;
