// Article: social connections in later life (spec: benefit cards, a Did You Know list, ways to stay
// connected with tips, barrier sections, programme lists).
import { contactLink } from "#app/core/links.ts";
import type { ArticleBody } from "#app/content/shapes/blog.ts";

export const article: ArticleBody = {
  slug: "social-connections-golden-years",
  keywords: ["social connections for seniors", "loneliness in old age", "senior clubs Bangalore", "volunteering after retirement", "making friends after 60"],
  intro:
    "Retirement, children moving to other cities, the loss of a spouse or old friends: after 60 our circle can shrink without our noticing. Yet friendship is not a luxury in later life. It protects the mind and the body as surely as good food and exercise. This article explains why, and offers practical ways to build new connections, even when getting out is hard.",
  sections: [
    {
      id: "benefits",
      title: "Why connection matters for your health",
      blocks: [
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "Improved mental health",
              text: "Regular contact with people you like lifts mood, eases worry and helps guard against depression. Sharing a problem makes it feel smaller.",
            },
            {
              title: "Sharper cognitive function",
              text: "Conversation, games and learning together keep memory, attention and language in daily use, and an active social life is linked with a lower risk of dementia.",
            },
            {
              title: "Better physical health",
              text: "People with close ties tend to move more, eat better, sleep better and keep their doctor's appointments, often because a friend is doing the same.",
            },
            {
              title: "A longer life",
              text: "Strong relationships are linked with longer survival in many long-term studies, a benefit researchers compare with giving up smoking.",
            },
          ],
        },
      ],
    },
    {
      id: "did-you-know",
      title: "What the research says",
      blocks: [
        {
          kind: "callout",
          tone: "fact",
          title: "Did You Know?",
          items: [
            "In late 2023 the World Health Organization set up a Commission on Social Connection, treating loneliness as a global health priority.",
            "A widely cited review of 148 studies found that people with stronger social relationships were about 50 percent more likely to survive over the years they were followed.",
            "Social isolation in older adults is linked with a higher risk of heart disease, stroke and dementia.",
            "Loneliness and living alone are not the same thing: it is possible to feel lonely in a full house and content living by yourself.",
            "Helping others, for example by volunteering, is linked with better mood and a stronger sense of purpose in later life.",
          ],
        },
      ],
    },
    {
      id: "ways-to-connect",
      title: "Ways to stay connected",
      blocks: [
        {
          kind: "paragraph",
          text: "The easiest friendships grow around a shared activity, because there is always something to talk about. Pick one that you would enjoy even if you knew nobody there.",
        },
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "Book clubs",
              text: "A monthly meeting to discuss a book, in English, Kannada or any language the group chooses. Large-print editions and audiobooks make it easier on the eyes.",
              tip: { label: "Tip", text: "Suggest a book you love for the next meeting: it is a natural way to start a conversation." },
            },
            {
              title: "Coffee meetups",
              text: "A fixed morning each week for filter coffee and conversation at a café, a park bench or a member's home. Simple, cheap and easy to keep up.",
              tip: { label: "Tip", text: "Keep the same day and time every week, so nobody needs to organise it afresh." },
            },
            {
              title: "Musical groups",
              text: "Bhajan groups, choirs and Carnatic or film-song circles. Singing together is joyful, and it exercises the lungs and the memory.",
              tip: { label: "Tip", text: "You do not need a trained voice. Most groups welcome listeners who join in when they are ready." },
            },
            {
              title: "Volunteer work",
              text: "Teaching children to read, helping at a temple or a library, or mentoring young professionals. Your experience is valuable to others.",
              tip: { label: "Tip", text: "Start with two hours a week, so the commitment stays a pleasure and never becomes a burden." },
            },
          ],
        },
      ],
    },
    {
      id: "family-far-away",
      title: "Staying close to family far away",
      blocks: [
        {
          kind: "paragraph",
          text: "Many of our members have children and grandchildren in other cities or countries. Distance need not mean drifting apart: a little routine keeps everyone in each other's lives.",
        },
        {
          kind: "list",
          style: "check",
          items: [
            "Agree on a regular time for a video call, for example every Sunday morning, so nobody has to arrange it afresh.",
            "Join the family messaging group and share small things: a photo of your garden, a recipe, a voice note.",
            "Tell stories from your own childhood. Grandchildren remember them, and they keep the family's history alive.",
            "Ask the younger ones to teach you one new thing on each call. They enjoy being the teacher.",
          ],
        },
      ],
    },
    {
      id: "barriers",
      title: "Overcoming common barriers",
      blocks: [
        {
          kind: "cards",
          columns: 3,
          items: [
            {
              title: "Mobility",
              text: "Difficulty walking or travelling need not mean staying at home.",
              list: {
                items: [
                  "Choose activities close to home or that come to you.",
                  "Share an auto or cab with a neighbour going to the same place.",
                  "Join a group by video call on the days you cannot travel.",
                  "Ask organisers about ramps, lifts and seating before you go.",
                ],
              },
            },
            {
              title: "Shyness",
              text: "Walking into a room of strangers is hard at any age.",
              list: {
                items: [
                  "Bring a friend or family member to the first meeting.",
                  "Arrive a little early, when the room is quiet.",
                  "Offer to help with a small task: it gives you a role and a reason to talk.",
                  "Give a new group at least three visits before deciding.",
                ],
              },
            },
            {
              title: "Finances",
              text: "Connection does not have to cost money.",
              list: {
                items: [
                  "Temples, libraries, parks and resident welfare associations hold free gatherings.",
                  "Walking groups and coffee at home cost little or nothing.",
                  "Ask community programmes about concessions before ruling them out.",
                  "Volunteering is free and often includes a cup of tea.",
                ],
              },
            },
          ],
        },
      ],
    },
    {
      id: "programmes",
      title: "Programmes at our centre",
      blocks: [
        {
          kind: "paragraph",
          text: "If you live in or near Jalahalli, these regular programmes are a simple way to meet people with similar interests.",
        },
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "Daily programmes",
              list: {
                items: [
                  { title: "Daily engagement sessions:", text: "Monday to Friday, 10 AM to 12 noon, in groups of 8 to 12." },
                  { title: "Knowledge-sharing circles:", text: "every day, 3 to 4 PM, for 15 to 20 people." },
                  { title: "Morning meditation:", text: "every day, 7 to 8 AM." },
                ],
              },
            },
            {
              title: "Weekly programmes",
              list: {
                items: [
                  { title: "Bhajan evenings:", text: "Tuesday and Thursday, 6 to 7:30 PM." },
                  { title: "Scripture study:", text: "Wednesday, 5 to 6:30 PM." },
                  { title: "Discussion circle:", text: "Saturday, 4 to 5:30 PM." },
                  { title: "Leisure outings:", text: "twice a week, 9 AM to 4 PM, in groups of 6 to 10." },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
  related: ["yoga-benefits-senior-citizens", "technology-tips-for-elders"],
  closing: {
    title: "Come and meet us",
    text: "Visit our centre for a cup of tea and a look around. There is no obligation to join.",
    actions: [
      { label: "Visit Us Today", href: contactLink("general", "A visit to the centre") },
      { label: "Explore Programs", href: "/offerings" },
    ],
  },
};
