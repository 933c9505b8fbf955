// The /offerings page: the spec's five programmes with their schedules, group sizes and durations
// (section 9), the four value cards and the care list. Each programme links to its offering page.
import type { OfferingsPage } from "#app/content/shapes/offerings.ts";
import { site } from "#app/core/site.ts";
import { drawing } from "./illustrations.ts";

export const offeringsPage: OfferingsPage = {
  path: "/offerings",
  seo: {
    title: "Our Offerings: Programmes for Seniors",
    description:
      "Engagement activities, experiential tours, online knowledge sharing, online training and customised events for seniors in Bangalore, with schedules and group sizes.",
    keywords: [
      "senior programmes Bangalore",
      "activities for elderly",
      "day tours for seniors",
      "online classes for seniors",
      "custom events for elders",
    ],
  },
  hero: {
    title: "Our Offerings",
    intro: "Five kinds of programme, each with a clear timetable, a comfortable group size and staff who know how to make older adults feel at ease. Try any of them before you decide.",
    actions: [
      { label: "Talk to Us", href: "/contact" },
      { label: "See Upcoming Events", href: "/events", variant: "secondary" },
    ],
  },
  programmes: {
    id: "programmes",
    title: "Our programmes",
    items: [
      {
        id: "engagement-activities",
        title: "Engagement Activities",
        subtitle: "Weekday mornings that keep body and mind busy",
        description:
          "Each morning brings a different mix of gentle yoga, light exercise, memory games, music, crafts and conversation. Sessions are led by trained instructors and every activity has a seated option.",
        detailedFeatures: [
          { category: "Movement", items: ["Gentle yoga and stretching", "Chair exercises", "Balance practice"] },
          { category: "Mind", items: ["Memory and word games", "Quizzes and puzzles", "Reading circle"] },
          { category: "Creativity", items: ["Music and singing", "Arts and crafts", "Storytelling"] },
        ],
        benefits: [
          "Better strength, balance and flexibility",
          "A sharper memory and a brighter mood",
          "Friendships that carry on outside the centre",
          "A reason to get up and out every morning",
        ],
        schedule: "Monday to Friday, 10:00 AM to 12:00 PM",
        duration: "2 hours",
        groupSize: "8 to 12 participants",
        link: "/offerings/health-wellness",
        scheduleLink: "/offerings/health-wellness#programmes",
        image: drawing("interest-groups"),
      },
      {
        id: "experiential-tours",
        title: "Experiential Tours",
        subtitle: "Day trips around Bangalore at a comfortable pace",
        description:
          "Temples, gardens, museums and heritage sites, visited in a small group with an escort, comfortable transport, regular rest stops and a good meal. We handle the tickets and the planning; you enjoy the day.",
        detailedFeatures: [
          { category: "Destinations", items: ["Temples and places of worship", "Gardens and lakes", "Palaces, forts and museums"] },
          { category: "Comfort", items: ["Air-conditioned transport", "Rest stops every 1 to 2 hours", "Wheelchair help on request"] },
          { category: "Care", items: ["A trained escort on every trip", "First-aid kit and emergency contacts", "Meals suited to senior diets"] },
        ],
        benefits: [
          "New places and fresh air without the worry of planning",
          "Gentle walking that builds stamina",
          "Shared memories with friends",
          "Confidence to travel again",
        ],
        schedule: "Twice a week, 9:00 AM to 4:00 PM",
        duration: "7 hours, with rest breaks",
        groupSize: "6 to 10 participants",
        link: "/offerings/leisure-outings",
        scheduleLink: "/offerings/leisure-outings#tour-categories",
        image: drawing("day-trip"),
      },
      {
        id: "online-knowledge-sharing",
        title: "Online Knowledge Sharing",
        subtitle: "An afternoon hour of talks and conversation, from home",
        description:
          "Every afternoon members and guest speakers meet on a video call to share what they know: health talks, gardening, history, recipes, travel stories and more. Ideal for days when going out is difficult.",
        detailedFeatures: [
          { category: "Topics", items: ["Health and nutrition talks", "Hobbies and skills", "History, culture and travel"] },
          { category: "Format", items: ["A 40-minute talk", "Questions and discussion", "Members can present too"] },
          { category: "Support", items: ["Help to join the call the first time", "Large, clear slides", "Notes shared afterwards"] },
        ],
        benefits: [
          "Company and conversation without leaving home",
          "Something new to learn every day",
          "A chance to pass on a lifetime of experience",
        ],
        schedule: "Every day, 3:00 PM to 4:00 PM",
        duration: "1 hour",
        groupSize: "15 to 20 participants",
        link: "/offerings/technology",
        scheduleLink: "/offerings/technology#courses",
        image: drawing("knowledge-sharing"),
      },
      {
        id: "online-training",
        title: "Online Training",
        subtitle: "Confidence with phones, video calls and online services",
        description:
          "Small, patient classes that start from the very beginning: using a smartphone, calling family on video, paying bills and booking tickets online, and spotting scams before they cost you anything.",
        detailedFeatures: [
          { category: "Courses", items: ["Smartphone basics", "Video calling", "Online services and shopping", "Digital safety and security"] },
          { category: "Teaching", items: ["Step-by-step printed guides", "Practice on your own phone", "Repeat any lesson free"] },
        ],
        benefits: [
          "Stay in touch with children and grandchildren",
          "Handle everyday tasks without waiting for help",
          "Know how to stay safe from online fraud",
        ],
        schedule: "Three times a week, 11:00 AM to 12:30 PM",
        duration: "1.5 hours",
        groupSize: "4 to 6 participants",
        link: "/offerings/technology",
        scheduleLink: "/offerings/technology#courses",
        image: drawing("training"),
      },
      {
        id: "customised-events",
        title: "Customised Events",
        subtitle: "Celebrations and gatherings planned around you",
        description:
          "A milestone birthday, an anniversary, a festival with friends or a club for a shared interest: tell us what you have in mind and we plan it with you, with senior-friendly seating, food and timing.",
        detailedFeatures: [
          { category: "Occasions", items: ["Birthdays and anniversaries", "Festival celebrations", "Interest groups and clubs"] },
          { category: "We arrange", items: ["Venue and decoration", "Food for every diet", "Music, games and entertainment"] },
        ],
        benefits: [
          "Celebrations without the stress of organising them",
          "Family and friends brought together",
          "Every detail suited to older guests",
        ],
        schedule: "By booking, on a date that suits you",
        duration: "Planned with you",
        groupSize: "Any size, from a small circle to a large gathering",
        link: "/offerings/custom-engagements",
        scheduleLink: "/offerings/custom-engagements#planning-process",
        image: drawing("custom-event"),
      },
    ],
  },
  values: {
    id: "our-promise",
    title: "What you can count on",
    items: [
      {
        title: "Safety First",
        description: "Accessible rooms, trained staff, first aid at hand and emergency contacts on file for every member.",
      },
      {
        title: "Compassionate Care",
        description: "Instructors who are patient, never rush anyone and adapt each activity to what you can comfortably do.",
      },
      {
        title: "Flexible Timing",
        description: "Morning, afternoon and evening sessions, online options, and no pressure to attend every day.",
      },
      {
        title: "Quality Programs",
        description: "Programmes planned with health professionals and improved every season using members' feedback.",
      },
    ],
  },
  care: {
    id: "complete-care",
    title: "Complete Care and Support",
    intro: "Around every programme we look after the details that make older adults and their families feel secure.",
    items: [
      "A free first health assessment before you join an exercise programme",
      "Emergency contacts and health notes kept on file and to hand",
      "Staff trained in first aid at every session and on every trip",
      "Seating, rest breaks and water available throughout",
      "Help with transport to and from the centre on request",
      "Regular updates to family members who ask for them",
      "Diet-aware snacks and meals for diabetic and low-salt needs",
      "A friendly phone call when a regular member misses a few days",
    ],
  },
  cta: {
    title: "Not sure where to start?",
    text: `Tell us a little about yourself or your parent and we will suggest a programme to try. Call ${site.phone.display} or send us a message; we reply within ${site.replyWithinHours.contact} hours.`,
    actions: [
      { label: "Contact Us", href: "/contact", variant: "light" },
      { label: "View Upcoming Events", href: "/events", variant: "light" },
    ],
  },
};
