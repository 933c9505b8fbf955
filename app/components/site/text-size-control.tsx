// Lets readers with weaker eyesight enlarge the whole page in three steps. The choice is stored in
// localStorage and applied before first paint by textSizeBootScript (inlined in the document head
// by root.tsx), so it holds across pages and visits without the page jumping. app.css scales the
// root font size per step.
import { useId, useSyncExternalStore } from "react";
import { frameCopy } from "#app/content/frame.ts";

export type TextSize = "normal" | "large" | "larger";
export const TEXT_SIZE_STORAGE_KEY = "text-size";

/**
 * Runs in <head> before first paint: applies the remembered size, and adds class "js" so that
 * controls needing JavaScript show and their plain-HTML stand-ins hide (app.css). Inline rather
 * than a file because a render-blocking request would delay every page's first paint; it carries
 * the response's CSP nonce like React Router's own inline scripts.
 */
export const textSizeBootScript =
  `(function(r){r.classList.add("js");try{var s=localStorage.getItem(${JSON.stringify(TEXT_SIZE_STORAGE_KEY)});` +
  `if(s=="large"||s=="larger")r.setAttribute("data-text-size",s)}catch(e){}})(document.documentElement)`;

function readSize(): TextSize {
  const value = document.documentElement.getAttribute("data-text-size");
  return value === "large" || value === "larger" ? value : "normal";
}

// Several controls (desktop header, mobile menu) share the one attribute on <html>.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-text-size"] });
  return () => observer.disconnect();
}

export function applyTextSize(size: TextSize) {
  const root = document.documentElement;
  if (size === "normal") root.removeAttribute("data-text-size");
  else root.setAttribute("data-text-size", size);
  try {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Private browsing may refuse storage: the size still applies to this page.
  }
}

const stepFontSize: Record<TextSize, string> = { normal: "text-base", large: "text-lg", larger: "text-xl" };

/** `className` sets the display (default flex), so a caller can hide it on some screen sizes. */
export function TextSizeControl({ className = "flex" }: { className?: string }) {
  const labelId = useId();
  const size = useSyncExternalStore(subscribe, readSize, () => "normal" as TextSize);
  const { label, steps } = frameCopy.textSize;
  return (
    // Without JavaScript the buttons could do nothing, so the control is hidden (js-only).
    <div role="group" aria-labelledby={labelId} className={`js-only flex-wrap items-center gap-2 ${className}`}>
      <span id={labelId} className="font-semibold text-ink">
        {label}
      </span>
      <span className="inline-flex rounded-lg border-2 border-stone-400 bg-white">
        {steps.map((step, i) => {
          const pressed = size === step.value;
          return (
            <button
              key={step.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => applyTextSize(step.value)}
              className={`min-h-target min-w-target px-3 font-semibold leading-none ${stepFontSize[step.value]} ${
                i > 0 ? "border-l-2 border-stone-400" : ""
              } ${pressed ? "bg-ink text-white underline decoration-2 underline-offset-4" : "text-ink hover:bg-brand-50"} ${
                i === 0 ? "rounded-l-md" : i === steps.length - 1 ? "rounded-r-md" : ""
              }`}
            >
              {step.label}
            </button>
          );
        })}
      </span>
    </div>
  );
}
