// Owns how one outbox message leaves the process: as a .eml file (default), over SMTP, or through a
// Resend-style HTTP API. A transport resolves when the message is accepted and throws otherwise;
// it throws PermanentMailError when trying again cannot help, so the dispatcher gives up at once.
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer/index.js";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import type { MailAttachment } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";

export type OutgoingMail = {
  /** email_outbox.id */
  id: number;
  /** email_outbox.dedupe_key: names the .eml file and is the HTTP API's Idempotency-Key. */
  dedupeKey: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (an event's calendar entry); text content. */
  attachments?: readonly MailAttachment[];
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Readonly<Record<string, string>>;
};

export type Transport = {
  readonly name: "file" | "smtp" | "resend" | (string & {});
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
};

/** A failure that will not go away by retrying (e.g. the provider rejects the message itself). */
export class PermanentMailError extends Error {
  override name = "PermanentMailError";
}

/** A Message-ID derived from the dedupe key: a re-sent copy carries the same ID, so mail clients can fold duplicates. */
export function messageIdFor(mail: Pick<OutgoingMail, "dedupeKey" | "from">): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mail.from)?.[1] ?? "localhost";
  return `<${mail.dedupeKey.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+/g, ".")}@${domain}>`;
}

function nodemailerMessage(mail: OutgoingMail): Mail.Options {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            ...(a.encoding ? { encoding: a.encoding } : {}),
            ...(a.cid ? { cid: a.cid } : {}),
          })),
        }
      : {}),
    ...(mail.headers ? { headers: { ...mail.headers } } : {}),
    messageId: messageIdFor(mail),
    // Nodemailer would otherwise add an "X-Mailer" naming itself; it tells a reader nothing.
    xMailer: false,
  };
}

/** The .eml file name for a message: the dedupe key, so a re-send overwrites rather than duplicates. */
export function emlFileName(dedupeKey: string): string {
  return `${dedupeKey.replace(/[^A-Za-z0-9._-]+/g, "_")}.eml`;
}

/** One RFC 822 file per message in `dir`, written to a temporary name and renamed, so a reader never sees half a file. */
export function createFileTransport(options: { dir: string }): Transport {
  // Nodemailer's stream transport composes the complete message (headers, MIME parts, encodings).
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let dirReady: Promise<unknown> | undefined;
  return {
    name: "file",
    async send(mail) {
      dirReady ??= fs.mkdir(options.dir, { recursive: true });
      await dirReady.catch((error: unknown) => {
        dirReady = undefined; // try again on the next message
        throw error;
      });
      const info = await composer.sendMail(nodemailerMessage(mail));
      const target = path.join(options.dir, emlFileName(mail.dedupeKey));
      const temp = path.join(options.dir, `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
      const handle = await fs.open(temp, "w");
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async close() {
      composer.close();
    },
  };
}

/** SMTP reply codes that mean "this message or recipient will never be accepted". */
const permanentSmtpCodes = new Set([550, 551, 553, 554, 556]);

export function createSmtpTransport(options: {
  url: string;
  /** Milliseconds for connecting and for the server's greeting (default 10 s). */
  connectTimeoutMs?: number;
  /** Milliseconds of silence on an open connection before giving up (default 30 s). */
  socketTimeoutMs?: number;
}): Transport {
  const connect = options.connectTimeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    // Defaults first, so a query string on SMTP_URL (?socketTimeout=…) can still override them.
    connectionTimeout: connect,
    greetingTimeout: connect,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
    dnsTimeout: connect,
    ...parseConnectionUrl(options.url),
  });
  return {
    name: "smtp",
    async send(mail) {
      try {
        await transport.sendMail(nodemailerMessage(mail));
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const message = describeSmtpError(error);
        // Authentication failures (535) are a configuration problem: keep retrying until it is fixed.
        if (code && permanentSmtpCodes.has(code)) throw new PermanentMailError(message);
        throw new Error(message);
      }
    },
    async close() {
      transport.close();
    },
  };
}

function describeSmtpError(error: unknown): string {
  const e = error as { message?: string; responseCode?: number; command?: string; code?: string };
  const parts = [e.code, e.command, e.responseCode ? String(e.responseCode) : undefined].filter(Boolean);
  return `SMTP ${parts.join(" ")}: ${e.message ?? String(error)}`.slice(0, 1000);
}

/**
 * HTTP statuses worth retrying: timeouts, conflicts (the provider is still working on the same
 * idempotency key), rate limits, and authentication (a wrong key is fixed in configuration, after
 * which queued mail should still go). Other 4xx mean the message itself is refused: permanent.
 */
const retryableHttpStatuses = new Set([401, 403, 408, 409, 425, 429]);

export function createResendTransport(options: {
  baseUrl: string;
  apiKey: string;
  /** Milliseconds for the whole request, response body included (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}): Transport {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/emails`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: "resend",
    async send(mail) {
      const body = {
        from: mail.from,
        to: [mail.to],
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers ? { headers: { ...mail.headers } } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                content: a.encoding === "base64" ? a.content : Buffer.from(a.content, "utf8").toString("base64"),
                content_type: a.contentType,
                ...(a.cid ? { content_id: a.cid } : {}),
              })),
            }
          : {}),
      };
      let response: Response;
      let responseText: string;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${options.apiKey}`,
            // The provider keeps the first result per key: a retry after a lost response cannot send twice.
            "idempotency-key": mail.dedupeKey,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        responseText = await response.text();
      } catch (error) {
        const e = error as Error & { cause?: { code?: string } };
        const reason = e.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : `${e.message}${e.cause?.code ? ` (${e.cause.code})` : ""}`;
        // Never include the request (its headers hold the API key): only what went wrong.
        throw new Error(`HTTP request to ${endpoint} failed: ${reason}`);
      }
      if (response.ok) return;
      const detail = providerMessage(responseText);
      const message = `HTTP ${response.status} from ${endpoint}${detail ? `: ${detail}` : ""}`;
      if (response.status >= 400 && response.status < 500 && !retryableHttpStatuses.has(response.status)) {
        throw new PermanentMailError(message);
      }
      throw new Error(message);
    },
    async close() {},
  };
}

/** The provider's own error message (Resend answers {"name","message","statusCode"}), shortened for the log. */
function providerMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; name?: unknown };
    if (typeof parsed.message === "string") {
      return (typeof parsed.name === "string" ? `${parsed.name}: ${parsed.message}` : parsed.message).slice(0, 500);
    }
  } catch {
    // not JSON: fall through
  }
  return text.replace(/\s+/g, " ").trim().slice(0, 500);
}

/** The transport MAIL_TRANSPORT names, configured from the environment. */
export function createTransport(env: Pick<Env, "MAIL_TRANSPORT" | "DATA_DIR" | "SMTP_URL" | "RESEND_API_KEY" | "RESEND_BASE_URL">): Transport {
  switch (env.MAIL_TRANSPORT) {
    case "file":
      return createFileTransport({ dir: path.resolve(env.DATA_DIR, "mail") });
    case "smtp":
      if (!env.SMTP_URL) throw new Error("SMTP_URL is required when MAIL_TRANSPORT=smtp");
      return createSmtpTransport({ url: env.SMTP_URL });
    case "resend":
      if (!env.RESEND_API_KEY) throw new Error("RESEND_API_KEY is required when MAIL_TRANSPORT=resend");
      return createResendTransport({ baseUrl: env.RESEND_BASE_URL, apiKey: env.RESEND_API_KEY });
  }
}
