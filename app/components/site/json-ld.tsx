// Renders structured data for search engines. A JSON-LD block is data, not script: the browser
// never runs it, so the Content-Security-Policy does not strictly need a nonce for it; it carries
// the response's nonce anyway, so "every script tag has the nonce" stays a simple rule to check.
import { useNonce } from "#app/lib/nonce.tsx";
import { serializeJsonLd, type JsonLdNode } from "#app/lib/structured-data.ts";

export function JsonLd({ data }: { data: JsonLdNode | readonly JsonLdNode[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers blank the nonce attribute after parsing; the client render has none.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
