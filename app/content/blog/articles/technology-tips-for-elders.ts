// Article: technology tips for elders (spec: 6 essential technologies with tips, 6 numbered steps,
// safety tips, popular apps).
import { contactLink } from "#app/core/links.ts";
import type { ArticleBody } from "#app/content/shapes/blog.ts";

export const article: ArticleBody = {
  slug: "technology-tips-for-elders",
  keywords: ["technology for seniors", "smartphone tips for elders", "video calls for grandparents", "UPI for seniors", "senior technology classes Bangalore"],
  intro:
    "A smartphone can bring your grandchildren's faces to your living room, pay the electricity bill without a queue and call a cab to the hospital. Learning it at 70 or 80 is entirely possible. The secret is to learn one thing at a time, at your own pace, with someone patient beside you. This guide shows where to start.",
  sections: [
    {
      id: "technologies",
      title: "6 essential technologies worth learning",
      blocks: [
        {
          kind: "paragraph",
          text: "You do not need to learn everything. These six cover most of what our members use every week. Start with the one that solves a problem you have today.",
        },
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "The smartphone itself",
              text: "Making calls, reading messages, taking photos and adjusting the screen so it is comfortable to read.",
              tip: { label: "Tip", text: "In Settings, raise the font size and display size. Bigger text reduces mistakes and eye strain." },
            },
            {
              title: "Video calling",
              text: "Seeing family and friends face to face, wherever they live, for the cost of your mobile data.",
              tip: { label: "Tip", text: "Ask a family member to add their contacts to your favourites, so a call is two taps away." },
            },
            {
              title: "Messaging apps",
              text: "Sending text, photos and voice notes to family and community groups.",
              tip: { label: "Tip", text: "If typing is slow, hold the microphone button and speak your message instead." },
            },
            {
              title: "UPI payments",
              text: "Paying shops, bills and people from your bank account by scanning a QR code or entering a phone number.",
              tip: { label: "Tip", text: "Your UPI PIN is only ever needed to send money, never to receive it." },
            },
            {
              title: "Health and telemedicine",
              text: "Booking appointments, consulting a doctor by video and keeping test reports on your phone.",
              tip: { label: "Tip", text: "Keep a photo of your current prescription on the phone to show at any pharmacy or clinic." },
            },
            {
              title: "Maps and cab booking",
              text: "Finding your way, checking how long a journey will take and booking an auto or cab to your door.",
              tip: { label: "Tip", text: "Share your live trip with a family member from within the cab app when travelling alone." },
            },
          ],
        },
      ],
    },
    {
      id: "getting-started",
      title: "Getting started in 6 steps",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Choose a phone that suits you",
              text: "A large screen, a loud speaker and a long-lasting battery matter more than the newest features. Buy from an authorised shop and keep the bill.",
            },
            {
              title: "Make the screen comfortable",
              text: "Increase the text size, turn up the brightness and switch on the vibration for calls. A family member can do this with you in ten minutes.",
            },
            {
              title: "Protect the phone with a screen lock",
              text: "Set a PIN or fingerprint lock, so nobody can open your apps if the phone is lost. Write the PIN somewhere safe at home, away from the phone.",
            },
            {
              title: "Save your important numbers",
              text: "Add family members, your doctor, the nearest hospital and an emergency contact. Many phones let you mark an emergency contact that can be reached from the lock screen.",
            },
            {
              title: "Learn one app at a time",
              text: "Master calls and messages first, then video calls, then payments. Practise each one daily for a week before moving on.",
            },
            {
              title: "Write it down and ask for help",
              text: "Keep a small notebook of the steps in your own words. Ask questions as often as you need: nobody learns a new skill in one lesson.",
            },
          ],
        },
      ],
    },
    {
      id: "safety",
      title: "Staying safe online",
      blocks: [
        {
          kind: "callout",
          tone: "caution",
          title: "The golden rule",
          text: "No genuine bank, government office, courier or company will ever ask for your OTP, PIN, CVV or password by phone, message or e-mail. Anyone who asks is a fraudster, however official they sound.",
        },
        {
          kind: "list",
          style: "check",
          items: [
            "Install apps only from the official app store on your phone (Google Play or the App Store).",
            "Do not tap links in unexpected messages, even if they promise a prize or warn that your account will be blocked.",
            "Never install a screen-sharing app because a caller asks you to.",
            "Keep your phone and apps updated: updates fix security problems.",
            "Avoid banking on public Wi-Fi; use your mobile data instead.",
            "If something feels urgent and frightening, stop, hang up and call a family member or your bank on the number printed on your card.",
          ],
        },
      ],
    },
    {
      id: "popular-apps",
      title: "Popular apps our members use",
      blocks: [
        {
          kind: "paragraph",
          text: "These are widely used in India and are available free of charge from the official app stores. Check the developer's name before installing, because copycat apps exist.",
        },
        {
          kind: "table",
          caption: "Popular apps by purpose",
          columns: ["Purpose", "Apps", "What members use them for"],
          rows: [
            ["Messaging and video calls", "WhatsApp, Google Meet", "Family groups, voice notes, Sunday video calls"],
            ["Payments", "BHIM, Google Pay, PhonePe", "Paying shops, bills and recharges by UPI"],
            ["Health", "eSanjeevani, Practo", "Consulting a doctor by video, booking appointments"],
            ["Government documents", "DigiLocker, UMANG", "Keeping Aadhaar, PAN and pension documents, checking services"],
            ["Travel", "Google Maps, Namma Yatri, Uber", "Directions and booking autos and cabs"],
            ["Entertainment", "YouTube", "Bhajans, old films, cooking and exercise videos"],
          ],
        },
        {
          kind: "callout",
          tone: "tip",
          title: "Learn in a small group",
          text: "Our technology classes take 4 to 6 students at a time, last an hour and a half, and repeat lessons are free. Bring your own phone and your questions.",
        },
      ],
    },
    {
      id: "family-help",
      title: "How family members can help",
      blocks: [
        {
          kind: "paragraph",
          text: "Children and grandchildren are often the first teachers, and the most impatient. These habits make their help go much further, so share this section with them.",
        },
        {
          kind: "list",
          style: "check",
          items: [
            { title: "Let the learner hold the phone.", text: "Watching someone else tap quickly teaches very little. Guide with words and let them press every button themselves." },
            { title: "Explain why, not only where.", text: "\"This arrow takes you back one step\" is remembered; \"tap there\" is forgotten by tomorrow." },
            { title: "Go slowly and repeat.", text: "Show one task, then ask them to do it twice on their own while you watch." },
            { title: "Write the steps down together.", text: "In large letters, in the learner's own words, in the notebook they keep beside the phone." },
            { title: "Set up the phone carefully once.", text: "Large text, saved contacts, a screen lock, automatic updates and only the apps they will use. Remove the rest to avoid confusion." },
            { title: "Be the first call for anything odd.", text: "Agree that any strange message or call about money is checked with you before anything is pressed. Nobody should feel silly for asking." },
          ],
        },
      ],
    },
  ],
  related: ["digital-banking-seniors", "social-connections-golden-years"],
  closing: {
    title: "Learn at your own pace, with a patient tutor",
    text: "Tell us what you would like to do with your phone and we will find the right class for you.",
    actions: [
      { label: "Book a Class", href: contactLink("technology", "Technology classes") },
      { label: "See Technology Programs", href: "/offerings/technology" },
    ],
  },
};
