// /events/<slug>/cancel?ref=…&token=…: the page the cancel link in a booking mail opens.
// Opening it changes nothing (mail scanners follow links); the button posts, and the post cancels.
// A booking of more than one place may instead give back some of them, keeping the rest: what is
// then owed or given back is said beside each choice and in the answer.
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
import { cancelByVisitor, cancelLinkPosted, findByCancelLink, giveBackPlaces } from "#app/lib/events/visitor-cancellation.server.ts";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { NO_STORE } from "#app/lib/submissions/action.server.ts";
import { withBrand } from "#app/lib/seo.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

const copy = bookingPageCopy.cancel;
const refundCopy = bookingPaymentsCopy.cancelled;
const refundWords = bookingPaymentsCopy.gaveBack;

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
      // Keeping 1 … seats − 1 places: what they cost and what comes back (a confirmed booking; one waiting owes nothing yet).
      fewer: Array.from({ length: Math.max(0, registration.seats - 1) }, (_, i) => {
        const keep = i + 1;
        const cost = registration.status === "confirmed" ? Math.max(0, event.price) * keep : 0;
        return { keep, label: refundWords.option(keep, cost, registration.status === "confirmed" ? Math.max(0, held - cost) : 0) };
      }),
      title: event.title,
      slug: event.slug,
      when: `${formatDate(event.date, "long")}, ${formatClock(event.startTime)}`,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const { reference, token, intent, keep } = await cancelLinkPosted(request);
  if (intent === "give-back") {
    const result = await giveBackPlaces(services, reference, token, /^[1-9]\d{0,3}$/.test(keep) ? Number(keep) : NaN);
    if (result.outcome === "given-back") services.pages.changed();
    const status = result.outcome === "not-found" ? 404 : result.outcome === "not-a-choice" ? 422 : 200;
    return data(
      result.outcome === "given-back"
        ? { outcome: result.outcome, refund: 0, kept: result.seats, lines: [...(result.refund > 0 ? [refundWords.refund(result.paid, result.refund)] : []), ...(result.stillDue > 0 ? [refundWords.stillDue(result.stillDue)] : [])] }
        : { outcome: result.outcome, refund: 0, kept: 0, lines: [] },
      { status, headers: NO_STORE },
    );
  }
  const result = await cancelByVisitor(services, reference, token);
  if (result.outcome === "cancelled") services.pages.changed();
  return data({ outcome: result.outcome, refund: result.outcome === "cancelled" ? result.refund : 0, kept: 0, lines: [] as string[] }, { status: result.outcome === "not-found" ? 404 : 200, headers: NO_STORE });
}

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome;
  const state =
    outcome === "cancelled" ? "done" : outcome === "given-back" ? "fewer" : outcome === "already-cancelled" ? "already" : outcome === "not-found" ? "invalid" : loaderData.state;
  // A choice that is not one (a stale page: the booking has fewer places now) asks again beside the field.
  const notAChoice = outcome === "not-a-choice";
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
          {booking.fewer.length > 0 ? (
            <section aria-labelledby="fewer-heading" className="mt-10 border-t-2 border-stone-200 pt-8">
              <h2 id="fewer-heading" className="text-2xl font-bold">
                {copy.fewer.heading}
              </h2>
              <p className="mt-3 text-xl">{copy.fewer.intro(booking.seats)}</p>
              <Form method="post" action={answerAnchor(`${pathname}${search}`, "cancel")} className="mt-6 space-y-6">
                <input type="hidden" name="ref" value={booking.reference} />
                <input type="hidden" name="token" value={loaderData.token} />
                <input type="hidden" name="intent" value="give-back" />
                <CheckboxGroup
                  id="keep"
                  name="keep"
                  type="radio"
                  columns={1}
                  label={copy.fewer.label}
                  required
                  defaultValues={[String(booking.fewer.at(-1)!.keep)]}
                  error={notAChoice ? copy.fewer.notAChoice : undefined}
                  options={booking.fewer.map((f) => ({ value: String(f.keep), label: f.label }))}
                />
                <button type="submit" className={`${buttonBase} ${buttonClasses.primary} cursor-pointer`}>
                  {copy.fewer.button}
                </button>
              </Form>
            </section>
          ) : null}
        </>
      ) : state === "fewer" && actionData ? (
        <Alert id={answerId("cancel")} tone="success" role="status" autoFocus heading={copy.fewer.done.heading(actionData.kept)} className="mt-6">
          <p className="text-lg">{copy.fewer.done.body}</p>
          {actionData.lines.map((line) => (
            <p key={line} className="mt-2 text-lg">
              <PhoneText text={line} />
            </p>
          ))}
          {booking ? (
            <div className="mt-2 text-lg">
              <ReferenceReading label={bookingPageCopy.answers.reference} reference={booking.reference} />
            </div>
          ) : null}
        </Alert>
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
