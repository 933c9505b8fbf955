// /offerings/health-wellness: the four wellness programmes with the spec's schedules (section 9),
// additional services, daily tips and the why-choose list.
import type { OfferingPage } from "#app/content/shapes/offerings.ts";
import { contactLink, programmeSessionsLink } from "#app/core/links.ts";
import { drawing } from "../illustrations.ts";

const path = "/offerings/health-wellness";
// A programme's button leads to its next sessions in the calendar (or to an enquiry about it when
// none is scheduled); membership, which the programmes need in the end, is the quieter link beside it.
const join = (id: string, programme: string) => ({ label: "Join This Program", href: programmeSessionsLink(path, id), context: programme });
const member = (programme: string) => ({ label: "Become a Member", href: "/join-us", variant: "secondary" as const, context: programme });

export const healthWellness: OfferingPage = {
  path,
  eventCategory: "wellness",
  seo: {
    title: "Health & Wellness Programmes for Seniors",
    description:
      "Gentle yoga, meditation, health monitoring and group exercise for seniors in Bangalore, with a free first health assessment and small, friendly groups.",
    keywords: ["senior yoga Bangalore", "meditation for seniors", "health check-ups for elderly", "exercise for seniors", "fall prevention"],
  },
  hero: {
    title: "Health & Wellness",
    intro: "Move a little every day, breathe easier and keep an eye on your health, with instructors who understand older bodies and never push you further than is comfortable.",
    actions: [
      { label: "See the Programmes", href: "/offerings/health-wellness#programmes" },
      { label: "Book Health Assessment", href: contactLink("health", "the free initial health assessment"), variant: "secondary" },
    ],
  },
  blocks: [
    {
      kind: "badges",
      id: "at-a-glance",
      title: "At a glance",
      items: [
        { title: "Trained instructors", description: "Certified in yoga and senior fitness" },
        { title: "Free health assessment", description: "Before you start any programme" },
        { title: "Small groups", description: "Personal attention in every session" },
        { title: "Every ability welcome", description: "Seated options for each exercise" },
      ],
    },
    {
      kind: "programmes",
      id: "programmes",
      title: "Our wellness programmes",
      intro: "Come to one or all four. Each session starts with a short check on how everyone is feeling today.",
      items: [
        {
          id: "gentle-yoga",
          title: "Gentle Yoga",
          schedule: "Monday, Wednesday and Friday, 8:00 AM to 9:00 AM",
          duration: "1 hour",
          description:
            "Slow stretches, simple standing and seated postures and calm breathing, using chairs, blocks and straps so that everyone can take part safely.",
          benefitsTitle: "Key benefits",
          benefits: ["Easier movement in stiff joints", "Better balance and posture", "Deeper, calmer breathing", "Better sleep"],
          image: drawing("yoga"),
          action: join("gentle-yoga", "Gentle Yoga"),
          also: member("Gentle Yoga"),
        },
        {
          id: "meditation",
          title: "Meditation",
          schedule: "Every day, 7:00 AM to 7:30 AM and 6:00 PM to 6:30 PM",
          duration: "30 minutes",
          description:
            "Guided relaxation, breath awareness and quiet reflection in a peaceful room. Choose the morning or the evening sitting, or come to both.",
          benefitsTitle: "Key benefits",
          benefits: ["Less worry and stress", "Better focus and memory", "A calmer, more patient mind", "A peaceful start or end to the day"],
          image: drawing("meditation"),
          action: join("meditation", "Meditation"),
          also: member("Meditation"),
        },
        {
          id: "health-monitoring",
          title: "Health Monitoring",
          schedule: "Tuesday and Thursday, 10:00 AM to 12:00 PM",
          duration: "2 hours",
          description:
            "Regular checks of blood pressure, blood sugar, weight and oxygen level, recorded in your own health card so that changes are spotted early and shared with your doctor.",
          benefitsTitle: "Key benefits",
          benefits: ["Early warning of health changes", "A clear record to take to your doctor", "Reassurance for you and your family", "Advice on next steps when needed"],
          image: drawing("health-check"),
          action: join("health-monitoring", "Health Monitoring"),
          also: member("Health Monitoring"),
        },
        {
          id: "group-exercise",
          title: "Group Exercise",
          schedule: "Tuesday, Thursday and Saturday, 5:00 PM to 6:00 PM",
          duration: "1 hour",
          description:
            "Light aerobics, strength work with bands and light weights, and balance games to music, in a cheerful evening group that keeps you coming back.",
          benefitsTitle: "Key benefits",
          benefits: ["Stronger muscles and bones", "Fewer falls thanks to better balance", "More energy through the day", "Fun and friendship"],
          image: drawing("exercise"),
          action: join("group-exercise", "Group Exercise"),
          also: member("Group Exercise"),
        },
      ],
    },
    {
      kind: "cards",
      id: "additional-services",
      title: "Additional Health Services",
      intro: "By appointment, for members who need a little more support.",
      items: [
        {
          title: "Physiotherapy",
          description: "One-to-one sessions with a qualified physiotherapist for joint pain, recovery after surgery or an injury, and mobility.",
        },
        {
          title: "Nutrition Counseling",
          description: "Practical advice on eating well for your age and health conditions, with simple meal plans that suit Indian kitchens.",
        },
        {
          title: "Mental Health Support",
          description: "A kind ear and professional counselling for loneliness, grief, worry or low mood, in complete confidence.",
        },
        {
          title: "Fall Prevention",
          description: "A balance and strength check, a home safety checklist and exercises that lower your risk of a fall.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "daily-health-tips",
      title: "Daily Health Tips",
      intro: "Small habits that add up. Our instructors share one of these at every session.",
      style: "tips",
      items: [
        "Drink a glass of water when you wake up, and keep a bottle nearby through the day.",
        "Walk for 20 to 30 minutes, at a pace where you can still talk comfortably.",
        "Stretch gently for a few minutes each morning before getting busy.",
        "Fill half your plate with vegetables, dal and fruit at every meal.",
        "Take your medicines at the same time every day, with a pill box to help you remember.",
        "Keep a regular bedtime and aim for seven hours of sleep.",
        "Call or meet a friend every day: good company is good medicine.",
        "Stand up and move for a few minutes after every hour of sitting.",
      ],
    },
    {
      kind: "checklist",
      id: "why-choose",
      title: "Why choose our wellness programmes",
      style: "checks",
      items: [
        "Instructors trained to work with older adults",
        "A free initial health assessment before you begin",
        "Small groups with personal attention",
        "A seated or gentler option for every exercise",
        "Routines adapted to arthritis, diabetes and heart conditions",
        "First aid and emergency contacts at every session",
        "Progress recorded in your own health card",
        "Morning and evening sessions to suit your day",
        "Calm, clean, accessible rooms with plenty of seating",
        "Family members welcome to watch or join in",
        "Regular reviews of your programme as your needs change",
        "A friendly group that notices when you are missing",
      ],
    },
    {
      kind: "cta",
      id: "start",
      title: "Take the first step today",
      text: "Every new member starts with a free health assessment, so we can suggest the programmes that suit you best.",
      actions: [
        { label: "Start Your Health Journey", href: "/join-us", variant: "light" },
        { label: "Book Health Assessment", href: contactLink("health", "the free initial health assessment"), variant: "light" },
      ],
    },
  ],
};
