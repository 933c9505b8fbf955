// Words shared by all four forms: markers, the error summary, the Reference ID panel and the
// spec's timing constant. No zod here: the pages import this file without pulling the schemas
// into the first-load bundle. The schemas' messages are validation.ts, loaded with the schemas.
import { site } from "#app/core/site.ts";

/** After success or failure the form returns to idle after this long (spec sections 4 and 9). */
export const RESET_DELAY_MS = 5000;

export const commonCopy = {
  requiredMarker: "(required)",
  optionalMarker: "(optional)",
  choosePlaceholder: "Please choose…",
  errorSummaryHeading: "Please check these details",
  errorSummaryIntro: "Some answers need a small change before we can send the form:",
  referenceLabel: "Your Reference ID is",
  referenceHint: "Please keep it: you can quote it if you call or write to us.",
  confirmationHint: "We have also sent it to the e-mail address you gave.",
  /** Shown when one address sends too many forms in a short time (HTTP 429). */
  rateLimited: (minutes: number) =>
    `You have sent several forms in a short time. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again, or call us on ${site.phone.display}.`,
  /** For the spam trap: screen readers never reach it, but a label keeps the markup valid. */
  honeypotLabel: "Leave this field empty",
} as const;

