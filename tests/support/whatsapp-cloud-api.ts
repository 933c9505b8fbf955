// A local stand-in for the WhatsApp Cloud API (the Graph API's POST /<version>/<phone number id>/messages),
// on 127.0.0.1 and a random port. It answers as Graph does ({messaging_product, contacts, messages:
// [{id: "wamid.…"}]}, or {error: {message, type, code, error_data: {details}, fbtrace_id}}), checks
// the bearer token and the phone number's ID, and can be told to fail, hang, or accept and then
// lose its answer. Like the real API it has no idempotency key: every request it accepts is a
// message delivered, and `delivered` counts them.
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the stand-in does with one request:
 * - "ok": deliver and answer 200 with a wamid
 * - { status, code?, message? }: answer that status with a Graph-shaped error, deliver nothing
 * - "hang": never answer, deliver nothing (the client's timeout must fire)
 * - "deliver-then-hang": deliver, then never answer (a lost answer)
 */
type CloudApiStep = "ok" | "hang" | "deliver-then-hang" | { status: number; code?: number; message?: string; details?: string };

type Delivered = { id: string; to: string; template: string; language: string; params: string[] };

type CloudApiRequest = { method: string; path: string; authorization: string | undefined; body: unknown; step: CloudApiStep };

export type CloudApiStandIn = {
  /** The address to give as WHATSAPP_API_URL (with its version), e.g. http://127.0.0.1:43123/v26.0 */
  url: string;
  requests: CloudApiRequest[];
  /** Every message accepted, in order: twice when it was accepted twice. */
  delivered: Delivered[];
  /** Queue steps for the next requests; once used up, requests get `fallback`. */
  plan(...steps: CloudApiStep[]): void;
  fallback: CloudApiStep;
  close(): Promise<void>;
};

export async function startCloudApiStandIn(options: { token: string; phoneNumberId: string; version?: string; /** Default: any free port. */ port?: number }): Promise<CloudApiStandIn> {
  const version = options.version ?? "v26.0";
  const requests: CloudApiRequest[] = [];
  const delivered: Delivered[] = [];
  const queue: CloudApiStep[] = [];
  let counter = 0;

  const standIn: CloudApiStandIn = {
    url: "",
    requests,
    delivered,
    plan: (...steps) => void queue.push(...steps),
    fallback: "ok",
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const graphError = (status: number, code: number, message: string, details?: string) => ({
    status,
    body: { error: { message: `(#${code}) ${message}`, type: "OAuthException", code, ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}), fbtrace_id: `Stand-in${counter}` } },
  });

  /** What the real API refuses whatever the plan says: a wrong path, token or request. */
  function refusal(req: http.IncomingMessage, body: unknown): { status: number; body: unknown } | null {
    if (req.method !== "POST" || req.url !== `/${version}/${options.phoneNumberId}/messages`) return graphError(400, 100, "Unsupported post request.");
    if (req.headers.authorization !== `Bearer ${options.token}`) return graphError(401, 190, "Invalid OAuth access token - Cannot parse access token");
    const b = body as { messaging_product?: unknown; type?: unknown; to?: unknown; template?: { name?: unknown; language?: { code?: unknown }; components?: Array<{ type?: unknown; parameters?: Array<{ type?: unknown; text?: unknown }> }> } };
    if (b?.messaging_product !== "whatsapp" || b.type !== "template" || typeof b.to !== "string" || typeof b.template?.name !== "string" || typeof b.template.language?.code !== "string") {
      return graphError(400, 100, "Invalid parameter");
    }
    for (const p of b.template.components?.find((c) => c.type === "body")?.parameters ?? []) {
      if (p.type !== "text" || typeof p.text !== "string" || p.text === "") return graphError(400, 131008, "Required parameter is missing");
      if (/[\n\t]| {5}/.test(p.text)) {
        return graphError(400, 132018, "There's an issue with the parameters in your template.", "Param text cannot have new-line/tab characters or more than 4 consecutive spaces");
      }
    }
    return null;
  }

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
    const refused = refusal(req, body);
    const step: CloudApiStep = refused ? { status: refused.status } : (queue.shift() ?? standIn.fallback);
    requests.push({ method: req.method ?? "", path: req.url ?? "", authorization: req.headers.authorization, body, step });
    const answer = (status: number, payload: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
    if (refused) return answer(refused.status, refused.body);

    const deliver = () => {
      const b = body as { to: string; template: { name: string; language: { code: string }; components?: Array<{ type: string; parameters: Array<{ text: string }> }> } };
      const id = `wamid.StandIn${String(++counter).padStart(6, "0")}`;
      const params = b.template.components?.find((c) => c.type === "body")?.parameters.map((p) => p.text) ?? [];
      delivered.push({ id, to: b.to, template: b.template.name, language: b.template.language.code, params });
      return { id, to: b.to };
    };

    if (step === "hang") return;
    if (step === "deliver-then-hang") return void deliver();
    if (step === "ok") {
      const { id, to } = deliver();
      return answer(200, { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id, message_status: "accepted" }] });
    }
    const e = graphError(step.status, step.code ?? (step.status >= 500 ? 131000 : 100), step.message ?? (step.status >= 500 ? "Something went wrong" : "Invalid parameter"), step.details);
    return answer(e.status, e.body);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${version}`;
  return standIn;
}
