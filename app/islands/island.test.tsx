// An island's data travels in the page as JSON and comes back from a posted page the same way
// (island.tsx): whatever a visitor typed must survive the trip and never end the script early.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island, readIslandData, type IslandProps } from "./island.tsx";

type Data = { answers: unknown[]; search: string };

function Echo({ data }: IslandProps<Data>) {
  return <p>{data.search}</p>;
}

describe("Island", () => {
  it("writes its data so that the page's HTML gives it back exactly, however hostile the text", () => {
    const typed = `</script><script>alert(1)</script> <!-- \u2028\u2029 "quotes" & ampersands ನಮಸ್ಕಾರ`;
    const data: Data = { answers: [{ form: "contact", status: "error", fieldErrors: {}, values: { message: typed } }, null], search: "?subject=outings" };
    const html = renderToString(<Island name="contact" data={data} Component={Echo} />);
    // One script element only (data: no nonce): the typed text could not close it.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="application/json" data-island-data="contact">']);
    expect(html).toContain('<div data-island="contact" class="contents"><p>?subject=outings</p></div>');
    expect(readIslandData<Data>(`<html><body>${html}</body></html>`, "contact")).toEqual(data);
  });

  it("reads nothing from a page without that island (an error page) or with broken data", () => {
    const html = renderToString(<Island name="contact" data={{ answers: [], search: "" }} Component={Echo} />);
    expect(readIslandData(html, "booking")).toBeNull();
    expect(readIslandData("<h1>Something went wrong</h1>", "contact")).toBeNull();
    expect(readIslandData('<script type="application/json" data-island-data="contact">{broken</script>', "contact")).toBeNull();
  });
});
