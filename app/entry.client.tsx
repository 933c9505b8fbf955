// The browser entry of the pages React Router hydrates (the console; root.tsx, PageHandle; the
// public forms are islands, app/islands/main.tsx): React Router's default, except that hydration
// waits until the page has been painted once. The
// server's HTML is complete and readable on its own; hydrating first would make a slow phone run
// the framework before showing anything (first paint is what a visitor sees).
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />);
  });
}

// requestAnimationFrame runs just before the next paint; the timeout then lands just after it.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
