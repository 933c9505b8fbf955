// Every route change scrolls to the top smoothly (spec section 2), instantly when the visitor
// prefers reduced motion, and back/forward restores the previous position without animation.
//
// React Router's <ScrollRestoration> (rendered after the page in root.tsx, so its layout effect
// runs after this one) does the actual scrolling: to the top, to a #hash target, or back to a saved
// position. This component only chooses the scroll behaviour it will use, then moves keyboard and
// screen-reader focus to the new page's main content.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export function ScrollToTop({ mainId = "main" }: { mainId?: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  useIsomorphicLayoutEffect(() => {
    const root = document.documentElement;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const smooth = navigationType !== "POP" && !reduceMotion;
    root.style.scrollBehavior = smooth ? "smooth" : "auto";

    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (pathChanged && navigationType !== "POP" && !location.hash) {
      // The link that was used may have gone (the mobile menu closes): start the next Tab at the
      // new page's content rather than at the top of the document.
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }

    // Hand scrolling back to the browser's default (instant) once the animation is over.
    const reset = () => {
      root.style.scrollBehavior = "";
    };
    const timer = window.setTimeout(reset, 1500);
    return () => {
      window.clearTimeout(timer);
    };
  }, [location.key]);

  return null;
}
