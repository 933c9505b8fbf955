// The shape every module of app/enhance/ has (main.ts starts them).

/** Starts the modules named inside `root`: for a module that puts new server HTML in the page. */
export type Enhance = (root: ParentNode) => void;

/** A module: given its element (the one carrying data-module), it adds its behaviour. */
export type Module = (element: HTMLElement, enhance: Enhance) => void;

/** Whether the visitor asked for less motion (smooth scrolling becomes a jump). */
export const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
