// A titled section of a console page: its h2 names the section for screen readers (aria-labelledby).
// "boxed" frames a place where the operator acts (a form, a choice); "danger" frames erasure.
import type { ReactNode } from "react";

const frames = {
  plain: "",
  boxed: " rounded-xl border-2 border-stone-300 p-5",
  danger: " rounded-xl border-2 border-red-700 p-5",
} as const;

export function ConsoleSection({
  id,
  title,
  frame = "plain",
  spacing = "mt-8",
  width = "page",
  children,
}: {
  /** The heading's id is `${id}-heading` (a link to the section points at it). */
  id: string;
  title: ReactNode;
  frame?: keyof typeof frames;
  spacing?: "mt-6" | "mt-8" | "mt-10";
  /** "form": as wide as the console's forms, not the page. */
  width?: "page" | "form";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${spacing}${frames[frame]}${width === "form" ? " max-w-3xl" : ""}`}>
      <h2 id={`${id}-heading`} className="scroll-mt-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
