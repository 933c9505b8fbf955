// An event's booking page body, /events/<slug>: what, when, where, places left, adding
// it to a calendar, and the booking form, which posts to the page and works with JavaScript on or
// off. It is the island React hydrates there (island.tsx): with JavaScript, the form is sent in the
// background and the page's answer (and its places left, counted again) replaces it in place.
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { useEffect, useState, type FormEvent } from "react";
import { bookingPageCopy as copy } from "#app/content/event-detail-page.ts";
import { commonCopy, contactByOptions } from "#app/content/form-words/common.ts";
import { bookingFormCopy } from "#app/content/form-words/event.ts";
import { Honeypot } from "#app/components/visitor-forms/submission-form.tsx";
import { BookingReceived } from "#app/components/visitor-forms/booking-answer.tsx";
import { answerAnchor, answerId, revealAnswer } from "#app/components/ui/reveal-answer.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { PhoneText } from "#app/components/site/phone-text.tsx";
import { choicesProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { fieldBoxId } from "#app/components/ui/field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { MAX_SEATS, WHEN_FEWER_FIELD } from "#app/core/events.ts";
import { mapLink } from "#app/core/links.ts";
import { submittedFormData } from "#app/hooks/submitted-form-data.ts";
import type { BookingAnswer } from "#app/lib/submissions/booking.server.ts";
import type { IslandProps } from "./island.tsx";

/** What the page says about the event (the route's loader). */
export type BookingEvent = {
  slug: string;
  title: string;
  category: string;
  when: string;
  date: string;
  time: string;
  venue: string;
  description: string;
  placesLeft: number;
  cancelled: boolean;
  bookable: boolean;
  /** What one place costs in whole rupees; 0 is free. */
  price: number;
};

export type BookingIslandData = { event: BookingEvent; googleCalendarUrl: string; answer: BookingAnswer | null };

/** What was typed, kept in the form when no answer came. */
const typedValues = (formData: FormData) =>
  Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"));

export default function BookingIsland({ data, send }: IslandProps<BookingIslandData>) {
  const [{ event, googleCalendarUrl, answer }, setData] = useState(data);
  const [submitting, setSubmitting] = useState(false);
  const full = event.placesLeft === 0;
  const refused = answer?.status === "error" ? answer : undefined;
  const form = { idPrefix: "booking", copy: bookingFormCopy, markers: commonCopy, state: { errors: refused?.fieldErrors ?? {}, returnedValues: refused?.values ?? {} } };
  const fewer = answer?.status === "fewer" ? answer : undefined;
  // Always up to the usual most, even when fewer are left (a couple when one place is left): asking
  // for more than is left books nothing, and the answer offers the places left or the waiting list for all.
  const few = !full && event.placesLeft < MAX_SEATS;
  // The answer to a post, whichever it is, carries this id; the form posts to it, so a page without
  // JavaScript comes back scrolled to it and focused, and with JavaScript it is revealed here.
  const answerTarget = answerId("booking");
  const postTo = answerAnchor(`/events/${event.slug}`, "booking");
  useEffect(() => {
    const element = answer ? document.getElementById(answerTarget) : null;
    if (element) revealAnswer(element);
  }, [answer, answerTarget]);

  // With JavaScript: the post goes in the background, and the page it comes back as gives the answer.
  const onSubmit = (formEvent: FormEvent<HTMLFormElement>) => {
    if (!send) return;
    formEvent.preventDefault();
    if (submitting) return;
    const formData = submittedFormData(formEvent.currentTarget, (formEvent.nativeEvent as SubmitEvent).submitter);
    setSubmitting(true);
    send(postTo, formData)
      .then((next) => setData(next ?? { event, googleCalendarUrl, answer: { status: "error", fieldErrors: {}, formError: copy.failure, values: typedValues(formData) } }))
      .finally(() => setSubmitting(false));
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-lg">
        <a href="/events" className="font-semibold text-brand-800 underline underline-offset-4">
          {copy.back}
        </a>
      </p>
      <p className="mt-4 text-lg font-semibold text-brand-800">{event.category}</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{event.title}</h1>
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
        {event.price > 0 ? (
          <>
            <dt className="font-bold">{bookingPaymentsCopy.priceLabel}</dt>
            <dd className="font-semibold">{bookingPaymentsCopy.perPerson(event.price)}</dd>
          </>
        ) : null}
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

      {answer?.status === "received" ? (
        <BookingReceived answer={answer} id={answerTarget} />
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
            <FewerPlacesLeft answer={fewer} id={answerTarget} postTo={postTo} onSubmit={onSubmit} />
          ) : (
            <form method="post" action={postTo} noValidate onSubmit={onSubmit} className="mt-4 space-y-6">
              {refused?.formError ? <Alert id={answerTarget} tone="error" role="alert" heading={refused.formError} /> : null}
              <FormErrorSummary id={refused?.formError ? undefined : answerTarget} headingId="booking-errors-heading" heading={copy.form.errorHeading} intro={copy.form.errorIntro} errors={errorSummary(form, undefined, (name) => fieldBoxId(`${form.idPrefix}-${name}`))} autoFocus />
              <TextInput {...fieldProps(form, "name", { autoComplete: "name" })} />
              <TextInput {...fieldProps(form, "email", { type: "email", autoComplete: "email" })} />
              <TextInput {...fieldProps(form, "phone", { type: "tel", autoComplete: "tel" })} width="medium" />
              <CheckboxGroup {...choicesProps(form, "contactBy")} type="radio" options={contactByOptions} columns={3} />
              <Select
                {...fieldProps(form, "seats", { defaultValue: "" })}
                {...(few ? { hint: copy.form.seatsHint(event.placesLeft) } : {})}
                placeholder={copy.form.seatOption(1)}
                options={Array.from({ length: MAX_SEATS - 1 }, (_, i) => ({ value: String(i + 2), label: copy.form.seatOption(i + 2) }))}
              />
              <Honeypot id="booking-website" />
              <button type="submit" disabled={submitting} className={`${buttonBase} ${buttonClasses.primary} cursor-pointer`}>
                {submitting ? copy.form.submitting : full ? copy.form.submitWaiting : copy.form.submit}
              </button>
            </form>
          )}
        </section>
      ) : null}
    </article>
  );
}

/**
 * More places were asked for than are left (someone booked in between): nothing is
 * booked, and the visitor chooses, each choice a form that posts what they typed again: the places
 * that are left, or the waiting list for all they asked for.
 */
function FewerPlacesLeft({
  answer,
  id,
  postTo,
  onSubmit,
}: {
  answer: Extract<BookingAnswer, { status: "fewer" }>;
  id: string;
  postTo: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const words = copy.answers.fewer;
  const hidden = (seats: number) => (
    <>
      {(["name", "email", "phone", "contactBy"] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={answer.values[name] ?? ""} />
      ))}
      <input type="hidden" name="seats" value={String(seats)} />
    </>
  );
  return (
    <Alert id={id} tone="attention" role="alert" autoFocus heading={words.heading(answer.placesLeft)} className="mt-4">
      <p>{words.body(answer.seats, answer.placesLeft)}</p>
      <div className="mt-4 flex flex-col gap-5">
        <form method="post" action={postTo} onSubmit={onSubmit} className="space-y-2">
          {hidden(answer.placesLeft)}
          <button type="submit" className={`${buttonBase} ${buttonClasses.primary} cursor-pointer text-left`}>
            {words.bookLeft(answer.placesLeft)}
          </button>
          <p className="text-base text-ink-muted">{words.bookLeftNote}</p>
        </form>
        <form method="post" action={postTo} onSubmit={onSubmit} className="space-y-2">
          {hidden(answer.seats)}
          <input type="hidden" name={WHEN_FEWER_FIELD} value="waitlist" />
          <button type="submit" className={`${buttonBase} ${buttonClasses.secondary} cursor-pointer text-left`}>
            {words.waitAll(answer.seats)}
          </button>
          <p className="text-base text-ink-muted">{words.waitAllNote(answer.seats)}</p>
        </form>
      </div>
    </Alert>
  );
}
