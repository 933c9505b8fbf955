// /offerings/technology: the four technology courses (1.5-hour lessons, 4 to 6 learners, repeat
// lessons free: spec section 9), additional services, benefits, learning tips and why it works.
import type { OfferingPage } from "#app/content/shapes/offerings.ts";
import { contactLink, programmeSessionsLink } from "#app/core/links.ts";
import { drawing } from "../illustrations.ts";

const path = "/offerings/technology";
// A programme's button leads to its next sessions in the calendar (or to an enquiry about it when
// none is scheduled); membership, which the programmes need in the end, is the quieter link beside it.
const enrol = (id: string, programme: string) => ({ label: "Enroll in This Course", href: programmeSessionsLink(path, id), context: programme });
const member = (programme: string) => ({ label: "Become a Member", href: "/join-us", variant: "secondary" as const, context: programme });

export const technology: OfferingPage = {
  path,
  eventCategory: "technology",
  seo: {
    title: "Technology Tutoring for Seniors",
    description:
      "Patient smartphone, video calling, online services and digital safety classes for seniors in Bangalore: 1.5-hour lessons, 4 to 6 learners, repeat lessons free.",
    keywords: ["smartphone classes for seniors", "technology training elderly Bangalore", "video calling help", "online safety for seniors", "digital literacy"],
  },
  hero: {
    title: "Technology Tutoring",
    intro: "Learn to use your phone with confidence: call family on video, pay bills, book a cab and stay safe from scams. Our teachers go at your pace and never make you feel rushed.",
    actions: [
      { label: "See the Courses", href: "/offerings/technology#courses" },
      { label: "Schedule Free Demo", href: contactLink("technology", "a free demo class"), variant: "secondary" },
    ],
  },
  blocks: [
    {
      kind: "badges",
      id: "class-facts",
      title: "How our classes work",
      items: [
        { title: "1.5-hour lessons", description: "Long enough to practise, short enough to enjoy" },
        { title: "4 to 6 learners", description: "Every learner gets personal help" },
        { title: "Repeat lessons free", description: "Come back to any lesson as often as you like" },
        { title: "Your own phone", description: "Practise on the device you use every day" },
      ],
    },
    {
      kind: "programmes",
      id: "courses",
      title: "Our courses",
      intro: "Start with Smartphone Basics if you are new, or pick the course that solves the problem in front of you.",
      items: [
        {
          id: "smartphone-basics",
          title: "Smartphone Basics",
          schedule: "Monday, Wednesday and Friday, 11:00 AM to 12:30 PM",
          duration: "1.5 hours per lesson",
          groupSize: "4 to 6 learners",
          description:
            "Switching on, charging, making calls, saving contacts, sending messages and photos, making the text bigger and the ringtone louder.",
          benefitsTitle: "You will learn to",
          benefits: ["Call and message family and friends", "Take, find and share photos", "Adjust text size and volume", "Keep your phone charged and up to date"],
          image: drawing("smartphone"),
          action: enrol("smartphone-basics", "Smartphone Basics"),
          also: member("Smartphone Basics"),
        },
        {
          id: "video-calling",
          title: "Video Calling",
          schedule: "Tuesday, Thursday and Saturday, 11:00 AM to 12:30 PM",
          duration: "1.5 hours per lesson",
          groupSize: "4 to 6 learners",
          description:
            "Face-to-face calls with children and grandchildren wherever they live: one-to-one and group calls, joining a meeting from a link, and fixing sound and camera problems.",
          benefitsTitle: "You will learn to",
          benefits: ["Make and answer video calls", "Join family group calls", "Join an online class or meeting from a link", "Solve the usual sound and picture problems"],
          image: drawing("video-call"),
          action: enrol("video-calling", "Video Calling"),
          also: member("Video Calling"),
        },
        {
          id: "online-services-shopping",
          title: "Online Services & Shopping",
          schedule: "Monday, Wednesday and Friday, 11:00 AM to 12:30 PM",
          duration: "1.5 hours per lesson",
          groupSize: "4 to 6 learners",
          description:
            "Paying bills and sending money with UPI, ordering groceries and medicines, booking cabs, trains and doctor appointments, all with step-by-step practice.",
          benefitsTitle: "You will learn to",
          benefits: ["Pay electricity, water and phone bills", "Use UPI safely", "Order groceries and medicines", "Book cabs, tickets and appointments"],
          image: drawing("online-services"),
          action: enrol("online-services-shopping", "Online Services & Shopping"),
          also: member("Online Services & Shopping"),
        },
        {
          id: "digital-safety-security",
          title: "Digital Safety & Security",
          schedule: "Tuesday, Thursday and Saturday, 11:00 AM to 12:30 PM",
          duration: "1.5 hours per lesson",
          groupSize: "4 to 6 learners",
          description:
            "How fraudsters try to trick people by phone, message and e-mail, how to make strong passwords, and what to do straight away if something goes wrong.",
          benefitsTitle: "You will learn to",
          benefits: ["Recognise fake calls, messages and links", "Never share an OTP or PIN", "Create and remember strong passwords", "Report fraud and block your cards quickly"],
          image: drawing("digital-safety"),
          action: enrol("digital-safety-security", "Digital Safety & Security"),
          also: member("Digital Safety & Security"),
        },
      ],
    },
    {
      kind: "cards",
      id: "additional-services",
      title: "Additional Digital Services",
      items: [
        {
          title: "One-to-one help",
          description: "A private session with a tutor for a problem that needs more time, or for learners who prefer to learn alone.",
        },
        {
          title: "New phone set-up",
          description: "Bring your new phone and we help move your contacts and photos, set up the apps you need and make everything easy to read.",
        },
        {
          title: "Weekly help desk",
          description: "Drop in with any question about your phone, tablet or computer and a volunteer will sort it out with you.",
        },
        {
          title: "Online knowledge sharing",
          description: "Put your new skills to use: join our daily online talk from 3:00 PM to 4:00 PM with 15 to 20 other members.",
        },
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      title: "Benefits of Digital Literacy",
      items: [
        { title: "Closer to family", description: "See and talk to children and grandchildren whenever you like, however far away they live." },
        { title: "More independence", description: "Pay bills, book tickets and order what you need yourself, without waiting for someone to help." },
        { title: "Safer every day", description: "Knowing how scams work is the best protection against them." },
        { title: "An active mind", description: "Learning something new keeps the brain working and builds confidence." },
      ],
    },
    {
      kind: "checklist",
      id: "learning-tips",
      title: "Tips for learning technology",
      style: "tips",
      items: [
        "Learn one thing at a time and practise it until it feels easy.",
        "Write the steps down in your own words, in a notebook kept near your phone.",
        "Practise for ten minutes every day rather than an hour once a week.",
        "Make the text and icons bigger before you start: it makes everything easier.",
        "Keep your phone charged and connected to Wi-Fi during practice.",
        "Ask the same question as many times as you need. That is what we are here for.",
        "Practise on a family member: send them a message or a photo every day.",
        "When something looks wrong, stop and ask before you tap. Pressing Back is always safe.",
      ],
    },
    {
      kind: "checklist",
      id: "what-makes-it-special",
      title: "What makes our training special",
      style: "checks",
      items: [
        "Teachers who are patient and explain without jargon",
        "At most 4 to 6 learners in a class",
        "Lessons of 1.5 hours, with time to practise",
        "Repeat any lesson free, as often as you like",
        "Learn on your own phone, not a borrowed one",
        "Printed, large-type notes to take home",
        "A free demo class before you decide",
        "Safety from scams taught in every course",
        "Help in English, Kannada and Hindi",
        "Volunteers on hand to help one-to-one",
        "A weekly help desk for questions after the course",
        "Friendly classmates learning the same things",
      ],
    },
    {
      kind: "cta",
      id: "start",
      title: "It is never too late to learn",
      text: "Come to a free demo class and see how easy it can be. Bring your phone and a question you would like answered.",
      actions: [
        { label: "Start Learning Today", href: "/join-us", variant: "light" },
        { label: "Schedule Free Demo", href: contactLink("technology", "a free demo class"), variant: "light" },
      ],
    },
  ],
};
