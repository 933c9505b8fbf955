import { describe, expect, it } from "vitest";
import { consoleNeedsScript, withConsoleScriptIfNeeded } from "./console-script.server.ts";

const src = "/assets/enhance-console-AbC123.js";
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}<script type="module" src="${src}"></script></body></html>`;
const logout = `<form method="post" action="/admin/logout" data-no-guard=""><button type="submit">Log out</button></form>`;

describe("the console's script, where a page needs it", () => {
  it("is needed by a form that posts (a payment, a door mark, the login), whatever the order of its attributes", () => {
    expect(consoleNeedsScript(`<form method="post" class="mt-4">`)).toBe(true);
    expect(consoleNeedsScript(`<form class="mt-4" action="/admin/register/1000?pay" method="post" novalidate="">`)).toBe(true);
    expect(consoleNeedsScript(`<FORM METHOD="POST">`)).toBe(true);
  });

  it("is not needed by a search (GET), the log-out button (sent twice, it logs out once), links and tables", () => {
    expect(consoleNeedsScript(`<form method="get" action="/admin/register" role="search"><input name="q"></form>`)).toBe(false);
    expect(consoleNeedsScript(logout)).toBe(false);
    expect(consoleNeedsScript(`<form data-no-guard="" method="post" action="/admin/logout">`)).toBe(false);
    expect(consoleNeedsScript(`<a href="/admin/register/1">Member 1</a><div role="region" tabindex="0"><table></table></div>`)).toBe(false);
    // The words on a page are not markup.
    expect(consoleNeedsScript(`<p>Press &lt;form method=&quot;post&quot;&gt; or data-module=&quot;print&quot;</p>`)).toBe(false);
  });

  it("is needed by an element naming a module (a print button)", () => {
    expect(consoleNeedsScript(`<button type="button" data-module="print">Print</button>`)).toBe(true);
  });

  it("leaves the tag where it is needed and takes it out where nothing needs it", () => {
    const paying = page(`${logout}<form method="post"><button>Record payment</button></form>`);
    expect(withConsoleScriptIfNeeded(paying, src)).toBe(paying);
    const list = page(`${logout}<form method="get"><input name="q"></form>`);
    expect(withConsoleScriptIfNeeded(list, src)).not.toContain("<script");
    expect(withConsoleScriptIfNeeded(list, src)).toBe(list.replace(`<script type="module" src="${src}"></script>`, ""));
  });

  it("leaves a page without the tag (a public page) as it is", () => {
    const reading = `<html><body><form method="get"></form><script type="module" src="/assets/enhance-1.js"></script></body></html>`;
    expect(withConsoleScriptIfNeeded(reading, src)).toBe(reading);
  });
});
