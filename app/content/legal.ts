// The privacy policy and terms of service. The privacy policy must stay true to what the site does:
// if a form gains a field, the data moves, or a new cookie appears, change this text in the same commit
// (the lists of the contact, booking, membership and volunteer forms are made from the forms' own
// words, each field's `privacy` words or its label, so they cannot fall behind).
import { site } from "#app/core/site.ts";
import { membershipTypes } from "#app/core/form-options.ts";
import { startingPrices, type CurrentPrices } from "#app/core/fees.ts";
import { rupees } from "#app/core/money.ts";
import { privacyWordsOf } from "./form-words/common.ts";
import { contactCopy } from "./form-words/contact.ts";
import { bookingFormCopy } from "./form-words/event.ts";
import { memberCopy } from "./form-words/member.ts";
import { volunteerCopy } from "./form-words/volunteer.ts";
import type { LegalDocument } from "./shapes/legal.ts";

/**
 * The spec's date for both documents. Kept as the version date of this text; change it whenever
 * the wording changes in substance.
 */
export const legalLastUpdated = "January 2024";

const contactLine = `write to ${site.email}, call ${site.phone.display}, or visit us at ${site.address.display}`;
const planList = (prices: CurrentPrices) => membershipTypes.map((t) => `${t.label} ${rupees(prices[t.value] ?? t.pricePerMonth)}`).join(", ");

export const legalLabels = {
  lastUpdated: "Last updated:",
  contents: "On this page",
} as const;

export const privacyPolicy: LegalDocument = {
  path: "/privacy",
  seo: {
    title: "Privacy Policy",
    description: `What ${site.brand} collects through its forms, who sees it, how long we keep it and how to have it erased. No tracking, no advertising cookies.`,
    keywords: ["privacy policy", "senior community data protection", "what we collect", "erase my data", "cookies"],
  },
  hero: { title: "Privacy Policy" },
  lastUpdated: legalLastUpdated,
  intro: [
    `${site.brand} (part of ${site.parentBrand}) runs this website. We collect only what we need to answer you, to welcome new members and volunteers, and to send our newsletter to those who ask for it.`,
    "This page explains, in plain words, exactly what we collect, where it goes, who sees it, how long we keep it and how you can have it removed.",
  ],
  sections: [
    {
      id: "what-we-collect",
      heading: "What we collect",
      blocks: [
        { kind: "paragraph", text: "We only receive what you type into one of our forms. Reading the website does not require you to give us anything." },
        { kind: "subheading", text: "Contact form" },
        { kind: "list", items: privacyWordsOf(contactCopy.fields) },
        { kind: "subheading", text: "Newsletter sign-up" },
        {
          kind: "list",
          items: [
            "E-mail address",
            "The page where you signed up",
            "When you confirmed your address by pressing the button behind the link in our first e-mail, and when you unsubscribed",
            "A private key, known only to your inbox, that makes the confirm and unsubscribe links in our e-mails work",
          ],
        },
        { kind: "subheading", text: "Event booking" },
        { kind: "list", items: privacyWordsOf(bookingFormCopy.fields) },
        { kind: "subheading", text: "Membership application" },
        { kind: "list", items: privacyWordsOf(memberCopy.fields) },
        { kind: "subheading", text: "Volunteer application" },
        { kind: "list", items: privacyWordsOf(volunteerCopy.fields) },
        { kind: "paragraph", text: "With every form we also keep the date and time it arrived, the reference number we show you, and its progress (for example, new, pending or resolved)." },
        {
          kind: "paragraph",
          text: "To keep out automated spam, the server counts how many forms arrive from each internet address over a few minutes. It keeps this count in memory only and does not store it with your details.",
        },
      ],
    },
    {
      id: "why",
      heading: "Why we collect it",
      blocks: [
        {
          kind: "list",
          items: [
            "To answer your message or call you back.",
            "To welcome you as a member: to plan activities that suit you, and to keep you safe (that is why we ask for an emergency contact and, if you wish, medical conditions).",
            "To consider you as a volunteer. We ask about a background check because volunteers spend time with older people.",
            "To send the newsletter, only to those who have asked for it and confirmed their address from the e-mail we send. Each issue says why you are getting it and has a link to stop it.",
            "To keep your place at an event, send you its details and a reminder the day before, and tell you if anything changes.",
            "To reach you the way you chose: by e-mail, by WhatsApp or by a phone call. We use your answer only to send you what we would otherwise e-mail (your booking, a change to it, a message about the event, a fee reminder or a receipt), never for advertising.",
          ],
        },
        {
          kind: "paragraph",
          text: "If you chose WhatsApp, or gave us no e-mail address, one of our coordinators sends you that message from their own WhatsApp, or rings you. WhatsApp, a service of Meta, then carries the message and keeps it under its own privacy policy. Our console records which coordinator prepared a message for you and when, not what it said. You can change your choice at any time: on your member page, by calling us, or by telling the coordinator.",
        },
        { kind: "paragraph", text: "We never sell your details, never use them for advertising and never share them with other organisations for their own purposes." },
      ],
    },
    {
      id: "where-stored",
      heading: "Where it is kept",
      blocks: [
        { kind: "paragraph", text: "Everything you send is stored in our own database (PostgreSQL) on the server that runs this website. It is not kept in a third-party form service or a marketing tool." },
        {
          kind: "paragraph",
          text: "When a form arrives, the server sends an e-mail about it to our one office mailbox, so that a coordinator can reply quickly. It may also send you an e-mail confirming that we received your form, with your reference number. These e-mails are delivered through the e-mail service the website is set up with.",
        },
        { kind: "paragraph", text: "We use no analytics, advertising or tracking services on this website." },
      ],
    },
    {
      id: "who-sees-it",
      heading: "Who can see it",
      blocks: [
        {
          kind: "paragraph",
          text: "Only our coordinators. They read the office mailbox and sign in to a private console on this website, where they can see the forms that have arrived and the bookings for our events, and note their progress. Only the coordinators in charge can download records or erase them, and every change made in the console is logged with who made it and when.",
        },
        {
          kind: "paragraph",
          text: "If you become a member, the staff who run your activities are told what they need to look after you, such as your emergency contact and any medical conditions you chose to share. We pass on details to others only if you ask us to, or if the law requires it.",
        },
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      blocks: [
        {
          kind: "list",
          items: [
            "Enquiries: as long as it takes to answer you and deal with any follow-up.",
            "Membership and volunteer applications: for as long as you are a member or volunteer. Applications that do not go ahead are erased.",
            "Newsletter: until you unsubscribe. An address that is never confirmed gets one reminder and is deleted 30 days after the sign-up.",
            "Event bookings: with the event's records, so that we know who is coming and who came.",
            "Membership fees: the receipt for every payment (your name, member number, the amount, how and when you paid), as long as the law asks us to keep our accounts, even after you leave.",
          ],
        },
        {
          kind: "paragraph",
          text: "Records do not disappear on their own: our coordinator erases them. We review what we hold at least once a year and erase whatever is no longer needed, together with the e-mails about it.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Seeing, correcting or erasing your details",
      blocks: [
        { kind: "paragraph", text: `You can ask to see what we hold about you, to correct it, or to have it erased. To do so, ${contactLine}. Please give your reference number if you have it.` },
        {
          kind: "paragraph",
          text: "When you ask to be erased, a coordinator in charge finds everything we hold about you in one place (by your e-mail address, phone number, name or reference number) and erases it in one step: your enquiries, applications and newsletter subscription, and your event bookings, past and cancelled ones too. With them go the e-mails about them stored on the server, and the traces a database keeps of deleted entries. A booking of yours stays only as a number of places taken at that event, without your name, e-mail address or phone number. If you were a member, the receipts for your membership fees stay, with your name, member number and the amounts only, because they are the community's accounts, which we must keep; your contact details, your personal membership link and the e-mails to you go. Our log keeps only a note that an erasure was made, by whom and when, not whose it was.",
        },
        {
          kind: "paragraph",
          text: "Two kinds of copies are outside that step. E-mails already delivered, to our office mailbox and the confirmations in your own, are outside the website's reach: our coordinator deletes ours by hand, and yours are yours to keep or delete. And our backups: each night a copy of the database is made and kept for a week, then replaced. A backup made before your erasure still holds your details until it is replaced, so a week after we erase you, no copy is left. If we ever had to restore an older backup, we would erase you again. We let you know when the erasure is done, normally within a week. To stop the newsletter, use the unsubscribe link at the bottom of any issue (one click is enough), or tell us the same way.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and what your browser keeps",
      blocks: [
        {
          kind: "paragraph",
          text: "The public pages of this website set no cookies. The only cookies the site uses are those of the coordinators' private console, set only when a coordinator signs in: one that keeps them signed in, and one that remembers their computer or phone so it needs no code next time.",
        },
        {
          kind: "paragraph",
          text: "If you change the text size, your choice is remembered in your own browser so the next page uses it. It stays on your device and is never sent to us.",
        },
      ],
    },
    {
      id: "other-services",
      heading: "Maps, videos and chat",
      blocks: [
        {
          kind: "paragraph",
          text: "Our pages load nothing from other websites. A map (from OpenStreetMap) or a video (from YouTube, in its privacy-enhanced mode) loads only when you press its button. At that moment the service receives your internet address, as with any website you visit, and its own privacy policy applies.",
        },
        { kind: "paragraph", text: "The chat links open WhatsApp. What you write there is handled by WhatsApp under its own terms." },
      ],
    },
    {
      id: "security",
      heading: "Keeping it safe",
      blocks: [
        {
          kind: "paragraph",
          text: "The console is protected by a password, which is stored only in scrambled (hashed) form, and repeated wrong attempts are blocked. A computer or phone a coordinator has not used before must also be confirmed with a code sent to their e-mail. Changes the coordinators make are logged. We ask only for what we need, so there is less to protect.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [{ kind: "paragraph", text: `If we change what we collect or how we use it, we will update this page and the date at the top. Questions about privacy are always welcome: ${contactLine}.` }],
    },
  ],
};

/** The terms, with the plans' prices of this month. */
export const termsOfServiceAt = (prices: CurrentPrices): LegalDocument => ({
  path: "/terms",
  seo: {
    title: "Terms of Service",
    description: `The terms for using the ${site.brand} website and for membership, payment, cancellation, outings and conduct, in plain words.`,
    keywords: ["terms of service", "membership terms", "cancellation policy", "senior community rules", "outing safety"],
  },
  hero: { title: "Terms of Service" },
  lastUpdated: legalLastUpdated,
  intro: [
    `These terms explain how membership of ${site.brand} works and what we ask of everyone who takes part. We have kept them short and plain. If anything is unclear, please ask us before you join.`,
  ],
  sections: [
    {
      id: "about",
      heading: "Who we are",
      blocks: [
        { kind: "paragraph", text: `${site.brand} is a community for older people in Bangalore and part of ${site.parentBrand}. Our centre is in ${site.address.display}.` },
      ],
    },
    {
      id: "website",
      heading: "Using this website",
      blocks: [
        {
          kind: "paragraph",
          text: "The information on this website is general. Health tips and articles are not medical advice: please speak to your doctor about your own health. We try to keep timetables and prices up to date, and the details we confirm with you directly are the ones that count.",
        },
        { kind: "paragraph", text: "Please give true details in our forms, and do not use the forms to send advertising or anything harmful." },
      ],
    },
    {
      id: "membership",
      heading: "Membership",
      blocks: [
        {
          kind: "list",
          items: [
            `Membership is open to anyone aged ${site.eligibleAge} or over.`,
            `Applying online does not make you a member yet. A coordinator calls you within ${site.replyWithinHours.application} hours, and your membership starts once we have met and agreed your plan.`,
            `Our monthly plans are: ${planList(prices)} a month. The Family plan covers two members of the same household.`,
            "Your membership is personal: it cannot be passed to someone else.",
          ],
        },
      ],
    },
    {
      id: "payments",
      heading: "Fees and payment",
      blocks: [
        {
          kind: "list",
          items: [
            "Fees are paid monthly, at the start of each month.",
            "We accept cash, bank transfer, UPI and cheque, and we can set up a recurring payment for you.",
            "We give a receipt for every payment.",
            "Day trips and some special events have their own price, which we tell you before you book.",
            "If we change a fee, we tell members at least one month in advance.",
          ],
        },
      ],
    },
    {
      id: "cancellations",
      heading: "Changing or cancelling",
      blocks: [
        {
          kind: "list",
          items: [
            "You can change your plan or end your membership at any time, at no charge. Tell us by phone, by e-mail or at the centre; the change starts from your next month.",
            "The fee for a month that has already begun is not refunded, and you remain welcome for the rest of that month.",
            "If you cancel a booked outing at least 48 hours before it leaves, we refund its price in full.",
            "If we have to cancel an activity or outing, we tell you as early as we can and refund anything you paid for it.",
          ],
        },
      ],
    },
    {
      id: "taking-part-safely",
      heading: "Taking part safely",
      blocks: [
        {
          kind: "list",
          items: [
            "Please tell us about any health condition that could affect you during an activity, and check with your doctor before starting new exercise.",
            "Keep your emergency contact details up to date with us.",
            "Do only what feels comfortable. Instructors may suggest a gentler version of an exercise or ask you to rest; please follow their advice.",
            "On outings, stay with the group, follow the guide's directions and tell a staff member before you leave the group for any reason. We plan rest stops every one to two hours.",
            "Bring any medicines you need, and take care of your own valuables.",
          ],
        },
      ],
    },
    {
      id: "conduct",
      heading: "Looking after each other",
      blocks: [
        {
          kind: "paragraph",
          text: "Our community works because people treat each other with kindness and respect. We do not accept rudeness, harassment, discrimination of any kind, or coming to activities under the influence of alcohol.",
        },
        {
          kind: "paragraph",
          text: "If someone's behaviour puts others at risk or makes them unhappy, we will talk with them first. If it continues, we may ask them to leave an activity or end their membership, and refund any fee paid for the months that follow.",
        },
      ],
    },
    {
      id: "volunteers",
      heading: "Volunteers",
      blocks: [
        {
          kind: "paragraph",
          text: "Volunteers give their time freely and are not employees. Every volunteer agrees to a background check before working with members, follows the guidance of our staff and keeps what they learn about members private.",
        },
      ],
    },
    {
      id: "photos",
      heading: "Photographs",
      blocks: [
        {
          kind: "paragraph",
          text: "We sometimes take photographs at activities and events. We ask before we use a photograph in which you can be recognised on this website or elsewhere, and we remove it if you change your mind.",
        },
      ],
    },
    {
      id: "responsibility",
      heading: "Our responsibility",
      blocks: [
        {
          kind: "paragraph",
          text: "We take reasonable care to run every activity and outing safely, and we are responsible for harm caused by our own carelessness. We are not responsible for losses we could not reasonably have prevented, such as belongings left unattended, or harm that comes from a health condition we were not told about.",
        },
        { kind: "paragraph", text: "Nothing in these terms takes away the rights you have under Indian law." },
      ],
    },
    {
      id: "changes",
      heading: "Changes and questions",
      blocks: [
        {
          kind: "paragraph",
          text: `If we change these terms, we update this page and the date at the top and tell members about important changes. Questions are always welcome: ${contactLine}.`,
        },
      ],
    },
  ],
});

/** The terms with the prices the site started with (tests, and where the database is not read). */
export const termsOfService: LegalDocument = termsOfServiceAt(startingPrices);
