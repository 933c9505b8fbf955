// A local SMTP sink (smtp-server) on 127.0.0.1 and a random port that keeps every accepted message
// and can refuse on cue. Reusable by any test that needs an SMTP server that misbehaves.
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import type { AddressInfo } from "node:net";
import { parseEml, type ParsedEml } from "./mail-eml.ts";

/**
 * What the sink does with one message (decided when its data arrives):
 * - "ok": accept and keep it
 * - { code, message? }: refuse with that SMTP reply (421/451: try later; 550: permanent)
 */
export type SinkStep = "ok" | { code: number; message?: string };

type SinkMessage = { from: string; to: string[]; raw: string; parsed: ParsedEml };

export type SmtpSink = {
  /** Use as SMTP_URL (includes the credentials when the sink requires them). */
  url: string;
  messages: SinkMessage[];
  /** Every message attempt and what it was answered with. */
  attempts: Array<{ to: string[]; step: SinkStep }>;
  plan(...steps: SinkStep[]): void;
  close(): Promise<void>;
};

export async function startSmtpSink(options: { user?: string; pass?: string } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const attempts: SmtpSink["attempts"] = [];
  const queue: SinkStep[] = [];
  const needsAuth = Boolean(options.user);

  const server = new SMTPServer({
    logger: false,
    // Plain text on loopback: no certificate to manage in tests.
    disabledCommands: needsAuth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !needsAuth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid credentials"), { responseCode: 535 }));
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((a) => a.address);
        const step = queue.shift() ?? "ok";
        attempts.push({ to, step });
        if (step !== "ok") {
          callback(Object.assign(new Error(step.message ?? "Refused by the test sink"), { responseCode: step.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push({ from, to, raw, parsed: parseEml(raw) });
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = needsAuth ? `${encodeURIComponent(options.user!)}:${encodeURIComponent(options.pass ?? "")}@` : "";
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    attempts,
    plan: (...steps) => void queue.push(...steps),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
