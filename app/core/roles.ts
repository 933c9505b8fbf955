// Owns the console's two roles (docs/decisions/020-roles-and-erasure.md). An owner
// manages operators, finds and erases people, downloads CSV files, reads the audit and pays money
// out (refunds); an editor runs events, content, the newsletter and the inboxes, and takes money in.
// Pure: pages and the server both read it.
export const ROLES = ["owner", "editor"] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/**
 * Whether an operator of this role may record a refund: money going out is an owner's, as voiding
 * a payment is. An editor takes payments (at the door, at the desk) and sees that a refund is due;
 * the refund action refuses theirs and their page shows no refund form.
 */
export const mayRefund = (role: string): boolean => role === "owner";
