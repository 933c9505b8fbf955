// A local stand-in for a Resend-style HTTP mail API (POST /emails), on 127.0.0.1 and a random port.
// It can be told to fail, hang or lose its answer, and it keeps the provider's idempotency rule:
// a request whose Idempotency-Key was already accepted is answered 200 without delivering again.
// Reusable by any test that needs a mail provider that misbehaves on cue.
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the provider does with one request:
 * - "ok": accept (deliver once per idempotency key) and answer 200 {"id": …}
 * - { status, message? }: answer that status with a Resend-shaped error body, deliver nothing
 * - "hang": never answer, deliver nothing (the client's timeout must fire)
 * - "deliver-then-hang": deliver, then never answer (a lost response: the retry must not deliver twice)
 */
export type ProviderStep = "ok" | "hang" | "deliver-then-hang" | { status: number; message?: string };

type ProviderRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
  /** What this request was answered with. */
  step: ProviderStep;
};

type DeliveredEmail = {
  idempotencyKey: string;
  from: string;
  to: string[];
  reply_to?: string;
  subject: string;
  html: string;
  text: string;
};

export type StandInProvider = {
  /** Base URL to use as RESEND_BASE_URL, e.g. http://127.0.0.1:43123 */
  url: string;
  /** Every request received, in order. */
  requests: ProviderRequest[];
  /** Accepted messages, one per idempotency key. */
  delivered: DeliveredEmail[];
  /** Requests per idempotency key (including ones answered from the idempotency cache). */
  requestsFor(key: string): ProviderRequest[];
  /** Queue steps for the next requests; once used up, requests get `fallback`. */
  plan(...steps: ProviderStep[]): void;
  /** The step used when the plan is empty (default "ok"). */
  fallback: ProviderStep;
  close(): Promise<void>;
};

export async function startStandInProvider(options: { apiKey: string; delayMs?: number }): Promise<StandInProvider> {
  const requests: ProviderRequest[] = [];
  const delivered: DeliveredEmail[] = [];
  const accepted = new Map<string, string>(); // idempotency key -> provider id
  const queue: ProviderStep[] = [];
  let counter = 0;

  const provider: StandInProvider = {
    url: "",
    requests,
    delivered,
    requestsFor: (key) => requests.filter((r) => r.idempotencyKey === key),
    plan: (...steps) => void queue.push(...steps),
    fallback: "ok",
    close: async () => {
      server.closeAllConnections(); // hanging requests included
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    const idempotencyKey = header(req, "idempotency-key");
    const authorization = header(req, "authorization");

    let step: ProviderStep;
    if (req.method !== "POST" || req.url !== "/emails") step = { status: 404, message: "Not found" };
    else if (authorization !== `Bearer ${options.apiKey}`) step = { status: 401, message: "API key is invalid" };
    else step = queue.shift() ?? provider.fallback;

    requests.push({
      method: req.method ?? "",
      path: req.url ?? "",
      authorization,
      idempotencyKey,
      contentType: header(req, "content-type"),
      body,
      step,
    });
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));

    const deliver = (): string => {
      if (idempotencyKey && accepted.has(idempotencyKey)) return accepted.get(idempotencyKey)!;
      const id = `stand-in-${++counter}`;
      if (idempotencyKey) accepted.set(idempotencyKey, id);
      delivered.push({ idempotencyKey: idempotencyKey ?? "", ...(body as Omit<DeliveredEmail, "idempotencyKey">) });
      return id;
    };

    if (step === "hang") return; // never answer
    if (step === "deliver-then-hang") {
      deliver();
      return;
    }
    if (step === "ok") {
      const id = deliver();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id }));
      return;
    }
    res
      .writeHead(step.status, { "content-type": "application/json" })
      .end(JSON.stringify({ statusCode: step.status, name: "application_error", message: step.message ?? "Stand-in failure" }));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
