// Owns how one template message leaves the process: a POST to the Graph API's
// /<phone number id>/messages with the template's name, language and body parameters. It resolves
// with WhatsApp's message id ("wamid.…") when the message is accepted, and throws otherwise:
// PermanentWhatsAppError when sending it again cannot help (the message itself is refused), so the
// dispatcher marks it dead at once. The Graph API takes no idempotency key: docs/decisions/041 says
// what that means for a message whose answer is lost.
import type { WhatsAppConfig } from "#app/lib/env.server.ts";

type OutgoingWhatsApp = {
  /** Country code and number, digits only. */
  to: string;
  template: string;
  language: string;
  params: readonly string[];
};

export type WhatsAppSender = { send(message: OutgoingWhatsApp): Promise<{ id: string | null }> };

/** A refusal that will not go away by retrying: the message itself is wrong for WhatsApp. */
export class PermanentWhatsAppError extends Error {
  override name = "PermanentWhatsAppError";
}

/** HTTP statuses worth retrying as they are for mail (decision 001): timeouts, conflicts, rate limits, and authentication (fixed in configuration). */
const retryableHttpStatuses = new Set([401, 403, 408, 409, 425, 429]);

/**
 * Graph API error codes that pass or are mended in configuration, so the message should still go
 * when they do: authentication and permissions (0, 3, 10, 190, 200–299), the API unavailable or
 * busy (1, 2, 131000, 131016, 133004), rate limits (4, 17, 32, 613, 80007, 130429, 131048, 131056),
 * the account blocked for a while or in maintenance (368, 131057), payment (131042), the number
 * not registered (133010), and a template not (yet) approved, paused or disabled (132001, 132015,
 * 132016). Every other 4xx refuses the message itself (a parameter, the recipient): dead at once.
 */
const retryableCodes = new Set([0, 1, 2, 3, 4, 10, 17, 32, 190, 368, 613, 80007, 130429, 131000, 131016, 131042, 131048, 131056, 131057, 132001, 132015, 132016, 133004, 133010]);
const isRetryableCode = (code: number) => retryableCodes.has(code) || (code >= 200 && code <= 299);

/** The Graph API's error body: { error: { message, type, code, error_data: { details }, fbtrace_id } }. */
function graphError(text: string): { code: number | null; words: string } {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } } };
    const e = parsed.error;
    if (e && typeof e === "object") {
      const message = typeof e.message === "string" ? e.message : "";
      const details = typeof e.error_data?.details === "string" ? e.error_data.details : "";
      return { code: typeof e.code === "number" ? e.code : null, words: [message, details].filter(Boolean).join(": ") };
    }
  } catch {
    // not JSON: fall through
  }
  return { code: null, words: text.replace(/\s+/g, " ").trim() };
}

export function createCloudApiSender(options: Pick<WhatsAppConfig, "apiUrl" | "phoneNumberId" | "token"> & {
  /** Milliseconds for the whole request, answer included (default 10 s; the dispatcher's lease is longer). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}): WhatsAppSender {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.apiUrl.replace(/\/+$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(message) {
      const body = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: message.to,
        type: "template",
        template: {
          name: message.template,
          language: { code: message.language },
          components: [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }],
        },
      };
      let response: Response;
      let text: string;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${options.token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const e = error as Error & { cause?: { code?: string } };
        const reason = e.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : `${e.message}${e.cause?.code ? ` (${e.cause.code})` : ""}`;
        // Never the request itself: its headers hold the token.
        throw new Error(`HTTP request to ${endpoint} failed: ${reason}`);
      }
      if (response.ok) {
        let id: string | null = null;
        try {
          const parsed = JSON.parse(text) as { messages?: Array<{ id?: unknown }> };
          id = typeof parsed.messages?.[0]?.id === "string" ? parsed.messages[0].id : null;
        } catch {
          // accepted all the same: the status said so
        }
        return { id };
      }
      const { code, words } = graphError(text);
      const answer = `HTTP ${response.status} from ${endpoint}${code !== null ? ` (code ${code})` : ""}${words ? `: ${words}` : ""}`.slice(0, 1000);
      const permanent = response.status >= 400 && response.status < 500 && !retryableHttpStatuses.has(response.status) && (code === null || !isRetryableCode(code));
      throw permanent ? new PermanentWhatsAppError(answer) : new Error(answer);
    },
  };
}
