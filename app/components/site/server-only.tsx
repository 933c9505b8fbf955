// Server HTML that React leaves alone in the browser, on the pages it hydrates: what sits around a
// form there (the frame, a page's text, plans and facts) is rendered by React on the server only.
// In the browser the wrapper is an element whose content React is told is set as HTML, which it
// does not hydrate: it keeps what the server wrote, the browser downloads none of that code, and
// React never touches what app/enhance/ gives behaviour to (docs/decisions/018-reading-pages-without-react.md).
//
// The caller writes `import.meta.env.SSR ? … : null` around the content, so that the browser
// bundle does not even reference it:
//
//   <ServerOnly>{import.meta.env.SSR ? <PageHero … /> : null}</ServerOnly>
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
