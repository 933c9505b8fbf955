// An event's own page, /events/<slug> (issue 13): what, when, where, places left, adding it to a
// calendar, and the booking form, which posts to this page and works with JavaScript on or off.
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/event";
import type { PageHandle } from "#app/root.tsx";
import { bookingPageCopy as copy } from "#app/content/event-page.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { bookingFormCopy } from "#app/content/form-words/event.ts";
import { eventCategoryLabels } from "#app/content/events-page.ts";
import { frameCopy } from "#app/content/frame.ts";
import { Honeypot } from "#app/components/visitor-forms/submission-form.tsx";
import { ReferenceReading } from "#app/components/visitor-forms/reference-reading.tsx";
import { answerAnchor, answerId, revealAnswer } from "#app/components/ui/reveal-answer.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { PhoneText } from "#app/components/site/phone-text.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { clockNow, formatDate, formatEventWhen, formatTimeRange, todayIso } from "#app/core/calendar.ts";
import { isBookable, MAX_SEATS, WHEN_FEWER_FIELD, type EventCategory } from "#app/core/events.ts";
import { mapLink } from "#app/core/links.ts";
import { pageMeta, withBrand } from "#app/lib/seo.ts";
import { bookingAction, type BookingAnswer } from "#app/lib/submissions/booking.server.ts";
import { bangaloreToUtc } from "#app/lib/events/ics.server.ts";
import { publicEventBySlug } from "#app/lib/events/events.server.ts";
import { communityEvent } from "#app/lib/events/programme.server.ts";
import { eventJsonLd } from "#app/lib/structured-data.ts";
import { JsonLd } from "#app/components/site/json-ld.tsx";
import { servicesOf } from "#app/lib/services/context.server.ts";

/** React hydrates this page: the booking form checks as the visitor types and sends without leaving the page (root.tsx, PageHandle). */
export const handle: PageHandle = { hydrate: true };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: withBrand(frameCopy.notFound.title) }, { name: "robots", content: "noindex" }];
  const { event } = loaderData;
  return pageMeta({ path: `/events/${event.slug}`, seo: { title: event.title, description: `${event.when}, ${event.venue}. ${event.description}`.slice(0, 160) } });
}

const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

async function findEvent(params: { slug?: string }, context: Route.LoaderArgs["context"]) {
  const event = params.slug ? await publicEventBySlug(servicesOf(context).db, params.slug) : undefined;
  if (!event) throw data(null, { status: 404 });
  return event;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await findEvent(params, context);
  const now = new Date();
  const start = bangaloreToUtc(event.date, event.startTime);
  const end = bangaloreToUtc(event.date, event.endTime);
  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("action", "TEMPLATE");
  google.searchParams.set("text", event.title);
  google.searchParams.set("dates", `${utcStamp(start)}/${utcStamp(end)}`);
  google.searchParams.set("details", event.description);
  google.searchParams.set("location", event.venue);
  return {
    event: {
      slug: event.slug,
      title: event.title,
      category: eventCategoryLabels[event.category as EventCategory] ?? event.category,
      when: formatEventWhen(event.date, event.startTime, event.endTime),
      date: formatDate(event.date, "long"),
      time: formatTimeRange(event.startTime, event.endTime),
      venue: event.venue,
      description: event.description,
      placesLeft: Math.max(0, event.capacity - event.confirmedSeats),
      cancelled: event.status === "cancelled",
      bookable: isBookable(event, `${todayIso(now)} ${clockNow(now)}`),
    },
    googleCalendarUrl: google.toString(),
    // Search engines read the event from its own page; a cancelled one is not offered to them.
    jsonLd: event.status === "published" ? eventJsonLd(communityEvent(event)) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const event = await findEvent(params, context);
  return bookingAction(request, context, event.id);
}

export default function EventPage({ loaderData: { event, googleCalendarUrl, jsonLd }, actionData }: Route.ComponentProps) {
  const answer = actionData as BookingAnswer | undefined;
  const submitting = useNavigation().state === "submitting";
  const full = event.placesLeft === 0;
  const refused = answer?.status === "error" ? answer : undefined;
  const form = { idPrefix: "booking", copy: bookingFormCopy, markers: commonCopy, state: { errors: refused?.fieldErrors ?? {}, returnedValues: refused?.values ?? {} } };
  const booked = answer?.status === "confirmed" || answer?.status === "waitlisted" ? answer : undefined;
  const fewer = answer?.status === "fewer" ? answer : undefined;
  // Never more places than are left (issue 24); the waiting list takes any number up to the usual most.
  const most = full ? MAX_SEATS : Math.min(MAX_SEATS, event.placesLeft);
  // The answer to a post, whichever it is, carries this id; the form posts to it, so a page without
  // JavaScript comes back scrolled to it and focused, and with JavaScript it is revealed here.
  const answerTarget = answerId("booking");
  const postTo = answerAnchor(`/events/${event.slug}`, "booking");
  useEffect(() => {
    const element = answer ? document.getElementById(answerTarget) : null;
    if (element) revealAnswer(element);
  }, [answer, answerTarget]);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd data={jsonLd} />
      <p className="text-lg">
        <a href="/events" className="font-semibold text-brand-800 underline underline-offset-4">
          {copy.back}
        </a>
      </p>
      <p className="mt-4 text-lg font-semibold text-brand-800">{event.category}</p>
      <h1 className="mt-1 text-4xl font-bold">{event.title}</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-3 text-xl sm:grid-cols-[max-content_1fr]">
        <dt className="font-bold">{copy.facts.date}</dt>
        <dd>{event.date}</dd>
        <dt className="font-bold">{copy.facts.time}</dt>
        <dd>{event.time}</dd>
        <dt className="font-bold">{copy.facts.venue}</dt>
        <dd>
          {event.venue}
          <a href={mapLink(event.venue)} target="_blank" rel="noopener" className="mt-1 flex min-h-target items-center font-semibold text-brand-800 underline underline-offset-4">
            {copy.map}
          </a>
        </dd>
        <dt className="font-bold">{copy.facts.places}</dt>
        <dd className="font-semibold">{event.cancelled ? copy.cancelled : full ? copy.full : copy.placesLeft(event.placesLeft)}</dd>
      </dl>
      <p className="mt-6 text-xl whitespace-pre-line">{event.description}</p>

      {event.cancelled ? null : (
        <section aria-labelledby="calendar-heading" className="mt-8">
          <h2 id="calendar-heading" className="text-2xl font-bold">
            {copy.calendar.heading}
          </h2>
          <div className="mt-3 flex flex-wrap gap-4">
            <a href={googleCalendarUrl} target="_blank" rel="noopener" className={`${buttonBase} ${buttonClasses.secondary}`}>
              {copy.calendar.google}
            </a>
            <a href={`/events/${event.slug}/calendar.ics`} download className={`${buttonBase} ${buttonClasses.secondary}`}>
              {copy.calendar.ics}
            </a>
          </div>
          <p className="mt-2 text-lg text-ink-muted">{copy.calendar.icsNote}</p>
        </section>
      )}

      {booked ? (
        <Alert id={answerTarget} tone="success" role="status" autoFocus heading={booked.status === "confirmed" ? copy.answers.confirmed.heading : copy.answers.waitlisted.heading} className="mt-10">
          <p className="text-lg">
            {booked.status === "confirmed"
              ? copy.answers.confirmed.body(booked.seats)
              : booked.placesLeft
                ? copy.answers.waitlisted.chosen(booked.position, booked.seats, booked.placesLeft)
                : copy.answers.waitlisted.body(booked.position)}
          </p>
          <ReferenceReading label={copy.answers.reference} reference={booked.reference} />
        </Alert>
      ) : answer?.status === "received" ? (
        <Alert id={answerTarget} tone="success" role="status" autoFocus heading={copy.answers.received.heading} className="mt-10">
          <p className="text-lg">
            <PhoneText text={copy.answers.received.body} />
          </p>
        </Alert>
      ) : answer?.status === "closed" || (!event.bookable && !event.cancelled) ? (
        <Alert id={answer?.status === "closed" ? answerTarget : undefined} tone="error" role="alert" heading={copy.answers.closed.heading} className="mt-10">
          <p className="text-lg">
            <PhoneText text={copy.answers.closed.body} />
          </p>
        </Alert>
      ) : event.bookable ? (
        <section aria-labelledby="booking-heading" className="mt-10 rounded-xl border-2 border-stone-300 p-5">
          <h2 id="booking-heading" className="text-2xl font-bold">
            {full ? copy.form.waitingHeading : copy.form.heading}
          </h2>
          <p className="mt-2 text-lg">{full ? copy.fullNote : copy.form.intro}</p>
          {fewer ? (
            <FewerPlacesLeft answer={fewer} id={answerTarget} postTo={postTo} />
          ) : (
            <Form method="post" action={postTo} noValidate className="mt-4 space-y-6">
              {refused?.formError ? <Alert id={answerTarget} tone="error" role="alert" heading={refused.formError} /> : null}
              <FormErrorSummary id={refused?.formError ? undefined : answerTarget} heading={copy.form.errorHeading} intro={copy.form.errorIntro} errors={errorSummary(form)} autoFocus />
              <TextInput {...fieldProps(form, "name", { autoComplete: "name" })} />
              <TextInput {...fieldProps(form, "email", { type: "email", autoComplete: "email" })} />
              <TextInput {...fieldProps(form, "phone", { type: "tel", autoComplete: "tel" })} width="medium" />
              {most > 1 ? (
                <Select
                  {...fieldProps(form, "seats", { defaultValue: "" })}
                  {...(most < MAX_SEATS ? { hint: copy.form.seatsHint(most) } : {})}
                  placeholder={copy.form.seatOption(1)}
                  options={Array.from({ length: most - 1 }, (_, i) => ({ value: String(i + 2), label: copy.form.seatOption(i + 2) }))}
                />
              ) : (
                <div>
                  <p className="text-lg font-semibold text-ink">{copy.form.lastPlace.label}</p>
                  <p className="mt-1 text-lg">{copy.form.lastPlace.text}</p>
                </div>
              )}
              <Honeypot id="booking-website" />
              <button type="submit" disabled={submitting} className={`${buttonBase} ${buttonClasses.primary} cursor-pointer`}>
                {submitting ? copy.form.submitting : full ? copy.form.submitWaiting : copy.form.submit}
              </button>
            </Form>
          )}
        </section>
      ) : null}
    </article>
  );
}

/**
 * More places were asked for than are left (someone booked in between; issue 24): nothing is
 * booked, and the visitor chooses, each choice a form that posts what they typed again: the places
 * that are left, or the waiting list for all they asked for.
 */
function FewerPlacesLeft({ answer, id, postTo }: { answer: Extract<BookingAnswer, { status: "fewer" }>; id: string; postTo: string }) {
  const words = copy.answers.fewer;
  const hidden = (seats: number) => (
    <>
      {(["name", "email", "phone"] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={answer.values[name] ?? ""} />
      ))}
      <input type="hidden" name="seats" value={String(seats)} />
    </>
  );
  return (
    <Alert id={id} tone="attention" role="alert" autoFocus heading={words.heading(answer.placesLeft)} className="mt-4">
      <p>{words.body(answer.seats, answer.placesLeft)}</p>
      <div className="mt-4 flex flex-col gap-5">
        <Form method="post" action={postTo} className="space-y-2">
          {hidden(answer.placesLeft)}
          <button type="submit" className={`${buttonBase} ${buttonClasses.primary} cursor-pointer text-left`}>
            {words.bookLeft(answer.placesLeft)}
          </button>
          <p className="text-base text-ink-muted">{words.bookLeftNote}</p>
        </Form>
        <Form method="post" action={postTo} className="space-y-2">
          {hidden(answer.seats)}
          <input type="hidden" name={WHEN_FEWER_FIELD} value="waitlist" />
          <button type="submit" className={`${buttonBase} ${buttonClasses.secondary} cursor-pointer text-left`}>
            {words.waitAll(answer.seats)}
          </button>
          <p className="text-base text-ink-muted">{words.waitAllNote(answer.seats)}</p>
        </Form>
      </div>
    </Alert>
  );
}
