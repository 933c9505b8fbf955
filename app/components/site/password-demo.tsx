// The digital banking article's example password: masked at first, revealed or masked again by a
// real button whose label says what it will do (app/enhance/toggle.ts sets data-on on the figure
// and the button; CSS shows the matching words). Without JavaScript the button is absent and the
// example stays masked, with a note saying why (the .js-only / .no-js-only classes in app.css).
import { useId } from "react";
import type { PasswordDemo } from "#app/content/shapes/blog.ts";

export function PasswordDemoBlock({ demo }: { demo: PasswordDemo }) {
  const id = useId();
  const valueId = `${id}-password`;
  const figureId = `${id}-demo`;
  return (
    <figure id={figureId} className="group rounded-xl border-2 border-stone-300 bg-stone-50 p-5 sm:p-6">
      <p className="font-semibold text-ink">{demo.label}</p>
      {/* aria-live: a screen reader hears the example (or "hidden") when the button changes it. */}
      <p
        id={valueId}
        aria-live="polite"
        className="mt-2 rounded-lg border border-stone-400 bg-white px-4 py-3 font-mono text-lg break-all text-ink sm:text-2xl"
      >
        <span className="hidden group-data-on:inline">{demo.example}</span>
        <span className="group-data-on:hidden">
          <span aria-hidden="true">{"•".repeat(demo.example.length)}</span>
          <span className="sr-only">{demo.hiddenText}</span>
        </span>
      </p>
      <div className="js-only mt-4">
        <button
          type="button"
          data-module="toggle"
          data-toggle={figureId}
          aria-controls={valueId}
          className="inline-flex min-h-target items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-5 py-2 text-lg font-semibold text-brand-800 transition-colors hover:bg-brand-50"
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            <path d="M4 4l16 16" strokeLinecap="round" className="hidden group-data-on:inline" />
          </svg>
          <span className="group-data-on:hidden">{demo.showLabel}</span>
          <span className="hidden group-data-on:inline">{demo.hideLabel}</span>
        </button>
      </div>
      <p className="no-js-only mt-4 text-ink-muted">{demo.noScriptNote}</p>
      <figcaption className="mt-4 text-ink-muted">{demo.caption}</figcaption>
    </figure>
  );
}
