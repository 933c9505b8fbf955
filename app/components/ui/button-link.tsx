// A link that looks like a button (calls to action). Always at least 44px high. A plain link: every
// public page loads as a whole document (docs/decisions/018-reading-pages-without-react.md).
import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "light";

export const buttonClasses: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-700 text-white hover:bg-brand-800 border-2 border-brand-700 hover:border-brand-800",
  secondary: "bg-white text-brand-800 border-2 border-brand-700 hover:bg-brand-50",
  light: "bg-white text-brand-800 border-2 border-white hover:bg-brand-50",
};

export const buttonBase =
  "inline-flex min-h-target items-center justify-center gap-2 rounded-lg px-6 py-3 text-lg font-semibold no-underline transition-colors";

export function ButtonLink({ to, variant = "primary", className = "", ...props }: Omit<ComponentProps<"a">, "href"> & { to: string; variant?: ButtonVariant }) {
  return <a {...props} href={to} className={`${buttonBase} ${buttonClasses[variant]} ${className}`} />;
}
