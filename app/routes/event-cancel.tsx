// /events/<slug>/cancel?ref=…&token=…: the page the cancel link in a booking mail opens.
// Opening it changes nothing (mail scanners follow links); the button posts, and the post cancels.
import { data, Form, useLocation } from "react-router";
import type { Route } from "./+types/event-cancel";
import { bookingPageCopy } from "#app/content/event-detail-page.ts";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { answerAnchor, answerId } from "#app/components/ui/reveal-answer.ts";
import { ReferenceReading } from "#app/components/visitor-forms/reference-reading.tsx";
import { PhoneText } from "#app/components/site/phone-text.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { formatClock, formatDate } from "#app/core/calendar.ts";
import { cancelByVisitor, cancelLinkPosted, findByCancelLink } from "#app/lib/events/visitor-cancellation.server.ts";
import { NO_STORE } from "#app/lib/submissions/action.server.ts";
import { withBrand } from "#app/lib/seo.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

const copy = bookingPageCopy.cancel;
const refundCopy = bookingPaymentsCopy.cancelled;

export function meta() {
  return [{ title: withBrand(copy.title) }, { name: "robots", content: "noindex" }];
}

export const headers: Route.HeadersFunction = () => NO_STORE;

function linkOf(request: Request) {
  const query = new URL(request.url).searchParams;
  return { reference: query.get("ref") ?? "", token: query.get("token") ?? "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { reference, token } = linkOf(request);
  const found = reference && token ? await findByCancelLink(servicesOf(context).db, reference, token) : undefined;
  if (!found) return data({ state: "invalid" as const, booking: null, token: "" }, { status: 404, headers: NO_STORE });
  const { registration, event, held } = found;
  return {
    state: registration.status === "cancelled" ? ("already" as const) : ("ask" as const),
    // Back into the form the button posts: it came in the link the visitor opened.
    token,
    booking: {
      reference: registration.reference,
      seats: registration.seats,
      held,
      title: event.title,
      slug: event.slug,
      when: `${formatDate(event.date, "long")}, ${formatClock(event.startTime)}`,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const { reference, token } = await cancelLinkPosted(request);
  const result = await cancelByVisitor(services, reference, token);
  if (result.outcome === "cancelled") services.pages.changed();
  return data({ outcome: result.outcome, refund: result.outcome === "cancelled" ? result.refund : 0 }, { status: result.outcome === "not-found" ? 404 : 200, headers: NO_STORE });
}

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome;
  const state = outcome === "cancelled" ? "done" : outcome === "already-cancelled" ? "already" : outcome === "not-found" ? "invalid" : loaderData.state;
  const booking = loaderData.booking;
  // The page is not hydrated: its form posts the ordinary way, to the answer's fragment, so the
  // page comes back scrolled to the answer with focus on it (reveal-answer.ts).
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl font-bold">{copy.title}</h1>
      {state === "ask" && booking ? (
        <>
          <p className="mt-4 text-xl">{copy.intro(booking.title, booking.when)}</p>
          <p className="mt-2 text-xl">{copy.seats(booking.seats)}</p>
          {booking.held > 0 ? <p className="mt-2 text-xl">{refundCopy.before(booking.held)}</p> : null}
          <div className="mt-2 text-lg">
            <ReferenceReading label={bookingPageCopy.answers.reference} reference={booking.reference} />
          </div>
          <Form method="post" action={answerAnchor(`${pathname}${search}`, "cancel")} className="mt-6 flex flex-wrap gap-4">
            <input type="hidden" name="ref" value={booking.reference} />
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className={`${buttonBase} ${buttonClasses.primary} cursor-pointer`}>
              {copy.button}
            </button>
            <a href={`/events/${booking.slug}`} className={`${buttonBase} ${buttonClasses.secondary}`}>
              {copy.keep}
            </a>
          </Form>
        </>
      ) : (
        <Alert id={answerId("cancel")} tone={state === "invalid" ? "error" : "success"} role={state === "invalid" ? "alert" : "status"} autoFocus heading={copy[state === "done" ? "done" : state === "already" ? "already" : "invalid"].heading} className="mt-6">
          <p className="text-lg">
            <PhoneText text={copy[state === "done" ? "done" : state === "already" ? "already" : "invalid"].body} />
          </p>
          {state === "done" && actionData?.refund ? (
            <p className="mt-2 text-lg">
              <PhoneText text={refundCopy.refund(actionData.refund)} />
            </p>
          ) : null}
        </Alert>
      )}
    </div>
  );
}
