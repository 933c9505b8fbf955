// Owns the server's own refusals, answered before any route runs: an address no page can have, a
// photo too large to read and a register's CSV too large to read. Each is a small page of its own,
// without scripts: the site's frame is not rendered for a request that was not read.
import type { Request, Response, NextFunction } from "express";
import { consoleMediaCopy, megabytes } from "#app/content/console-media.ts";
import { frameCopy } from "#app/content/frame.ts";
import { registerImportCopy } from "#app/content/console-register-import.ts";
import { IMPORT_MAX_BYTES } from "#app/lib/fees/import.server.ts";
import { isAddressText } from "#app/core/readable-text.ts";
import { MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { GALLERY_MAX_FILES, GALLERY_UPLOAD_MAX_BYTES } from "#app/lib/media/upload.server.ts";
import { loggedPath, refusalLog } from "#app/lib/refusal-log.server.ts";
import type { Logger } from "#app/lib/log.server.ts";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page of a heading, paragraphs and one link; `link.href` is always one of the site's fixed paths, never the request's text. */
function plainPage(title: string, paragraphs: readonly string[], link: { href: string; label: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;font-size:1.25rem;line-height:1.6;color:#1c1917;max-width:40rem;margin:2rem auto;padding:0 1rem}h1{font-size:2rem}a{display:inline-block;padding:.5rem 0;color:#1e3a8a;font-weight:600}</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join("\n")}
<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>
</main>
</body>
</html>
`;
}

/**
 * The answer to a photo too large to be read at all, with the way back to its form; `several`, the
 * gallery's upload of several photos at once, also says its limit in all.
 */
export function tooLargePhotoPage(back: string, several = false): string {
  const copy = consoleMediaCopy.tooLargePage;
  const limits = [copy.body(megabytes(MEDIA_MAX_BYTES)), ...(several ? [copy.several(GALLERY_MAX_FILES, megabytes(GALLERY_UPLOAD_MAX_BYTES))] : [])];
  return plainPage(copy.title, [...limits, copy.howTo], { href: back, label: copy.back });
}

/** The answer to a register's CSV too large to be read at all, with the way back to the import. */
export function tooLargeImportPage(): string {
  const copy = registerImportCopy.tooLargePage;
  return plainPage(copy.title, [copy.body(IMPORT_MAX_BYTES / 1024 / 1024), copy.howTo], { href: "/admin/register/import", label: copy.back });
}

/** The answer to an address that cannot name any page. */
export function badAddressPage(): string {
  const copy = frameCopy.badRequest;
  return plainPage(copy.heading, [copy.intro, copy.next, copy.help], { href: "/", label: copy.home });
}

/** A host as RFC 3986 writes one in an address, letters of other scripts in punycode: a name or IPv4 address, or an IPv6 one in brackets; an optional port. */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/**
 * Whether the hosts a request names are hosts: its Host header, one, and behind a trusted proxy
 * each of X-Forwarded-Host's list. React Router's adapter builds the request's URL from them, and
 * a missing Host (HTTP/1.0), `a b`, `>@b`, `[::` or a port of 99999 would make that fail with a 500.
 */
export function hostsAreValid(host: string | undefined, forwarded?: string): boolean {
  const valid = (text: string) => {
    const match = HOST.exec(text.trim());
    // The pattern lets through names the URL parser still refuses (`.0`, `1.2.3.999`: a name that
    // ends in a number is read as an IPv4 address), so the last word is the parser's own.
    return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535) && URL.canParse(`http://${text.trim()}/`);
  };
  return host !== undefined && valid(host) && (forwarded === undefined || forwarded.split(",").every(valid));
}

/** Why an address cannot name a page, or undefined when it may. */
export function addressProblem(path: string, query: string): "undecodable" | "control" | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return "undecodable";
  }
  if (!isAddressText(decoded)) return "control";
  for (const [name, value] of new URLSearchParams(query)) if (!isAddressText(name) || !isAddressText(value)) return "control";
  return undefined;
}

const problems = {
  undecodable: "refused paths that are not valid percent-encoding",
  control: "refused addresses holding control characters",
  host: "refused requests without a valid Host",
} as const;

/**
 * Refuses, with 400 and a page saying so, an address no page can have: a path with a broken
 * percent-escape (`/%E0%A4%A`), a path or query parameter that decodes to a control character
 * (`/events/a%00b`, `?token=a%00b`, `?next=%0A`), or a host that is missing or not a host. Such a text would otherwise reach a route's
 * database query (PostgreSQL refuses NUL: a 500) or a Location header. Scanners send such
 * addresses by the thousand, so each kind is one warning line a minute with a count, never a stack.
 */
export function refuseMalformedAddresses(log: Pick<Logger, "warn">, now: () => number = Date.now) {
  const refused = refusalLog(log, now);
  return (req: Request, res: Response, next: NextFunction) => {
    const at = req.originalUrl.indexOf("?");
    const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
    const problem =
      req.hostname && hostsAreValid(req.get("host"), forwarded) ? addressProblem(req.path, at === -1 ? "" : req.originalUrl.slice(at + 1)) : "host";
    if (!problem) return next();
    refused(problems[problem], { method: req.method, path: loggedPath(req.path) });
    res.status(400).set("Cache-Control", "no-store").type("html").send(badAddressPage());
  };
}
