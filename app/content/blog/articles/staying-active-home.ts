// Article: exercise at home (spec: four exercise types with their minutes, a 20-minute routine split
// 5/7/5/3, safety guidelines, equipment lists, a first-week plan ramping 5-10, 10-15, 15-20 minutes
// in a 6 x 6 feet space).
import { contactLink } from "#app/core/links.ts";
import type { ArticleBody } from "#app/content/shapes/blog.ts";

export const article: ArticleBody = {
  slug: "staying-active-home",
  keywords: ["home exercise for seniors", "chair exercises", "balance training", "strength exercises for elderly", "20 minute workout seniors"],
  intro:
    "You do not need a gym, special clothes or a lot of time to stay strong. A sturdy chair, a clear patch of floor and 20 minutes a day can keep your legs steady, your joints moving and your spirits up. Health guidelines for older adults suggest about 150 minutes of moderate activity a week, with balance and strength work on several days: the routine below is a gentle way to build towards that. If you have a heart condition, high blood pressure, diabetes, joint problems or have had a fall or surgery recently, check with your doctor before you begin.",
  sections: [
    {
      id: "exercise-types",
      title: "Four types of exercise",
      blocks: [
        {
          kind: "paragraph",
          text: "A balanced week includes all four. The times are for one session; start at the lower figure and add a minute or two as it becomes easy.",
        },
        {
          kind: "cards",
          columns: 2,
          items: [
            {
              title: "Chair exercises",
              meta: "10–15 minutes",
              text: "Movement done sitting down, ideal on low-energy days or if standing for long is difficult.",
              list: { items: ["Seated marching", "Arm circles and shoulder rolls", "Ankle circles and toe taps", "Seated knee lifts"] },
            },
            {
              title: "Balance training",
              meta: "10–20 minutes",
              text: "Trains the reflexes that stop a stumble from becoming a fall. Always hold a chair back or counter.",
              list: { items: ["Standing on one foot, holding on", "Heel-to-toe walking along a wall", "Side leg raises", "Sit-to-stand from a chair"] },
            },
            {
              title: "Strength building",
              meta: "15–25 minutes",
              text: "Keeps the muscles you need for stairs, carrying shopping and getting up from the floor.",
              list: { items: ["Wall push-ups", "Chair squats (sit down and stand up slowly)", "Heel raises holding a chair", "Bicep curls with water bottles"] },
            },
            {
              title: "Flexibility",
              meta: "10–15 minutes",
              text: "Gentle stretches, held without bouncing, that keep joints moving freely.",
              list: { items: ["Seated hamstring stretch", "Neck tilts, ear towards shoulder", "Chest opener with hands behind the back", "Calf stretch against a wall"] },
            },
          ],
        },
      ],
    },
    {
      id: "daily-routine",
      title: "A 20-minute daily routine",
      blocks: [
        {
          kind: "paragraph",
          text: "This routine touches all four types in 20 minutes. Do each movement slowly, 8 to 10 times, and rest whenever you need to.",
        },
        {
          kind: "table",
          caption: "The 20-minute routine, part by part",
          columns: ["Part", "Time", "What to do"],
          rows: [
            ["Warm-up", "5 minutes", "Seated marching, shoulder rolls, arm circles and ankle circles, to warm the muscles and raise the heart rate gently"],
            ["Strength", "7 minutes", "Chair squats, wall push-ups, heel raises and bicep curls with water bottles"],
            ["Balance", "5 minutes", "Single-leg stands and side leg raises holding a chair, then heel-to-toe walking along a wall"],
            ["Cool down", "3 minutes", "Slow breathing with gentle neck, chest, hamstring and calf stretches"],
          ],
        },
        {
          kind: "callout",
          tone: "tip",
          title: "Use the talk test",
          text: "You should be able to talk, though not sing, while you exercise. If you cannot speak a sentence comfortably, slow down.",
        },
      ],
    },
    {
      id: "safety",
      title: "Safety guidelines",
      blocks: [
        {
          kind: "callout",
          tone: "caution",
          title: "Stop at once if you feel",
          items: [
            "Pain, pressure or tightness in the chest, arm, neck or jaw",
            "Dizziness, faintness or sudden breathlessness",
            "A racing or irregular heartbeat",
            "Sharp pain in a joint or muscle",
          ],
          text: "Sit down, rest, and call for medical help if the feeling does not pass quickly.",
        },
        {
          kind: "list",
          style: "check",
          items: [
            "Use a sturdy chair without wheels, placed against a wall so it cannot slide.",
            "Wear supportive shoes with non-slip soles, not socks or loose slippers.",
            "Wait at least an hour after a meal before exercising.",
            "Drink water before and after, and exercise in a cool, airy room.",
            "Breathe out as you make an effort and never hold your breath.",
            "Keep your phone within reach, or exercise when someone else is at home.",
          ],
        },
      ],
    },
    {
      id: "equipment",
      title: "Equipment you need",
      blocks: [
        {
          kind: "cards",
          columns: 3,
          items: [
            {
              title: "Essentials",
              list: { items: ["A sturdy chair without wheels", "Supportive shoes", "A water bottle", "A clear space of about 6 x 6 feet"] },
            },
            {
              title: "Helpful extras",
              list: { items: ["A non-slip yoga mat", "Light resistance bands", "Light dumbbells of 0.5 to 1 kg", "A small cushion for seated work"] },
            },
            {
              title: "From your kitchen",
              list: { items: ["Filled water bottles as weights", "A kitchen counter to hold for balance", "A towel for stretching", "A timer on your phone"] },
            },
          ],
        },
      ],
    },
    {
      id: "first-week",
      title: "Your first-week plan",
      blocks: [
        {
          kind: "paragraph",
          text: "Begin gently and let your body adapt. Clear a space of about 6 x 6 feet, free of rugs, wires and furniture with sharp corners.",
        },
        {
          kind: "table",
          caption: "Building up over the first week",
          columns: ["Days", "Time each day", "Focus"],
          rows: [
            ["Days 1 and 2", "5–10 minutes", "Warm-up and chair exercises only, to learn the movements"],
            ["Days 3 and 4", "10–15 minutes", "Add the strength exercises, a few repetitions each"],
            ["Days 5 to 7", "15–20 minutes", "Add balance work and finish with the cool-down stretches"],
          ],
        },
        {
          kind: "paragraph",
          text: "Some muscle soreness a day or two after starting is normal and fades. Pain that lasts, or swelling in a joint, is a signal to rest and talk to your doctor.",
        },
      ],
    },
    {
      id: "motivation",
      title: "Keeping it going",
      blocks: [
        {
          kind: "paragraph",
          text: "The hardest part of exercise is not the movements but the habit. These ideas help members keep going after the first enthusiasm fades.",
        },
        {
          kind: "list",
          style: "check",
          items: [
            { title: "Fix a time.", text: "Tie the routine to something you already do every day, such as after your morning tea or before the evening news." },
            { title: "Keep a simple record.", text: "A tick on the calendar for each day you exercise is surprisingly satisfying to look back on." },
            { title: "Exercise with someone.", text: "A spouse, neighbour or friend on a video call makes it more fun and harder to skip." },
            { title: "Add music.", text: "Old film songs or bhajans at a steady beat make the minutes pass quickly." },
            { title: "Notice the gains.", text: "Getting up from a chair more easily or climbing stairs with less effort is progress worth celebrating." },
            { title: "Restart without guilt.", text: "Missed a few days because of illness or travel? Begin again at the first-week level and build up." },
          ],
        },
      ],
    },
  ],
  related: ["yoga-benefits-senior-citizens", "healthy-eating-seniors"],
  closing: {
    title: "Exercise is more fun together",
    text: "Our group exercise classes meet on Tuesday, Thursday and Saturday from 5 to 6 PM, at a pace that suits every member.",
    actions: [
      { label: "Join Classes", href: contactLink("health", "Group exercise classes") },
      { label: "Learn More", href: "/offerings/health-wellness", context: "about our health and wellness programmes" },
    ],
  },
};
