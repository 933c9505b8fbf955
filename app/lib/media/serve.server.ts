// Owns /photos/<key>-<width>.<avif|webp|jpg>: a photo's variant read from the database and sent
// with a year's caching (the key is random and a variant never changes), kept in a small memory
// cache bounded by bytes so a popular gallery does not read the database for every visitor. The
// JPEG is a news post's share picture, for link previews that show no WebP: made from the WebP
// variant of that width when first asked for, and kept in the same cache.
import type { NextFunction, Request, Response } from "express";
import type { PhotoFormat } from "#app/core/picture.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import { BoundedLru } from "#app/lib/bounded-lru.ts";
import sharp from "sharp";
import { variantBytes } from "./library.server.ts";

const PATH = /^\/photos\/([0-9a-f]{24})-([1-9]\d{0,4})\.(avif|webp|jpg)$/;
type ServedFormat = PhotoFormat | "jpg";
const contentTypes: Record<ServedFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** A variant's bytes in the format asked for: a JPEG is made from the WebP of the same width. */
async function bytesOf(db: Database, key: string, width: number, format: ServedFormat): Promise<Buffer | undefined> {
  if (format !== "jpg") return variantBytes(db, key, width, format);
  const webp = await variantBytes(db, key, width, "webp");
  return webp ? sharp(webp).jpeg({ quality: 82, mozjpeg: true }).toBuffer() : undefined;
}

export type PhotoServer = {
  /** Express middleware: answers /photos/… and passes everything else on. */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** Forgets every kept variant (after a photo is deleted, so this server stops sending it). */
  forget(): void;
};

export function createPhotoServer({ db, log, cacheBytes = 32 * 1024 * 1024 }: { db: Database; log: Pick<Logger, "warn">; cacheBytes?: number }): PhotoServer {
  const cache = new BoundedLru<Buffer>({ maxBytes: cacheBytes, sizeOf: (bytes) => bytes.byteLength });
  const send = (req: Request, res: Response, bytes: Buffer, format: ServedFormat, etag: string) => {
    res.set({
      "Content-Type": contentTypes[format],
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      ETag: etag,
    });
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    res.set("Content-Length", String(bytes.byteLength));
    if (req.method === "HEAD") res.end();
    else res.end(bytes);
  };
  const notFound = (res: Response) => {
    res.status(404).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }).type("text/plain").send("There is no such photo.");
  };
  return {
    forget: () => cache.clear(),
    middleware(req, res, next) {
      if (!req.path.startsWith("/photos/")) return next();
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("That method is not allowed here.");
        return;
      }
      const match = PATH.exec(req.path);
      if (!match) return notFound(res);
      const [, key, widthText, formatText] = match;
      const format = formatText as ServedFormat;
      const width = Number(widthText);
      const id = `${key}-${width}.${format}`;
      const etag = `"${id}"`;
      const kept = cache.get(id);
      if (kept) return send(req, res, kept, format, etag);
      bytesOf(db, key!, width, format).then(
        (bytes) => {
          if (!bytes) return notFound(res);
          cache.set(id, bytes);
          send(req, res, bytes, format, etag);
        },
        (error: unknown) => {
          log.warn({ err: error, photo: id }, "a photo could not be read from the database");
          if (res.headersSent) return;
          res.status(503).set({ "Cache-Control": "no-store", "Retry-After": "30" }).type("text/plain").send("The photo cannot be shown just now. Please try again in a minute.");
        },
      );
    },
  };
}
