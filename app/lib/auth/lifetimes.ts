// Owns how long the operator's one-time secrets and trusted browsers last (docs/decisions/019-operator-login.md).
// Pure numbers, read by the cookies, the token store and the words that tell the operator.

/** A browser that has logged in stays trusted this long after its last login. */
export const DEVICE_TRUST_MS = 90 * 24 * 60 * 60 * 1000;
/** A login code mailed to a new browser's operator can be typed for this long… */
export const LOGIN_CODE_MS = 15 * 60 * 1000;
/** …this many times wrong, then the login starts again. */
export const LOGIN_CODE_TRIES = 5;
/** A password reset link works this long, once. */
export const RESET_LINK_MS = 30 * 60 * 1000;
/** The first account's setup link works until an operator exists, and at most this long. */
export const SETUP_LINK_MS = 7 * 24 * 60 * 60 * 1000;
