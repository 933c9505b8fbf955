// The ledger's rules of time (docs/decisions/036-one-ledger.md), read by the server and shown on
// the console's pages. Pure, for browser and server.

/** How long after recording a payment the operator who recorded it may undo it. */
export const UNDO_MINUTES = 10;

/** How long after a payment the same amount for the same member or booking is asked about. */
export const SAME_MONEY_MINUTES = 10;
