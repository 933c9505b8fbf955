// Owns what the pages behind newsletter mail links do, for the two thin routes
// /newsletter/confirm and /newsletter/unsubscribe: opening one changes nothing (mail scanners follow
// every link); its button posts, and only the post confirms or unsubscribes. A mail program's
// one-click unsubscribe (RFC 8058) posts to the same address, with or without the
// `List-Unsubscribe=One-Click` body, and gets 200.
import { data, type RouterContextProvider } from "react-router";
import { NO_STORE } from "#app/lib/submissions/action.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { awaitsConfirmation, confirmSubscription, isConfirmedSubscriber, subscriptionByLink, unsubscribe, UNSUBSCRIBED, type LinkOutcome, type LinkPage } from "./subscriptions.server.ts";

export type { LinkPage };
type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The token and issue of a link: from the button's form when it posted them, else from the address. */
function linkOf(url: URL, form?: FormData) {
  const posted = (name: string) => (form?.has(name) ? field(form, name) : (url.searchParams.get(name) ?? ""));
  const token = posted("token");
  const issue = Number(posted("issue"));
  return { token, issueId: Number.isSafeInteger(issue) && issue > 0 && issue < 2 ** 31 ? issue : null };
}

export async function linkLoader(which: LinkPage, { request, context }: Args) {
  const { token, issueId } = linkOf(new URL(request.url));
  const row = await subscriptionByLink(servicesOf(context).db, which, token);
  const done = row && (which === "confirm" ? isConfirmedSubscriber(row) : row.status === UNSUBSCRIBED);
  // A confirm link an unsubscription has made worthless is no link: it confirms nothing.
  if (!row || (which === "confirm" && !done && !awaitsConfirmation(row))) {
    return data({ which, state: "not-found" as LinkOutcome | "ask", email: "", token: "", issueId }, { status: 404, headers: NO_STORE });
  }
  // The token goes back into the form the button posts: it came in the link the visitor opened.
  return data({ which, state: (done ? "already" : "ask") as LinkOutcome | "ask", email: row.email, token, issueId }, { headers: NO_STORE });
}

export async function linkAction(which: LinkPage, { request, context }: Args) {
  const services = servicesOf(context);
  const { token, issueId } = linkOf(new URL(request.url), await formDataOf(request));
  const outcome = which === "confirm" ? await confirmSubscription(services, token) : await unsubscribe(services, token, issueId);
  return data({ outcome }, { status: outcome === "not-found" ? 404 : 200, headers: NO_STORE });
}
