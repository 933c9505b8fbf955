// A boxed message with a heading: success (green, a tick) or error (red, a warning sign); the
// icon and heading carry the meaning as well as the colour. It can take focus (tabIndex -1), so
// a form can move the visitor to it.
import type { ReactNode, Ref } from "react";

export type AlertProps = {
  tone: "success" | "error" | "attention";
  heading: ReactNode;
  children?: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
  /** "status" for news (success), "alert" for problems; omit when focus is moved to it anyway. */
  role?: "status" | "alert";
  /** Take focus when the page loads (a result returned to a page without JavaScript). */
  autoFocus?: boolean;
  className?: string;
};

const tones = {
  success: { box: "border-green-700 bg-green-50", heading: "text-green-900", icon: "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.3 12.2L4.9 9.9l1.3-1.3 2.5 2.5 5.1-5.1 1.3 1.3-6.4 6.4Z" },
  error: { box: "border-red-700 bg-red-50", heading: "text-red-900", icon: "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" },
  /** A question before a step that cannot be taken back. */
  attention: { box: "border-amber-700 bg-amber-50", heading: "text-amber-950", icon: "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" },
} as const;

export function Alert({ tone, heading, children, id, ref, role, autoFocus, className = "" }: AlertProps) {
  const t = tones[tone];
  return (
    <div id={id} ref={ref} role={role} tabIndex={-1} autoFocus={autoFocus} className={`scroll-mt-4 rounded-xl border-l-8 border-2 p-4 wrap-anywhere sm:p-5 ${t.box} ${className}`}>
      <p className={`flex items-start gap-3 text-xl font-bold ${t.heading}`}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-7 shrink-0 fill-current">
          <path d={t.icon} />
        </svg>
        <span>{heading}</span>
      </p>
      {children ? <div className="mt-3 space-y-2 text-lg text-ink">{children}</div> : null}
    </div>
  );
}
