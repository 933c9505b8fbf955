// Lets readers with weaker eyesight enlarge the whole page in three steps. The server renders the
// control; app/enhance/text-size.ts makes it work (it sets data-text-size on <html>, which app.css
// scales the page by, and keeps the choice in localStorage), on every page alike. The choice is
// applied before the first paint of the next page by textSizeBootScript (app/core/inline-scripts.ts,
// inlined in the document head by root.tsx), so it holds across pages and visits without the page jumping.
import { useId } from "react";
import { frameCopy } from "#app/content/frame.ts";

type TextSize = "normal" | "large" | "larger";

const stepFontSize: Record<TextSize, string> = { normal: "text-base", large: "text-lg", larger: "text-xl" };
// In the phone menu the three steps share the width of a 320 px screen: their words are a ladder
// of fixed sizes, so "Normal" and "Larger" fit their thirds even at the largest text size.
const stretchFontSize: Record<TextSize, string> = { normal: "text-[18px]", large: "text-[20px]", larger: "text-[22px]" };

/**
 * `className` sets the display (default flex), so a caller can hide it on some screen sizes.
 * `stretch` (the phone menu): the label on a line of its own and the three steps sharing the whole
 * width below it, so "Larger" is never cut off at the screen's edge at any text size.
 */
export function TextSizeControl({ className = "flex", stretch = false }: { className?: string; stretch?: boolean }) {
  const labelId = useId();
  const { label, steps } = frameCopy.textSize;
  return (
    // Without JavaScript the buttons could do nothing, so the control is hidden (js-only).
    <div data-module="text-size" role="group" aria-labelledby={labelId} className={`js-only flex-wrap gap-2 ${stretch ? "flex-col items-stretch" : "items-center"} ${className}`}>
      <span id={labelId} className="font-semibold text-ink">
        {label}
      </span>
      <span className={`${stretch ? "grid w-full max-w-md grid-cols-3" : "inline-flex"} rounded-lg border-2 border-stone-400 bg-white`}>
        {steps.map((step, i) => (
          // The module marks the chosen step (aria-pressed); the pressed look follows it.
          <button
            key={step.value}
            type="button"
            data-text-size={step.value}
            aria-pressed={step.value === "normal"}
            className={`min-h-target font-semibold leading-none ${stretch ? `min-w-0 px-1 ${stretchFontSize[step.value]}` : `min-w-target px-3 ${stepFontSize[step.value]}`} ${
              i > 0 ? "border-l-2 border-stone-400" : ""
            } text-ink hover:not-aria-pressed:bg-brand-50 aria-pressed:bg-ink aria-pressed:text-white aria-pressed:underline aria-pressed:decoration-2 aria-pressed:underline-offset-4 ${
              i === 0 ? "rounded-l-md" : i === steps.length - 1 ? "rounded-r-md" : ""
            }`}
          >
            {step.label}
          </button>
        ))}
      </span>
    </div>
  );
}
