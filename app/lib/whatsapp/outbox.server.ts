// Owns writing WhatsApp template messages into whatsapp_outbox, inside the caller's transaction,
// beside the mail that says the same: a stored change always has its message queued and a
// rolled-back one never does; the dispatcher (./dispatcher.server.ts) sends them after commit. A
// message is queued only when the centre has the WhatsApp Business Platform set up (env.WHATSAPP),
// the person chose WhatsApp, and their phone is a mobile; once per dedupe key, whatever happens.
// A parameter carrying a personal link (a booking's cancel link, a member's own page: their tokens
// are kept elsewhere only as hashes, decision 035) waits in the table only sealed, as the mail's
// copy does, and is dropped once sent.
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { whatsappOutbox } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { whatsappNumber } from "#app/lib/contact/numbers.server.ts";
import { openMail, sealMail, type SealEnv } from "#app/lib/mail/sealed.server.ts";
import type { WhatsAppTemplateKind } from "#app/content/whatsapp-templates.ts";
import { fitParams } from "./templates.ts";

/** What queueing needs of the settings: the WhatsApp set-up (absent or null: none) and the key personal links are sealed with. */
export type WhatsAppEnv = Partial<Pick<Env, "WHATSAPP">> & SealEnv;

/** A message to queue: its template and its parameters in order; `sealed`, the positions of those holding a personal link. */
export type WhatsAppMessage = { template: WhatsAppTemplateKind; params: readonly string[]; sealed?: readonly number[] };

/**
 * The stored form of a parameter sealed because it holds a personal link: this prefix and the
 * sealed value (AES-256-GCM under the session secret's key, app/lib/mail/sealed.server.ts). The
 * prefix starts with a control character, which no cleaned parameter can hold (cleanParam).
 */
const SEALED_PREFIX = "\u0001sealed:";
/** What is left of a sealed parameter once the message has gone. */
export const SENT_LINK_PARAM = "(sent; its personal link is not kept)";

export const isSealedParam = (value: string) => value.startsWith(SEALED_PREFIX);

function sealParam(env: SealEnv, value: string): string {
  return SEALED_PREFIX + sealMail(env, { subject: "whatsapp parameter", text: value, html: "" });
}

/** A stored parameter as it is sent: a sealed one opened (a SealError when this server's key cannot). */
export function openParam(env: SealEnv, value: string): string {
  return isSealedParam(value) ? openMail(env, value.slice(SEALED_PREFIX.length)).text : value;
}

/**
 * Inside the caller's transaction: queues `message` to the person when the centre sends WhatsApp
 * messages, they chose WhatsApp and their phone is a mobile; a key already queued is not queued
 * twice. Returns whether a row was added.
 */
export async function queueWhatsApp(
  tx: Tx | Database,
  env: WhatsAppEnv,
  item: { dedupeKey: string; recordType: string; recordId: number; phone: string; contactBy: string; message: WhatsAppMessage },
): Promise<boolean> {
  const config = env.WHATSAPP;
  if (!config || item.contactBy !== "whatsapp") return false;
  const recipient = whatsappNumber(item.phone);
  if (!recipient) return false;
  const { template, sealed = [] } = item.message;
  const params = fitParams(template, item.message.params).map((value, i) => (sealed.includes(i) ? sealParam(env, value) : value));
  const inserted = await tx
    .insert(whatsappOutbox)
    .values({ dedupeKey: item.dedupeKey, recordType: item.recordType, recordId: item.recordId, recipient, template: config.templates[template], language: config.language, params })
    .onConflictDoNothing({ target: whatsappOutbox.dedupeKey })
    .returning({ id: whatsappOutbox.id });
  return inserted.length > 0;
}
