// The console's button looks, shared by <button>s in forms and links that act like buttons.
// Always at least 44px high (the target token), with a visible focus ring from app.css.
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";

export const consoleButton = {
  primary: `${buttonBase} ${buttonClasses.primary} cursor-pointer`,
  secondary: `${buttonBase} ${buttonClasses.secondary} cursor-pointer`,
  danger: `${buttonBase} cursor-pointer border-2 border-red-800 bg-red-800 text-white hover:border-red-900 hover:bg-red-900`,
  /** Smaller padding for buttons inside table rows; still 44px high. */
  compact: "inline-flex min-h-target items-center justify-center rounded-lg border-2 border-brand-700 bg-white px-4 py-2 text-lg font-semibold text-brand-800 hover:bg-brand-50 cursor-pointer",
} as const;

/** An underlined text link that is still a 44px target (in tables and lists). */
export const consoleLink = "inline-flex min-h-target items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700";
