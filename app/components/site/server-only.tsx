// Server HTML that React leaves alone in the browser, where React Router hydrates a whole document
// (the console): the public frame around an error page (root.tsx) is rendered by React on the
// server only. In the browser the wrapper is an element whose content React is told is set as
// HTML, which it does not hydrate: it keeps what the server wrote, and the browser downloads none
// of that code (docs/decisions/018-reading-pages-without-react.md, 023-form-islands.md).
//
// The caller writes `import.meta.env.SSR ? … : null` around the content, so that the browser
// bundle does not even reference it:
//
//   <ServerOnly>{import.meta.env.SSR ? <Header /> : null}</ServerOnly>
//
// `display: contents`: the wrapper adds no box (a sticky header stays sticky to the page).
import type { ReactNode } from "react";

export function ServerOnly({ children }: { children: ReactNode }) {
  return import.meta.env.SSR ? (
    <div className="contents">{children}</div>
  ) : (
    <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  );
}
