// The closing call to action of a page: a dark brand band with a heading, a sentence and buttons.
import { PhoneText } from "./phone-text.tsx";
import { useId } from "react";
import type { ContentLink } from "#app/content/shapes/common.ts";
import { ActionRow } from "./action-link.tsx";

export type CtaBandProps = { id?: string; title: string; text: string; actions: readonly ContentLink[] };

export function CtaBand({ id, title, text, actions }: CtaBandProps) {
  const headingId = `${useId()}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white">
          <PhoneText text={text} linkClassName="font-semibold text-white underline underline-offset-4" />
        </p>
        <ActionRow links={actions} className="mt-8 justify-center" />
      </div>
    </section>
  );
}
