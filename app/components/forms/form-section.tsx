// A titled part of a long form ("About you", "Emergency contact"), so the form reads in short steps.
import type { ReactNode } from "react";

export function FormSection({ title, level, children }: { title: string; level: 3 | 4; children: ReactNode }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="space-y-6 border-t-2 border-stone-200 pt-6">
      <Heading className="text-xl font-bold text-brand-800">{title}</Heading>
      {children}
    </div>
  );
}
