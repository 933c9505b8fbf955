// A titled part of a long form ("About you", "Emergency contact"), so the form reads in short steps.
// Its heading sits one level below the form's own, which the form frame passes down.
import { createContext, useContext, type ReactNode } from "react";

export const SectionLevel = createContext<3 | 4>(3);

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const Heading = useContext(SectionLevel) === 3 ? "h3" : "h4";
  return (
    <div className="space-y-6 border-t-2 border-stone-200 pt-6">
      <Heading className="text-xl font-bold text-brand-800">{title}</Heading>
      {children}
    </div>
  );
}
