import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileTransport, createResendTransport, createTransport, emlFileName, messageIdFor, PermanentMailError, type OutgoingMail } from "./transports.server.ts";
import { parseEml } from "#tests/support/mail-eml.ts";

const mail: OutgoingMail = {
  id: 7,
  dedupeKey: "contact:REQ-1763800000000-AB12CD:operator",
  from: "Anandam Seniors <no-reply@seniors.example.org>",
  to: "operator@seniors.example.org",
  replyTo: "meera@example.com",
  subject: "New Contact Inquiry - Technology tutoring",
  text: "Hello ₹ text\n",
  html: "<p>Hello ₹ html</p>",
};

describe("names", () => {
  it("derives a file name from the dedupe key, safe on every file system", () => {
    expect(emlFileName(mail.dedupeKey)).toBe("contact_REQ-1763800000000-AB12CD_operator.eml");
    expect(emlFileName("../../etc/passwd")).not.toContain("/");
  });

  it("derives a stable Message-ID on the sender's domain", () => {
    expect(messageIdFor(mail)).toBe("<contact.REQ-1763800000000-AB12CD.operator@seniors.example.org>");
    expect(messageIdFor({ ...mail, from: "no domain" })).toMatch(/@localhost>$/);
  });
});

describe("file transport", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-file-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes one complete RFC 822 message and overwrites it on a re-send", async () => {
    const transport = createFileTransport({ dir: path.join(dir, "mail") });
    await transport.send(mail);
    await transport.send({ ...mail, text: "second copy\n" });
    await transport.close();
    const files = fs.readdirSync(path.join(dir, "mail"));
    expect(files).toEqual(["contact_REQ-1763800000000-AB12CD_operator.eml"]); // no temp file left behind
    const raw = fs.readFileSync(path.join(dir, "mail", files[0]!), "utf8");
    expect(raw).toContain("\r\n"); // RFC 822 line ends
    const parsed = parseEml(raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.headers["to"]).toBe(mail.to);
    expect(parsed.headers["reply-to"]).toBe(mail.replyTo);
    expect(parsed.headers["from"]).toBe(mail.from);
    expect(parsed.headers["message-id"]).toBe(messageIdFor(mail));
    expect(parsed.text).toBe("second copy\n");
    expect(parsed.html).toBe(mail.html);
  });
});

describe("HTTP API transport: how answers are classified", () => {
  function transportAnswering(status: number, body = "{}") {
    return createResendTransport({
      baseUrl: "http://provider.invalid",
      apiKey: "re_secret",
      fetch: async () => new Response(body, { status }),
    });
  }

  it("accepts any 2xx", async () => {
    await expect(transportAnswering(200).send(mail)).resolves.toBeUndefined();
    await expect(transportAnswering(202).send(mail)).resolves.toBeUndefined();
  });

  it.each([400, 404, 422])("treats %i as permanent (the message itself is refused)", async (status) => {
    await expect(transportAnswering(status, '{"name":"validation_error","message":"Invalid `to` field."}').send(mail)).rejects.toThrow(PermanentMailError);
  });

  it.each([401, 403, 408, 409, 429, 500, 502, 503])("retries %i", async (status) => {
    const error = await transportAnswering(status).send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
    expect((error as Error).message).toContain(`HTTP ${status}`);
  });

  it("quotes the provider's message but never the API key", async () => {
    const error = (await transportAnswering(500, '{"name":"application_error","message":"Internal server error."}').send(mail).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe("HTTP 500 from http://provider.invalid/emails: application_error: Internal server error.");
    expect(error.message).not.toContain("re_secret");
  });

  it("reports a network failure as retryable", async () => {
    const transport = createResendTransport({ baseUrl: "http://provider.invalid", apiKey: "k", fetch: async () => Promise.reject(new TypeError("fetch failed")) });
    const error = (await transport.send(mail).catch((e: unknown) => e)) as Error;
    expect(error).not.toBeInstanceOf(PermanentMailError);
    expect(error.message).toContain("fetch failed");
  });
});

describe("createTransport", () => {
  it("picks the transport MAIL_TRANSPORT names", () => {
    const base = { DATA_DIR: "./data", RESEND_BASE_URL: "https://api.resend.com", SMTP_URL: "smtp://127.0.0.1:2525", RESEND_API_KEY: "k" };
    expect(createTransport({ ...base, MAIL_TRANSPORT: "file" }).name).toBe("file");
    expect(createTransport({ ...base, MAIL_TRANSPORT: "smtp" }).name).toBe("smtp");
    expect(createTransport({ ...base, MAIL_TRANSPORT: "resend" }).name).toBe("resend");
  });
});
