// Owns sending a page kept to be sent many times (prerendered, or kept by the day cache) at the cost
// of a file: its bytes that are the same in every answer are compressed once, with brotli and gzip,
// when the page is kept, and each answer adds only its own end (the forms' one-time tokens and
// `</body></html>`, app/lib/finish-page.server.ts's splitKeptPage), uncompressed, to the stream:
//
// - brotli: the fixed part is compressed with a flush (it ends on a byte boundary, the stream still
//   open), then the tail goes as one uncompressed meta-block and an empty last meta-block closes the
//   stream (RFC 7932, sections 9.2 and 9.3);
// - gzip: the fixed part is deflated with a sync flush, the tail goes as a final stored block, and the
//   trailer carries the CRC-32 of the whole (continued from the fixed part's) and its length
//   (RFC 1951, 3.2.4; RFC 1952);
// - identity: the two parts one after the other.
//
// A page whose answers differ elsewhere (a form React hydrates, a nonce in its HTML) is finished and
// compressed whole for each answer, as before (the compression middleware).
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { finishPage, finishTail, splitKeptPage } from "#app/lib/finish-page.server.ts";

const brotli = promisify(zlib.brotliCompress);
const deflateRaw = promisify(zlib.deflateRaw);

/**
 * Brotli's quality for a kept page: compressed once per copy (a day-cached page about once a minute),
 * so a higher level than the middleware's per-answer 4 costs little and sends fewer bytes. 11 takes
 * tens of times longer for about a tenth fewer bytes, and a crawler asking for many addresses the
 * cache has not kept would pay that per address.
 */
const BROTLI_QUALITY = 6;
/** The most a tail may be: its length is one stored block's (gzip) and four nibbles (brotli). */
const MAX_TAIL_BYTES = 65_535;

type Compressed = { br: Buffer; gzip: Buffer; identity: Buffer; crc: number };

export type KeptPage =
  /** The same bytes in every answer but the tail, compressed once. */
  | { kind: "fixed"; fixed: Compressed; tail: string; bytes: number }
  /** Finished and compressed whole for each answer. */
  | { kind: "per-answer"; html: string; bytes: number };

/** Prepares `html` (a kept page, its placeholders in place) to be sent many times. */
export async function keepPage(html: string): Promise<KeptPage> {
  const split = splitKeptPage(html);
  if (!split || Buffer.byteLength(split.tail) > MAX_TAIL_BYTES) return { kind: "per-answer", html, bytes: Buffer.byteLength(html) };
  const identity = Buffer.from(split.fixed, "utf8");
  const [br, deflated] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    }),
    deflateRaw(identity, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  ]);
  const gzip = Buffer.concat([GZIP_HEADER, deflated]);
  const fixed = { br, gzip, identity, crc: zlib.crc32(identity) };
  return { kind: "fixed", fixed, tail: split.tail, bytes: br.length + gzip.length + identity.length + split.tail.length };
}

/** The whole body of one answer in `encoding`, its tail finished for it. */
export function answerBody(page: Extract<KeptPage, { kind: "fixed" }>, encoding: Encoding): Buffer {
  return Buffer.concat(answerParts(page, encoding));
}

/**
 * One answer's body in two parts: the fixed part, compressed once and the same Buffer in every
 * answer (written as it is, never copied), and the end made for this answer (a few hundred bytes).
 */
function answerParts(page: Extract<KeptPage, { kind: "fixed" }>, encoding: Encoding): [Buffer, Buffer] {
  const tail = Buffer.from(finishTail(page.tail), "utf8");
  const { fixed } = page;
  if (encoding === "identity") return [fixed.identity, tail];
  if (encoding === "br") {
    // ISLAST 0, MNIBBLES 4 (coded 0), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, then zeros to the byte.
    const header = tail.length === 0 ? Buffer.alloc(0) : uint24le(((tail.length - 1) << 3) | (1 << 19));
    return [fixed.br, Buffer.concat([header, tail, BROTLI_LAST_EMPTY])];
  }
  // BFINAL 1, BTYPE 00 (stored), then LEN and its one's complement; then the gzip trailer.
  const end = Buffer.allocUnsafe(5 + tail.length + 8);
  end[0] = 1;
  end.writeUInt16LE(tail.length, 1);
  end.writeUInt16LE(tail.length ^ 0xffff, 3);
  tail.copy(end, 5);
  end.writeUInt32LE(zlib.crc32(tail, fixed.crc) >>> 0, 5 + tail.length);
  end.writeUInt32LE((fixed.identity.length + tail.length) >>> 0, 9 + tail.length);
  return [fixed.gzip, end];
}

type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding to answer a request's Accept-Encoding with: brotli when it is accepted (the
 * smallest), else gzip, else none. A coding is accepted when named, or covered by `*`, with a q above
 * 0; none is always possible. (Browsers list gzip first and weigh all alike: order is no preference.)
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (header === undefined) return "identity";
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    // Browsers send a handful of different, short headers: those are remembered, bounded in number
    // and length against a sender of many or long ones.
    if (chosen.size >= 64) chosen.clear();
    if (header.length <= 200) chosen.set(header, encoding);
  }
  return encoding;
}
const chosen = new Map<string, Encoding>();

function parseAcceptEncoding(header: string): Encoding {
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const accepted = (coding: string) => (q.get(coding) ?? q.get("*") ?? 0) > 0;
  return accepted("br") ? "br" : accepted("gzip") ? "gzip" : "identity";
}

/** Sends a kept page as the answer to `req`: the status and headers are the caller's. */
export function sendKept(req: Request, res: Response, page: KeptPage): void {
  res.setHeader("Content-Type", HTML);
  if (page.kind === "per-answer") {
    if (req.method === "HEAD") return void res.end();
    res.send(finishPage(page.html, { nonce: res.locals.cspNonce as string }));
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const [fixed, end] = answerParts(page, encoding);
  res.vary("Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", fixed.length + end.length);
  if (req.method === "HEAD") return void res.end();
  // Both parts go out in one write to the socket (Node corks it until the next tick).
  res.write(fixed);
  res.end(end);
}

/** What Express's res.type("html") sets. */
const HTML = "text/html; charset=utf-8";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** ISLAST 1, ISLASTEMPTY 1. */
const BROTLI_LAST_EMPTY = Buffer.from([3]);

function uint24le(value: number): Buffer {
  return Buffer.from([value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff]);
}
