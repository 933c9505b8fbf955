// Renders structured data for search engines. A JSON-LD block is data, not script: the browser
// never runs it, so the Content-Security-Policy has nothing to allow and it carries no nonce (a page
// kept to be sent many times is then the same bytes for every visitor).
//
// Structured data is for crawlers, which read the server's HTML; the browser has no use for it.
// Callers therefore build it only on the server (`import.meta.env.SSR ? builder() : null`), so
// neither the builders nor the data reach the browser bundle or the loader data, and hydration
// keeps the server's element as it is (the same pattern as the inlined stylesheet in root.tsx).
import { serializeJsonLd, type JsonLdNode } from "#app/lib/structured-data.ts";

export function JsonLd({ data }: { data: JsonLdNode | readonly JsonLdNode[] | null }) {
  return (
    <script
      type="application/ld+json"
      // The client render has no data.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data ? serializeJsonLd(data) : "" }}
    />
  );
}
