// Uploads against the production server: a photo too large to accept is answered 413
// with a page for the operator before a byte of it is read; only the console's photo forms (the
// library, the gallery, which takes several at once, and a story's and a team member's forms)
// and the paper register's import (a CSV of up to 1 MB) take more than the 64 KB every other post
// may send; and an upload from anyone but a logged-in operator is turned away before its file is
// read, storing nothing.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTarget, kill, serve, targetNames, type ServerProcess, type Target } from "./lib/harness.ts";

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number; sent: number };

/**
 * Sends the request line and headers, then only `send` bytes of a body whose declared length is
 * `declared`, and waits for the answer without ever finishing the body. A server that read the
 * body before answering would never answer.
 */
function partialPost(base: string, path: string, headers: Record<string, string>, declared: number, send: number, timeoutMs = 10_000): Promise<RawAnswer> {
  const url = new URL(path, base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { ...headers, "Content-Length": String(declared) } });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms: the server waited for the body`));
    }, timeoutMs);
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started, sent: send });
      });
    });
    // The server may close the connection on us after answering: that is the point.
    req.on("error", (error) => {
      if (!req.destroyed) reject(error);
    });
    req.write(Buffer.alloc(send, 0x41));
    req.flushHeaders();
  });
}

const multipart = (boundary: string) => ({ "Content-Type": `multipart/form-data; boundary=${boundary}` });

function multipartBody(boundary: string, fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

describe("uploads on the production server", () => {
  let target: Target;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    target = await freshTarget(targetNames.at(-1)!, "uploads");
    server = await serve(target);
  }, 240_000);
  afterAll(() => kill(server));

  it("answers a 30 MB photo with 413 and the operator's page, before reading it (60 MB for the gallery, which takes several)", async () => {
    for (const path of ["/admin/media", "/admin/gallery", "/admin/gallery.data", "/admin/stories", "/admin/stories/3", "/admin/team.data", "/admin/team/12"]) {
      const several = path.startsWith("/admin/gallery");
      const answer = await partialPost(server!.base, path, { ...multipart("x30"), Origin: server!.base }, (several ? 60 : 30) * 1024 * 1024, 1024);
      expect(answer.status, path).toBe(413);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.headers.connection).toBe("close");
      expect(answer.ms).toBeLessThan(5_000);
      const page = answer.body;
      expect(page).toContain("That photo is too large");
      expect(page).toContain("The site accepts photos of up to 10 MB");
      expect(page).toContain("WhatsApp");
      expect(page).toContain(`href="${path.replace(".data", "")}"`);
      if (several) expect(page).toContain("The gallery takes up to 10 photos at once, 40 MB in all");
      expect(page).not.toMatch(/<script/i);
      // The page's inline style is allowed by the site's policy; scripts are not.
      expect(answer.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(answer.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    }
  });

  it("still holds every other post to 64 KB, multipart or not", async () => {
    for (const [path, headers] of [
      ["/contact", multipart("c")],
      ["/admin/events/new", multipart("e")],
      ["/admin/media", { "Content-Type": "application/x-www-form-urlencoded" }],
      ["/admin/media/1", multipart("m")],
    ] as const) {
      const answer = await partialPost(server!.base, path, { ...headers, Origin: server!.base }, 200 * 1024, 512);
      expect(answer.status, path).toBe(413);
      expect(answer.body, path).toContain("That submission is too large");
    }
  });

  it("lets a photo-sized post reach the upload form, which turns away anyone not logged in without reading it", async () => {
    // 5 MB declared, 1 KB sent: past the body limit, the route's guard answers without the rest.
    const noSession = await partialPost(server!.base, "/admin/media", { ...multipart("guard"), Origin: server!.base }, 5 * 1024 * 1024, 1024);
    expect(noSession.status).toBe(302);
    expect(noSession.headers.location).toBe("/admin/login?next=%2Fadmin%2Fmedia");
    // Several photos at once fit the gallery's limit; a story's form takes one photo.
    const gallery = await partialPost(server!.base, "/admin/gallery", { ...multipart("guard"), Origin: server!.base }, 30 * 1024 * 1024, 1024);
    expect(gallery.status).toBe(302);
    const story = await partialPost(server!.base, "/admin/stories/1", { ...multipart("guard"), Origin: server!.base }, 5 * 1024 * 1024, 1024);
    expect(story.status).toBe(302);
    // From another site: refused by the origin checks (React Router's own answers 400, the
    // console's 403), again without waiting for the rest of the body.
    const foreign = await partialPost(server!.base, "/admin/gallery", { ...multipart("guard"), Origin: "https://evil.example" }, 5 * 1024 * 1024, 1024);
    expect(foreign.status).toBeOneOf([400, 403]);
  });

  it("answers a register's CSV over 1 MB with 413 and the import's own page before reading it, and lets a smaller one reach the page, which turns away anyone not logged in", async () => {
    for (const [path, headers] of [
      ["/admin/register/import", multipart("csv")],
      ["/admin/register/import.data", { "Content-Type": "application/x-www-form-urlencoded" }],
    ] as const) {
      const answer = await partialPost(server!.base, path, { ...headers, Origin: server!.base }, 2 * 1024 * 1024, 1024);
      expect(answer.status, path).toBe(413);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.headers.connection).toBe("close");
      expect(answer.body).toContain("That file is too large");
      expect(answer.body).toContain("a CSV file of up to 1 MB (about 2,000 members)");
      expect(answer.body).toContain('href="/admin/register/import"');
      expect(answer.body).not.toMatch(/<script/i);
    }
    const noSession = await partialPost(server!.base, "/admin/register/import", { ...multipart("csv"), Origin: server!.base }, 512 * 1024, 1024);
    expect(noSession.status).toBe(302);
    expect(noSession.headers.location).toBe("/admin/login?next=%2Fadmin%2Fregister%2Fimport");
    // Its neighbours keep the 64 KB every other post is held to.
    const member = await partialPost(server!.base, "/admin/register/1", { ...multipart("csv"), Origin: server!.base }, 200 * 1024, 512);
    expect(member.status).toBe(413);
  });

  it("stores nothing from an upload without a session", async () => {
    const boundary = "nosession";
    const body = multipartBody(boundary, { title: "Diwali", alt: "Members lighting diyas" }, { name: "photo.jpg", type: "image/jpeg", bytes: Buffer.alloc(200 * 1024, 0xff) });
    const res = await fetch(`${server!.base}/admin/media`, { method: "POST", headers: { ...multipart(boundary), Origin: server!.base }, body: new Uint8Array(body), redirect: "manual" });
    expect(res.status).toBe(302);
    await kill(server);
    server = undefined;
    const db = await target.open();
    try {
      expect(await db.query("select id from media")).toEqual([]);
      expect(await db.query("select media_id from media_variants")).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
