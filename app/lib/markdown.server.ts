// Owns turning what an operator writes in Markdown (a newsletter issue; later news posts) into
// HTML that is safe to send and show: markdown-it with raw HTML off, then sanitize-html with a
// short allow-list, so no script, style, event handler, form or foreign frame survives even if a
// future option lets markup through. Links keep working (http, https, mailto, tel; and paths on
// the site, made absolute for mail). docs/decisions/014-newsletter.md.
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// A single line break is kept (a signature on two lines, "With warm wishes," and a name
// under it, came out on one line); a blank line still starts a paragraph.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: true });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "hr", "strong", "em", "b", "i", "s", "blockquote", "ul", "ol", "li", "a", "code", "pre", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title"], ol: ["start"], th: ["align"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export type MarkdownOptions = {
  /** Links to a path on the site ("/events") become absolute on this address (mail has no page to be relative to). */
  siteUrl?: string;
  /** Inline styles per tag (mail clients drop <style> blocks). */
  styles?: Partial<Record<string, string>>;
};

/** A link to a path on the site ("/events") made absolute on `siteUrl`; any other link as it is. */
function absoluteHref(href: string, siteUrl: string | undefined): string {
  return siteUrl && href.startsWith("/") && !href.startsWith("//") ? `${siteUrl}${href}` : href;
}

/** Sanitised HTML for a Markdown text. A level-1 heading becomes level 2: the page or mail has its own title. */
export function markdownToHtml(source: string, options: MarkdownOptions = {}): string {
  const rendered = markdown.render(source.replace(/\r\n?/g, "\n")).replace(/<(\/?)h1>/g, "<$1h2>");
  const clean = sanitizeHtml(rendered, {
    ...allowed,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: absoluteHref(attribs.href ?? "", options.siteUrl) } }),
    },
  });
  const styles = options.styles;
  if (!styles) return clean;
  // Styles are added after sanitising, so the operator's text can bring none of its own.
  return clean.replace(/<([a-z][a-z0-9]*)(?=[\s>])/g, (match, tag: string) => {
    const style = styles[tag];
    return style ? `<${tag} style="${style}"` : match;
  });
}

/** Plain text for a Markdown text, for the text part of a mail: the words, list markers and link addresses. */
export function markdownToText(source: string, options: Pick<MarkdownOptions, "siteUrl"> = {}): string {
  const tokens = markdown.parse(source.replace(/\r\n?/g, "\n"), {});
  const out: string[] = [];
  let line = "";
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let pendingHref: string | undefined;
  const flush = () => {
    out.push(line.trimEnd());
    line = "";
  };
  for (const token of tokens) {
    switch (token.type) {
      case "heading_close":
        flush();
        out.push("");
        break;
      case "paragraph_close":
        flush();
        if (lists.length === 0) out.push("");
        break;
      case "bullet_list_open":
        lists.push({ ordered: false, n: 0 });
        break;
      case "ordered_list_open":
        lists.push({ ordered: true, n: Number(token.attrGet("start") ?? 1) - 1 });
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        if (lists.length === 0) out.push("");
        break;
      case "list_item_open": {
        const list = lists.at(-1);
        if (list) {
          list.n++;
          line += `${"  ".repeat(lists.length - 1)}${list.ordered ? `${list.n}.` : "-"} `;
        }
        break;
      }
      case "hr":
        out.push("----------", "");
        break;
      case "code_block":
      case "fence":
        out.push(...token.content.replace(/\n$/, "").split("\n").map((l) => `    ${l}`), "");
        break;
      case "inline":
        for (const child of token.children ?? []) {
          if (child.type === "text" || child.type === "code_inline") line += child.content;
          else if (child.type === "softbreak" || child.type === "hardbreak") {
            flush();
          } else if (child.type === "link_open") {
            pendingHref = absoluteHref(String(child.attrGet("href") ?? ""), options.siteUrl);
          } else if (child.type === "link_close" && pendingHref) {
            // A bare address shows once, not as "x (x)".
            if (!line.endsWith(pendingHref) && !line.endsWith(pendingHref.replace(/^mailto:/, ""))) line += ` (${pendingHref})`;
            pendingHref = undefined;
          }
        }
        break;
    }
  }
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
