import { describe, expect, it } from "vitest";
import { markdownToHtml, markdownToText } from "./markdown.server.ts";

describe("markdownToHtml", () => {
  it("renders the operator's Markdown: headings, emphasis, lists, links", () => {
    const html = markdownToHtml("# Diwali at the centre\n\nCome **early**, bring *family*.\n\n- Lamps\n- Sweets\n\n[See the programme](/events)", { siteUrl: "https://example.org" });
    expect(html).toContain("<h2>Diwali at the centre</h2>");
    expect(html).toContain("<strong>early</strong>");
    expect(html).toContain("<em>family</em>");
    expect(html).toContain("<li>Lamps</li>");
    expect(html).toContain('<a href="https://example.org/events">See the programme</a>');
  });

  it("keeps a single line break, so a signature on two lines stays on two", () => {
    const html = markdownToHtml("Thank you all.\n\nWith warm wishes,\nKamala Rao");
    expect(html).toContain("<p>With warm wishes,<br />\nKamala Rao</p>");
    expect(markdownToText("With warm wishes,\nKamala Rao")).toContain("With warm wishes,\nKamala Rao");
  });

  it("keeps no script, style, event handler, form, frame or javascript: link", () => {
    const hostile = [
      "<script>alert(1)</script>",
      "<style>body{display:none}</style>",
      '<img src=x onerror="alert(1)">',
      '<iframe src="https://evil.example/"></iframe>',
      "<form action=https://evil.example><input name=p></form>",
      "[click](javascript:alert(1))",
      "[data](data:text/html;base64,PHNjcmlwdD4=)",
      '<a href="https://ok.example" onclick="alert(1)">x</a>',
    ].join("\n\n");
    const html = markdownToHtml(hostile);
    // Typed markup arrives as visible text, escaped; no element or attribute of it survives.
    expect(html).not.toMatch(/<(script|style|iframe|form|input|img)\b/i);
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("adds the given inline styles after sanitising, never the author's", () => {
    const html = markdownToHtml('Hello <span style="color:red">x</span> [a](https://a.example)', { styles: { p: "margin:0", a: "color:#0b57d0" } });
    expect(html).toContain('<p style="margin:0">');
    expect(html).toContain('<a style="color:#0b57d0" href="https://a.example">');
    expect(html).not.toContain("color:red\"");
  });
});

describe("markdownToText", () => {
  it("keeps the words, list markers and link addresses", () => {
    const text = markdownToText("# Title\n\nRead [our events](/events) or write to info@example.org.\n\n1. One\n2. Two\n\n- a\n- b", { siteUrl: "https://example.org" });
    expect(text).toBe("Title\n\nRead our events (https://example.org/events) or write to info@example.org.\n\n1. One\n2. Two\n\n- a\n- b\n");
  });
});
