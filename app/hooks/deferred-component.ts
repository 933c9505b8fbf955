// Owns "render on the server at once, load in the browser later": a React.lazy component for
// code a page does not need at first (a form far down the page, a tab that is not open). The
// server has the module loaded up front and hands it to lazy() as an already-settled thenable,
// so the server HTML is complete and nothing suspends there (a suspended part would stream in
// through an inline script, which a visitor without JavaScript never runs). In the browser the
// module is fetched by `load`, which may first wait for a reason to (see when-near.ts); until it
// arrives, server HTML inside the component's <Suspense> stays as it is and works as plain HTML.
// If it cannot be fetched (connection lost), it stays that way: the plain HTML keeps working,
// which is better than React Router's error page in place of the whole page.
import { lazy, type ComponentType } from "react";

export function deferredComponent<P extends object>(
  serverComponent: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
) {
  return lazy(() => {
    if (serverComponent) {
      const settled = { default: serverComponent };
      return { then: (resolve: (m: typeof settled) => void) => resolve(settled) } as unknown as Promise<typeof settled>;
    }
    return load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn("Part of the page could not be loaded; its plain HTML version stays in use.", error);
        return new Promise<never>(() => {});
      },
    );
  });
}
